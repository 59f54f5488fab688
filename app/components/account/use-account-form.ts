import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';

/**
 * One account form (Epic Stack style): the browser checks with the same schema as the action,
 * on blur and then on input. The form is always `noValidate`: without JavaScript the server
 * answers with the translated errors next to each field, never the browser's own bubbles.
 */
export function useAccountForm<Schema extends z.AnyZodObject>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: DefaultValue<z.input<Schema>> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
