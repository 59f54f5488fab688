import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { form } from '../../../tests/storefront/form-submission';
import { settled } from '../../../tests/storefront/fulfilment-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { staffLogIn } from './staff-login-actions.server';

function contextWhoseLoginAnswers(answer: (body: unknown, recaptchaResponse?: string) => Promise<unknown>) {
  return {
    t: getI18nInstance('de', de).t,
    staff: { login: answer },
    tenant: { config: { clientRuntimeConfig: { recaptcha: { enabled: false, provider: 'sandbox' } } } },
  } as unknown as AppLoadContext;
}

const request = new Request('http://shop.test/personal/anmelden', { method: 'POST' });

const credentials = { email: 'paula.pickerin@example.at', password: 'Demo-Passwort-1' };

type Answer = {
  data: { result: { error?: Record<string, string[]>; initialValue?: object } };
  init: ResponseInit;
};

describe('the staff login', () => {
  it('goes back to the staff page asked for, never out of the staff area', async () => {
    const context = contextWhoseLoginAnswers(async () => ({}));
    const back = await settled(
      staffLogIn(context, request, form({ ...credentials, returnUrl: '/personal?date=2026-12-07' })),
    );
    expect((back as Response).headers.get('Location')).toBe('/personal?date=2026-12-07');
    const away = await settled(staffLogIn(context, request, form({ ...credentials, returnUrl: '/profil' })));
    expect((away as Response).headers.get('Location')).toBe('/personal');
  });

  it('says a wrong password above the form and empties the password', async () => {
    const context = contextWhoseLoginAnswers(() =>
      Promise.reject(new ApiError(401, 'STAFF_LOGIN_FAILED', 'Wrong')),
    );
    const answer = (await staffLogIn(context, request, form(credentials))) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.['']).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
    expect(answer.data.result.initialValue).not.toHaveProperty('password');
  });

  it('says the waiting time in minutes when logins are limited', async () => {
    const context = contextWhoseLoginAnswers(() =>
      Promise.reject(new ApiError(429, 'LOGIN_RATE_LIMITED', 'Too many', { retryAfterSeconds: 600 })),
    );
    const answer = (await staffLogIn(context, request, form(credentials))) as Answer;
    expect(answer.init.status).toBe(429);
    expect(answer.data.result.error?.['']).toEqual([
      'Zu viele Anmeldeversuche. Bitte versuche es in 10 Minuten noch einmal.',
    ]);
  });

  it('asks for the robot check when the API wants one after many failed logins, and sends its answer', async () => {
    const answers: (string | undefined)[] = [];
    const context = contextWhoseLoginAnswers(async (_body, recaptchaResponse) => {
      answers.push(recaptchaResponse);
      if (!recaptchaResponse) throw new ApiError(400, 'RECAPTCHA_REQUIRED', 'Confirm');
      return {};
    });
    const asked = (await staffLogIn(context, request, form(credentials))) as Answer & {
      data: { challenge?: { kind: string } };
    };
    expect(asked.init.status).toBe(400);
    expect(asked.data.challenge).toEqual({ kind: 'checkbox' });
    expect(asked.data.result.error?.recaptchaResponse).toHaveLength(1);
    const passed = await settled(
      staffLogIn(context, request, form({ ...credentials, recaptchaResponse: 'sandbox-passed' })),
    );
    expect((passed as Response).headers.get('Location')).toBe('/personal');
    expect(answers).toEqual([undefined, 'sandbox-passed']);
  });
});
