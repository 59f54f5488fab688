import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { de } from '../../backend/src/seed/messages/de';
import { en } from '../../backend/src/seed/messages/en';
import { getI18nInstance } from '~/i18n';
import { translatedFieldRules } from './field-rules';

function messagesOf(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const german = translatedFieldRules(getI18nInstance('de', de).t);
const english = translatedFieldRules(getI18nInstance('en', en).t);

describe('§5 field rules with the shopper’s messages', () => {
  it('asks for required fields in German and English', () => {
    for (const rule of [
      'email',
      'password',
      'currentPassword',
      'firstName',
      'streetName',
      'streetNumber',
      'zip',
      'city',
    ] as const) {
      expect(messagesOf(german[rule], ''), rule).toContain('Dieses Feld ist erforderlich');
      expect(messagesOf(english[rule], ''), rule).toContain('This field is required');
    }
  });

  it('checks the e-mail pattern and its 50 characters', () => {
    expect(messagesOf(german.email, 'anna.example.at')).toEqual([
      'Bitte gib eine gültige E-Mail-Adresse ein',
    ]);
    expect(messagesOf(english.email, `${'a'.repeat(40)}@example.at`)).toEqual([
      'You must enter a maximum of 50 characters',
    ]);
    expect(messagesOf(german.email, 'anna@example.at')).toEqual([]);
  });

  it('fills the limit into the minimum and maximum messages', () => {
    expect(messagesOf(german.password, 'kurz')).toEqual(['Bitte gib mindestens 8 Zeichen ein']);
    expect(messagesOf(german.password, 'x'.repeat(51))).toEqual(['Bitte gib höchstens 50 Zeichen ein']);
    expect(messagesOf(english.firstName, 'x'.repeat(21))).toEqual([
      'You must enter a maximum of 20 characters',
    ]);
    expect(messagesOf(german.surname, 'x'.repeat(25))).toEqual(['Bitte gib höchstens 24 Zeichen ein']);
    expect(messagesOf(german.streetNumber, 'x'.repeat(41))).toEqual(['Bitte gib höchstens 40 Zeichen ein']);
    expect(messagesOf(german.door, '12345')).toEqual(['Bitte gib höchstens 4 Zeichen ein']);
    expect(messagesOf(german.staircase, '12345')).toEqual(['Bitte gib höchstens 4 Zeichen ein']);
    expect(messagesOf(german.floor, 'x'.repeat(21))).toEqual(['Bitte gib höchstens 20 Zeichen ein']);
    expect(messagesOf(german.company, 'x'.repeat(51))).toEqual(['Bitte gib höchstens 50 Zeichen ein']);
    expect(messagesOf(german.academicTitle, 'x'.repeat(16))).toEqual(['Bitte gib höchstens 15 Zeichen ein']);
    expect(messagesOf(german.deliveryNote, 'x'.repeat(241))).toEqual(['Bitte gib höchstens 240 Zeichen ein']);
    expect(messagesOf(german.vatNumber, 'ATU123')).toEqual(['Bitte gib mindestens 7 Zeichen ein']);
    expect(messagesOf(german.registrationNumber, 'x'.repeat(15))).toEqual([
      'Bitte gib höchstens 14 Zeichen ein',
    ]);
  });

  it('checks zip, city, delivery note and phone for their format', () => {
    expect(messagesOf(german.zip, '10')).toEqual(['Bitte gib mindestens 4 Zeichen ein']);
    expect(messagesOf(german.zip, '10#0')).toEqual(['Ungültiges Format']);
    expect(messagesOf(german.zip, '1010')).toEqual([]);
    expect(messagesOf(german.city, 'Wien <b>')).toEqual(['Ungültiges Format']);
    expect(messagesOf(english.deliveryNote, 'ring > twice')).toEqual(['Invalid format']);
    expect(messagesOf(german.phone, '0664 123')).toEqual(['Ungültiges Format']);
    expect(messagesOf(german.phone, '+436641234567')).toEqual([]);
  });

  it('checks a loyalty card number: digits, 13 of them, EAN-13 checksum', () => {
    expect(messagesOf(german.cardNumber, '12345abc')).toContain('Dieses Feld darf nur Ziffern enthalten');
    expect(messagesOf(german.cardNumber, '123456')).toEqual(['Ungültiges Format']);
    expect(messagesOf(german.cardNumber, '4006381333932')).toEqual(['Diese Kartennummer ist ungültig']);
    expect(messagesOf(english.cardNumber, '4006381333932')).toEqual(['This card number is not valid']);
    expect(messagesOf(german.cardNumber, '4006381333931')).toEqual([]);
  });

  it('refuses a birthdate under 18 years and one that is no date', () => {
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const iso = seventeen.toISOString().slice(0, 10);
    expect(messagesOf(german.birthdate, iso)).toEqual(['Du musst mindestens 18 Jahre alt sein']);
    expect(messagesOf(english.birthdate, iso)).toEqual(['You must be at least 18 years old']);
    expect(messagesOf(german.birthdate, '1990-02-30')).toEqual(['Ungültiges Format']);
    expect(messagesOf(german.birthdate, '1990-02-28')).toEqual([]);
  });
});
