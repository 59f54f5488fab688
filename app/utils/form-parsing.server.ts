import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from '@conform-to/zod';
import type { TFunction } from 'i18next';
import type { input, output, ZodType, ZodTypeAny, ZodTypeDef } from 'zod';
import { intentSchema } from './intent-schema';

// Decision 0091: a route whose page must not load zod parses its posts through this module, which
// the browser build leaves empty; a plain import of zod or conform's parser in the route module
// stays in its browser chunk although only the action uses it.
export { parseWithZod };

/** A form's schema with conform's coercion of form values built in (parseWithZod's own, made once). */
export type ReadyFormSchema<S extends ZodTypeAny> = ZodType<output<S>, ZodTypeDef, input<S>>;

/**
 * Issue 39: a form's schema built once per translator (one per tenant and language) with conform's
 * coercion of form values in it, instead of both anew on every post; parse with `parseReadyForm`.
 */
export function oncePerTranslator<S extends ZodTypeAny>(build: (t: TFunction) => S) {
  const built = new WeakMap<TFunction, ReadyFormSchema<S>>();
  return (t: TFunction): ReadyFormSchema<S> => {
    let schema = built.get(t);
    if (!schema) built.set(t, (schema = coerceFormValue(build(t))));
    return schema;
  };
}

/** parseWithZod for a schema of `oncePerTranslator`, whose coercion is in it already. */
export const parseReadyForm = <S extends ZodTypeAny>(formData: FormData, schema: ReadyFormSchema<S>) =>
  parseWithZod(formData, { schema, disableAutoCoercion: true });

const intentSchemas = new WeakMap<readonly string[], (t: TFunction) => ReadyFormSchema<ZodTypeAny>>();

/** The post's intent, one of `intents`, or the translated refusal of an unknown one (decision 0031). */
export const parseIntent = <const Intents extends readonly [string, ...string[]]>(
  formData: FormData,
  intents: Intents,
  t: TFunction,
) => {
  let schemaFor = intentSchemas.get(intents);
  if (!schemaFor)
    intentSchemas.set(intents, (schemaFor = oncePerTranslator((tr) => intentSchema(intents, tr))));
  return parseReadyForm(formData, schemaFor(t) as ReadyFormSchema<ReturnType<typeof intentSchema<Intents>>>);
};
