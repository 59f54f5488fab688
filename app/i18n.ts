import i18next, { type i18n, type InitOptions } from 'i18next';
import type { MessageTree } from '../backend/src/schemas/tenant.js';

export const i18nNamespace = 'translation';

// The spec's `{0}` placeholders are `{name}` in the bundles; React escapes on render.
export const i18nOptions = {
  defaultNS: i18nNamespace,
  ns: [i18nNamespace],
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

const instances = new WeakMap<MessageTree, Map<string, i18n>>();

export function getI18nInstance(locale: string, messages: MessageTree): i18n {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = createI18nInstance(locale, messages)));
  return instance;
}

function createI18nInstance(locale: string, messages: MessageTree): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nOptions,
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { [i18nNamespace]: messages } },
    initImmediate: false,
  });
  return instance;
}
