import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { errorsOf, form } from '../../../tests/storefront/form-submission';
import { getI18nInstance } from '~/i18n';
import { createProfileSchema } from '~/routes/profile/profile-form-schemas';
import { createOfflineAccountSchema, createRegistrationSchema } from './registration-form-schemas';

const t = getI18nInstance('de', de).t;

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
});
