import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { form } from '../../../tests/storefront/form-submission';
import { settled } from '../../../tests/storefront/fulfilment-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { staffLogIn } from './staff-login-actions.server';

function contextWhoseLoginAnswers(answer: () => Promise<unknown>) {
  return { t: getI18nInstance('de', de).t, staff: { login: answer } } as unknown as AppLoadContext;
}

const credentials = { email: 'paula.pickerin@example.at', password: 'Demo-Passwort-1' };

type Answer = {
  data: { result: { error?: Record<string, string[]>; initialValue?: object } };
  init: ResponseInit;
};

describe('the staff login', () => {
  it('goes back to the staff page asked for, never out of the staff area', async () => {
    const context = contextWhoseLoginAnswers(async () => ({}));
    const back = await settled(
      staffLogIn(context, form({ ...credentials, returnUrl: '/personal?date=2026-12-07' })),
    );
    expect((back as Response).headers.get('Location')).toBe('/personal?date=2026-12-07');
    const away = await settled(staffLogIn(context, form({ ...credentials, returnUrl: '/profil' })));
    expect((away as Response).headers.get('Location')).toBe('/personal');
  });

  it('says a wrong password above the form and empties the password', async () => {
    const context = contextWhoseLoginAnswers(() =>
      Promise.reject(new ApiError(401, 'STAFF_LOGIN_FAILED', 'Wrong')),
    );
    const answer = (await staffLogIn(context, form(credentials))) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.['']).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
    expect(answer.data.result.initialValue).not.toHaveProperty('password');
  });

  it('says the waiting time in minutes when logins are limited', async () => {
    const context = contextWhoseLoginAnswers(() =>
      Promise.reject(new ApiError(429, 'LOGIN_RATE_LIMITED', 'Too many', { retryAfterSeconds: 600 })),
    );
    const answer = (await staffLogIn(context, form(credentials))) as Answer;
    expect(answer.init.status).toBe(429);
    expect(answer.data.result.error?.['']).toEqual([
      'Zu viele Anmeldeversuche. Bitte versuche es in 10 Minuten noch einmal.',
    ]);
  });
});
