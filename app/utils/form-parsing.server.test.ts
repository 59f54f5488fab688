import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oncePerTranslator, parseIntent, parseReadyForm, parseWithZod } from './form-parsing.server';

const german = ((key: string) => `de:${key}`) as unknown as TFunction;
const english = ((key: string) => `en:${key}`) as unknown as TFunction;

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

// Issue 39: the schema and conform's coercion made once per translator parse as parseWithZod does.
describe('a form schema made once per translator', () => {
  const build = (t: TFunction) =>
    z.object({
      name: z.string({ required_error: t('required') }).max(5, t('tooLong')),
      count: z
        .number({ required_error: t('required') })
        .int()
        .min(1),
      note: z.string().optional(),
      agreed: z.literal('on', { errorMap: () => ({ message: t('agree') }) }),
    });
  const ready = oncePerTranslator(build);

  it('is built once for a translator and apart for another', () => {
    expect(ready(german)).toBe(ready(german));
    expect(ready(english)).not.toBe(ready(german));
  });

  it.each([
    [
      'a whole form',
      [
        ['name', 'Anna'],
        ['count', '3'],
        ['note', ''],
        ['agreed', 'on'],
      ],
    ],
    [
      'empty fields',
      [
        ['name', ''],
        ['count', ''],
        ['note', ''],
      ],
    ],
    [
      'wrong values',
      [
        ['name', 'Annabelle'],
        ['count', 'zwei'],
        ['agreed', 'yes'],
      ],
    ],
  ] as [string, [string, string][]][])('answers %s as parseWithZod does', (_, entries) => {
    const once = parseReadyForm(form(entries), ready(german));
    const anew = parseWithZod(form(entries), { schema: build(german) });
    expect(once.status).toBe(anew.status);
    expect(once.status === 'success' ? once.value : once.error).toEqual(
      anew.status === 'success' ? anew.value : anew.error,
    );
    expect(once.reply()).toEqual(anew.reply());
  });

  it('speaks the language of the translator it is asked with', () => {
    const refused = parseReadyForm(
      form([
        ['name', 'Anna'],
        ['count', '1'],
      ]),
      ready(english),
    );
    expect(refused.status).toBe('error');
    expect(refused.status === 'error' && refused.error).toEqual({ agreed: ['en:agree'] });
  });
});

describe('parseIntent', () => {
  const intents = ['save', 'remove'] as const;

  it('answers a known intent, and refuses an unknown or missing one in the translator’s words', () => {
    const saved = parseIntent(form([['intent', 'save']]), intents, german);
    expect(saved.status === 'success' && saved.value).toBe('save');
    for (const entries of [[['intent', 'drop']], []] as [string, string][][]) {
      const refused = parseIntent(form(entries), intents, english);
      expect(refused.status).toBe('error');
      expect(refused.status === 'error' && refused.error).toEqual({ '': ['en:validation.unknownIntent'] });
    }
  });
});
