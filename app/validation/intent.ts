import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The `intent` of a multi-intent form. An intent the page does not know (a stale tab, a
 * hand-made post) is refused at the form level with a translated message, never an internal text.
 */
export function intentSchema<const Intents extends readonly [string, ...string[]]>(
  intents: Intents,
  t: TFunction,
) {
  const known = new Set<string>(intents);
  return z.object({ intent: z.string().optional() }).transform((value, context) => {
    if (value.intent !== undefined && known.has(value.intent)) return value.intent as Intents[number];
    context.addIssue({ code: z.ZodIssueCode.custom, message: t('validation.unknownIntent'), path: [] });
    return z.NEVER;
  });
}
