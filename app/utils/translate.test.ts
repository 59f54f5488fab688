import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../../backend/src/schemas/tenant.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { en } from '../../backend/src/seed/messages/en.js';
import { createTranslate } from './translate';
import { getI18nInstance } from '~/i18n';

function leafEntries(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leafEntries(value, `${prefix}${key}.`),
  );
}

// Every placeholder of the message gets a value that tells it apart, `{0}` too.
function sampleParams(message: string): Record<string, string> {
  const names = [...message.matchAll(/\{(.+?)\}/g)].map((match) => match[1]!.trim());
  return Object.fromEntries(names.map((name, index) => [name, `«${name}-${index}»`]));
}

// Decision 0017: the browser's reader must answer what i18next answers on the server, so the
// hydrated page says exactly what the server-rendered one said.
describe.each([
  ['de', de],
  ['en', en],
] as const)('the browser translate function in %s', (language, messages) => {
  const i18next = getI18nInstance(language, messages).t;
  const reader = createTranslate(language, messages);
  const entries = leafEntries(messages);

  it('answers every message with its placeholders filled, like i18next', () => {
    expect(entries.length).toBeGreaterThan(500);
    for (const [key, message] of entries) {
      const params = sampleParams(message);
      expect(reader(key, params), key).toBe(i18next(key, params));
      expect(reader(key), `${key} without parameters`).toBe(i18next(key));
    }
  });

  it('picks the plural form by count (0, 1, 2 and a fraction), like i18next', () => {
    const pluralMessages = new Map(
      entries.flatMap(([key, message]) =>
        /_(one|other)$/.test(key) ? [[key.replace(/_\w+$/, ''), message]] : [],
      ),
    );
    expect(pluralMessages.size).toBeGreaterThan(10);
    for (const [key, message] of pluralMessages) {
      for (const count of [0, 1, 2, 1.5, 21]) {
        const params = { ...sampleParams(message), count };
        expect(reader(key, params), `${key} with count ${count}`).toBe(i18next(key, params));
      }
    }
  });

  it('answers a missing key with the key, and keeps an unknown placeholder', () => {
    expect(reader('no.such.key')).toBe(i18next('no.such.key'));
    expect(reader('no.such.key', { count: 1 })).toBe('no.such.key');
    const [key] = entries.find(([, message]) => message.includes('{name}'))!;
    expect(reader(key, { name: undefined })).toBe(i18next(key, { name: undefined }));
    expect(reader(key, { name: null })).toBe(i18next(key, { name: null }));
    expect(reader(key, { name: 42 })).toBe(i18next(key, { name: 42 }));
  });
});
