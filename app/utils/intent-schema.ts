import type { TFunction } from 'i18next';
import { z } from 'zod';

/** An unknown intent (stale tab, hand-made post) gets a translated message, never an internal text. */
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
