import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../backend/src/seed/messages/de';
import { getI18nInstance } from '~/i18n';
import { createOfflineAccountSchema, createProfileSchema, createRegistrationSchema } from './account-forms';
import { createAddressSchema } from './address-form';
import { phoneNormalizer } from './phone.server';

const t = getI18nInstance('de', de).t;

/** The errors per field of a refused submission; none when it passed. */
function errorsOf(submission: Submission<unknown, string[]>) {
  return submission.status === 'success' ? {} : submission.error;
}

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

const registration = {
  email: 'anna@example.at',
  password: 'Sicher-123',
  firstName: 'Anna',
  lastName: '',
  salutation: '',
  academicTitle: '',
  birthdate: '',
};

describe('account forms', () => {
  it('sends a birthdate typed as dd.mm.yyyy as an ISO date', () => {
    const submission = parseWithZod(form({ ...registration, birthdate: '24.12.1985' }), {
      schema: createRegistrationSchema(t, 'de-AT'),
    });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.birthdate).toBe('1985-12-24');
  });

  it('puts each error next to its field, in German', () => {
    const submission = parseWithZod(
      form({ ...registration, email: 'anna', password: 'kurz', firstName: '', birthdate: '31.02.1990' }),
      { schema: createRegistrationSchema(t, 'de-AT') },
    );
    expect(errorsOf(submission)).toEqual({
      email: ['Bitte gib eine gültige E-Mail-Adresse ein'],
      password: ['Bitte gib mindestens 8 Zeichen ein'],
      firstName: ['Dieses Feld ist erforderlich'],
      birthdate: ['Ungültiges Format'],
    });
  });

  it('never offers the Family salutation', () => {
    const submission = parseWithZod(form({ ...registration, salutation: 'Family' }), {
      schema: createProfileSchema(t, 'de-AT'),
    });
    expect(Object.keys(errorsOf(submission) ?? {})).toEqual(['salutation']);
  });

  it('checks the loyalty card of an offline account', () => {
    const submission = parseWithZod(form({ ...registration, cardNumber: '4006381333932' }), {
      schema: createOfflineAccountSchema(t, 'de-AT'),
    });
    expect(errorsOf(submission)).toEqual({ cardNumber: ['Diese Kartennummer ist ungültig'] });
  });

  it('takes an address with a phone number as typed and sends it in international form', () => {
    const submission = parseWithZod(
      form({
        category: 'delivery',
        firstName: 'Anna',
        streetName: 'Mariahilfer Straße',
        streetNumber: '12',
        postalCode: '1060',
        city: 'Wien',
        phoneNumber: '0664 123 4567',
      }),
      { schema: createAddressSchema(t, 'de-AT', phoneNormalizer('de-AT')) },
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({
      phoneNumber: '+436641234567',
      countryCode: 'AT',
      primary: false,
    });
  });

  it('refuses a phone number libphonenumber-js cannot read', () => {
    const submission = parseWithZod(
      form({
        category: 'billing',
        firstName: 'A',
        streetName: 'S',
        streetNumber: '1',
        postalCode: '1060',
        city: 'Wien',
        phoneNumber: '12',
      }),
      { schema: createAddressSchema(t, 'de-AT', phoneNormalizer('de-AT')) },
    );
    expect(errorsOf(submission)).toEqual({ phoneNumber: ['Ungültiges Format'] });
  });
});
