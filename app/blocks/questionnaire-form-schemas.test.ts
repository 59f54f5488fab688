import { describe, expect, it } from 'vitest';
import { de } from '../../backend/src/seed/messages/de';
import { en } from '../../backend/src/seed/messages/en';
import { questionSchema, type Question } from '../../backend/src/schemas/questionnaire.js';
import { getI18nInstance } from '~/i18n';
import { createAnswersSchema, createGuestEmailSchema } from './questionnaire-form-schemas';

const questions: Question[] = [
  { id: 'age', label: 'Alter', type: 'age', required: true, options: [] },
  {
    id: 'taste',
    label: 'Geschmack',
    type: 'multiple',
    required: true,
    options: [
      { value: 'sweet', label: 'Süß' },
      { value: 'savoury', label: 'Herzhaft' },
    ],
  },
  {
    id: 'often',
    label: 'Wie oft',
    type: 'single',
    required: false,
    options: [{ value: 'weekly', label: 'Wöchentlich' }],
  },
  { id: 'wish', label: 'Wunsch', type: 'text', required: false, options: [] },
];
const german = createAnswersSchema(questions, getI18nInstance('de', de).t);
const english = createAnswersSchema(questions, getI18nInstance('en', en).t);
const valid = { age: '30', taste: ['sweet'] };

function messagesFor(schema: typeof german, question: string, answer: unknown): string[] {
  const result = schema.safeParse({ ...valid, [question]: answer });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === question).map((issue) => issue.message);
}

describe('questionnaire answer rules with the shopper’s messages', () => {
  it.each(['0', '100', '-1', '12.5', 'zwölf'])('refuses the age %s (§5: above 0 and below 100)', (age) => {
    expect(messagesFor(english, 'age', age)).toEqual(['Please enter an age between 1 and 99']);
    expect(messagesFor(german, 'age', age)).toEqual(['Bitte gib ein Alter zwischen 1 und 99 ein']);
  });

  it.each([
    ['1', 1],
    ['99', 99],
  ])('takes the age %s as the number %d', (age, stored) => {
    expect(german.parse({ ...valid, age })).toMatchObject({ age: stored });
  });

  it('refuses a multiple choice with no value chosen, and a value not offered', () => {
    expect(messagesFor(english, 'taste', [])).toEqual(['Please choose at least one value']);
    expect(messagesFor(english, 'taste', undefined)).toEqual(['Please choose at least one value']);
    expect(messagesFor(german, 'taste', [])).toEqual(['Bitte wähle mindestens einen Wert']);
    expect(messagesFor(english, 'taste', ['sweet', 'bitter'])).toEqual([
      'Please choose one of the values offered',
    ]);
  });

  it('takes one chosen value of a multiple choice as a list', () => {
    expect(german.parse({ ...valid, taste: 'savoury' })).toMatchObject({ taste: ['savoury'] });
  });

  it('refuses free text with a <, and takes it without', () => {
    expect(messagesFor(english, 'wish', 'mehr <b>Bio</b>')).toEqual(['The character < is not allowed']);
    expect(messagesFor(german, 'wish', 'a < b')).toEqual(['Das Zeichen < ist nicht erlaubt']);
    expect(german.parse({ ...valid, wish: ' Mehr Bio > weniger Plastik ' })).toMatchObject({
      wish: 'Mehr Bio > weniger Plastik',
    });
  });

  it('requires required questions and leaves optional ones out when empty', () => {
    expect(messagesFor(german, 'age', '')).toEqual(['Dieses Feld ist erforderlich']);
    expect(german.parse({ ...valid, often: '', wish: '' })).toEqual({ age: 30, taste: ['sweet'] });
    expect(messagesFor(english, 'often', 'daily')).toEqual(['Please choose one of the values offered']);
  });

  it('drops answers to questions the questionnaire does not ask', () => {
    expect(german.parse({ ...valid, extra: 'x' })).not.toHaveProperty('extra');
  });

  it('asks a guest for a valid e-mail address and keeps it in lower case', () => {
    const email = createGuestEmailSchema(getI18nInstance('de', de).t);
    expect(email.safeParse('kein-mail').error?.issues[0]?.message).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(email.parse(' Anna@Example.AT ')).toBe('anna@example.at');
  });

  it('refuses a choice question without options in the definition', () => {
    expect(questionSchema.safeParse({ id: 'pick', label: 'Pick', type: 'single' }).success).toBe(false);
    expect(
      questionSchema.safeParse({
        id: 'age',
        label: 'Age',
        type: 'age',
        options: [{ value: 'a', label: 'A' }],
      }).success,
    ).toBe(false);
  });
});
