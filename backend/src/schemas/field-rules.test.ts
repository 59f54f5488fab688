import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createFieldRules, isAtLeastYearsOld, isValidEan13 } from './field-rules.js';

const rules = createFieldRules();

/** The messages a value gets from a rule, or [] when it passes. */
function messagesOf(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('§5 default field rules, with the default messages', () => {
  it('asks for a required field with "This field is required"', () => {
    for (const schema of [
      rules.email,
      rules.password,
      rules.firstName,
      rules.streetNumber,
      rules.zip,
      rules.city,
    ])
      expect(messagesOf(schema, '')).toContain('This field is required');
  });

  it('checks an e-mail: required, max 50, pattern', () => {
    expect(messagesOf(rules.email, 'anna@example.at')).toEqual([]);
    expect(messagesOf(rules.email, 'anna.example.at')).toEqual(['Please enter a valid email']);
    expect(messagesOf(rules.email, `${'a'.repeat(40)}@example.at`)).toEqual([
      'You must enter a maximum of 50 characters',
    ]);
  });

  it('takes passwords of 8 to 50 characters', () => {
    expect(messagesOf(rules.password, 'kurz')).toEqual(['You must enter a minimum of 8 characters']);
    expect(messagesOf(rules.password, 'x'.repeat(51))).toEqual(['You must enter a maximum of 50 characters']);
    expect(messagesOf(rules.password, 'acht8888')).toEqual([]);
  });

  it('limits names, street number and the short address parts', () => {
    expect(messagesOf(rules.firstName, 'A'.repeat(21))).toEqual([
      'You must enter a maximum of 20 characters',
    ]);
    expect(messagesOf(rules.surname, 'B'.repeat(25))).toEqual(['You must enter a maximum of 24 characters']);
    expect(messagesOf(rules.surname, undefined)).toEqual([]);
    expect(messagesOf(rules.streetNumber, '1'.repeat(41))).toEqual([
      'You must enter a maximum of 40 characters',
    ]);
    expect(messagesOf(rules.door, '12345')).toEqual(['You must enter a maximum of 4 characters']);
    expect(messagesOf(rules.staircase, '12345')).toEqual(['You must enter a maximum of 4 characters']);
    expect(messagesOf(rules.floor, 'x'.repeat(21))).toEqual(['You must enter a maximum of 20 characters']);
    expect(messagesOf(rules.company, 'x'.repeat(51))).toEqual(['You must enter a maximum of 50 characters']);
    expect(messagesOf(rules.academicTitle, 'x'.repeat(16))).toEqual([
      'You must enter a maximum of 15 characters',
    ]);
  });

  it('takes zips of 4 to 7 letters, digits, spaces or hyphens', () => {
    for (const zip of ['1010', 'A-1010', 'D-12345']) expect(messagesOf(rules.zip, zip)).toEqual([]);
    expect(messagesOf(rules.zip, '101')).toEqual(['You must enter a minimum of 4 characters']);
    expect(messagesOf(rules.zip, '10100000')).toEqual(['You must enter a maximum of 7 characters']);
    expect(messagesOf(rules.zip, '10_10')).toEqual(['Invalid format']);
  });

  it("refuses '<' in a city and '<' or '>' in a delivery note of at most 240", () => {
    expect(messagesOf(rules.city, 'Wien<script>')).toEqual(['Invalid format']);
    expect(messagesOf(rules.deliveryNote, 'Bitte >klingeln')).toEqual(['Invalid format']);
    expect(messagesOf(rules.deliveryNote, 'x'.repeat(241))).toEqual([
      'You must enter a maximum of 240 characters',
    ]);
    expect(messagesOf(rules.deliveryNote, 'Bitte beim Nachbarn abgeben')).toEqual([]);
    expect(messagesOf(rules.freeText(100), 'a < b')).toEqual(['Invalid format']);
  });

  it('takes VAT and registration numbers of 7 to 14 characters, or none', () => {
    expect(messagesOf(rules.vatNumber, '')).toEqual([]);
    expect(messagesOf(rules.vatNumber, 'ATU1234')).toEqual([]);
    expect(messagesOf(rules.vatNumber, 'ATU12')).toEqual(['You must enter a minimum of 7 characters']);
    expect(messagesOf(rules.registrationNumber, 'FN123456789012a')).toEqual([
      'You must enter a maximum of 14 characters',
    ]);
  });

  it('checks a card number: 13 digits with a valid EAN-13 check digit', () => {
    expect(messagesOf(rules.cardNumber, '4006381333931')).toEqual([]);
    expect(messagesOf(rules.cardNumber, '4006381333932')).toEqual(['Invalid format']);
    expect(messagesOf(rules.cardNumber, '400638133393')).toEqual(['Invalid format']);
    expect(messagesOf(rules.cardNumber, '40063813339AB')).toEqual(['This field can only contain numbers']);
  });

  it('takes an order number of digits only, at most 15, trimmed', () => {
    expect(messagesOf(rules.orderNumber, ' 100000101 ')).toEqual([]);
    expect(rules.orderNumber.parse(' 100000101 ')).toBe('100000101');
    expect(messagesOf(rules.orderNumber, '')).toEqual(['This field is required']);
    expect(messagesOf(rules.orderNumber, '10000-0101')).toEqual(['This field can only contain numbers']);
    expect(messagesOf(rules.orderNumber, '1'.repeat(16))).toEqual([
      'You must enter a maximum of 15 characters',
    ]);
  });

  it('takes phones that start with + and have 7 to 15 digits', () => {
    expect(messagesOf(rules.phone, '+436641234567')).toEqual([]);
    expect(messagesOf(rules.phone, '06641234567')).toEqual(['Invalid format']);
    expect(messagesOf(rules.phone, '+123456')).toEqual(['Invalid format']);
    expect(messagesOf(rules.phone, '+1234567890123456')).toEqual(['Invalid format']);
  });

  it('takes legacy phones: optional +, 6 to 20 digits with separators', () => {
    for (const phone of ['0664 123 45 67', '+43 (1) 234-5678', '0664/123456'])
      expect(messagesOf(rules.legacyPhone, phone)).toEqual([]);
    expect(messagesOf(rules.legacyPhone, '12345')).toEqual(['Invalid format']);
    expect(messagesOf(rules.legacyPhone, 'call me')).toEqual(['Invalid format']);
  });

  it('takes a real birthdate of someone at least 18', () => {
    expect(messagesOf(rules.birthdate, '1990-02-28')).toEqual([]);
    expect(messagesOf(rules.birthdate, '1990-02-30')).toContain('Invalid format');
    expect(messagesOf(rules.birthdate, `${new Date().getUTCFullYear() - 10}-01-01`)).toEqual([
      'You must be at least 18 years old',
    ]);
  });

  it('speaks the messages it is given', () => {
    const german = createFieldRules({
      required: 'Dieses Feld ist erforderlich',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
      numbersOnly: 'Nur Ziffern',
      maxLength: (max) => `Höchstens ${max} Zeichen`,
      minLength: (min) => `Mindestens ${min} Zeichen`,
      invalidFormat: 'Ungültiges Format',
      minimumAge: (years) => `Mindestens ${years} Jahre`,
      cardChecksum: 'Kartennummer ungültig',
    });
    expect(messagesOf(german.firstName, '')).toEqual(['Dieses Feld ist erforderlich']);
    expect(messagesOf(german.cardNumber, '4006381333932')).toEqual(['Kartennummer ungültig']);
  });
});

describe('isValidEan13', () => {
  it('accepts a correct check digit and refuses others', () => {
    expect(isValidEan13('9002490100070')).toBe(true);
    expect(isValidEan13('9002490100071')).toBe(false);
  });
});

describe('isAtLeastYearsOld', () => {
  it('counts the 18th birthday itself as old enough', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(isAtLeastYearsOld('2008-11-22', 18, today)).toBe(true);
    expect(isAtLeastYearsOld('2008-11-23', 18, today)).toBe(false);
  });
});
