import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod';
import type { z } from 'zod';

/** Decision 0031: `noValidate`, checked on the server only, so messages are the same with or without JS. */
export function useServerCheckedForm<Schema extends z.AnyZodObject>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: DefaultValue<z.input<Schema>> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
  });
}
