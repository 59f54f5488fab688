import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod';
import type { z } from 'zod';

/**
 * One form of the shop (decision 0031): the action checks it with the schema (parseWithZod) and
 * conform shows the result next to each field. The browser gets the schema's constraints
 * (required, lengths) for assistive technology, but the form is `noValidate` and checked on the
 * server only, so with and without JavaScript the shopper meets the same translated messages in
 * the same places.
 */
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
