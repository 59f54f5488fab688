import { parseWithZod } from '@conform-to/zod';
import type { TFunction } from 'i18next';
import { intentSchema } from './intent-schema';

// Decision 0091: a route whose page must not load zod parses its posts through this module, which
// the browser build leaves empty; a plain import of zod or conform's parser in the route module
// stays in its browser chunk although only the action uses it.
export { parseWithZod };

/** The post's intent, one of `intents`, or the translated refusal of an unknown one (decision 0031). */
export const parseIntent = <const Intents extends readonly [string, ...string[]]>(
  formData: FormData,
  intents: Intents,
  t: TFunction,
) => parseWithZod(formData, { schema: intentSchema(intents, t) });
