import type { TFunction } from 'i18next';
import type { MessageTree } from '../../backend/src/schemas/tenant.js';

type TranslateParams = { count?: unknown; [name: string]: unknown };

// Decision 0017: only what the messages use of i18next; i18n.test.ts holds it to i18next's answer.
export function createTranslate(locale: string, messages: MessageTree): TFunction {
  const plurals = new Intl.PluralRules(locale);
  const translate = (key: string, params: TranslateParams = {}) => {
    const count = params.count;
    const plural =
      typeof count === 'number' ? lookUp(messages, `${key}_${plurals.select(count)}`) : undefined;
    return interpolate(plural ?? lookUp(messages, key) ?? key, params);
  };
  return translate as unknown as TFunction;
}

function lookUp(messages: MessageTree, key: string): string | undefined {
  let node: MessageTree | string | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// Like i18next: a placeholder without its parameter stays as written, null becomes empty.
function interpolate(text: string, params: TranslateParams): string {
  return text.replace(/\{(.+?)\}/g, (placeholder, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(params, trimmed)) return placeholder;
    const value = params[trimmed];
    return value == null ? '' : String(value);
  });
}
