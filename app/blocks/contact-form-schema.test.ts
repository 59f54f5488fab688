import { describe, expect, it } from 'vitest';
import { de } from '../../backend/src/seed/messages/de';
import { en } from '../../backend/src/seed/messages/en';
import { getI18nInstance } from '~/i18n';
import { createContactFormSchema } from './contact-form-schema';

const german = createContactFormSchema(getI18nInstance('de', de).t);
const english = createContactFormSchema(getI18nInstance('en', en).t);
const valid = { firstName: 'Anna', email: 'anna@example.at', message: 'Hallo' };

/** The messages a field gets for a value, the other fields valid. */
function messagesFor(schema: typeof german, field: string, value: string | undefined): string[] {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('§5 contact form rules with the shopper’s messages', () => {
  it('requires first name, e-mail and message', () => {
    for (const field of ['firstName', 'email', 'message']) {
      expect(messagesFor(german, field, undefined), field).toEqual(['Dieses Feld ist erforderlich']);
      expect(messagesFor(english, field, '  '), field).toEqual(['This field is required']);
    }
  });

  it('takes a form with only the required fields', () => {
    expect(german.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['firstName', 24],
    ['city', 25],
    ['zip', 7],
    ['message', 1700],
    ['receiptNumber', 150],
    ['productName', 150],
    ['batchNumber', 50],
    ['errorCode', 180],
    ['timeWindow', 50],
    ['paymentMethod', 50],
    ['clientData', 100],
    ['discount', 100],
  ] as const)('allows %s up to %i characters', (field, max) => {
    expect(messagesFor(german, field, 'x'.repeat(max))).toEqual([]);
    expect(messagesFor(german, field, 'x'.repeat(max + 1))).toEqual([
      `Bitte gib höchstens ${max} Zeichen ein`,
    ]);
    expect(messagesFor(english, field, 'x'.repeat(max + 1))).toEqual([
      `You must enter a maximum of ${max} characters`,
    ]);
  });

  it.each([
    ['orderNumber', 15],
    ['loyaltyMemberId', 20],
    ['ean', 30],
  ] as const)('allows %s as up to %i digits only', (field, max) => {
    expect(messagesFor(german, field, '1'.repeat(max))).toEqual([]);
    expect(messagesFor(english, field, '12a')).toEqual(['This field can only contain numbers']);
    expect(messagesFor(german, field, '1'.repeat(max + 1))).toEqual([
      `Bitte gib höchstens ${max} Zeichen ein`,
    ]);
  });

  it('checks the e-mail pattern and its 50 characters', () => {
    expect(messagesFor(english, 'email', 'anna.example.at')).toEqual(['Please enter a valid email']);
    expect(messagesFor(english, 'email', `${'a'.repeat(40)}@example.at`)).toEqual([
      'You must enter a maximum of 50 characters',
    ]);
  });
});
