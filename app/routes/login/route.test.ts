import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { de } from '../../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action } from './route';

function contextWhoseLoginAnswers(error: ApiError): AppLoadContext {
  return {
    t: getI18nInstance('de', de).t,
    tenant: {
      config: {
        clientRuntimeConfig: { recaptcha: { enabled: false, provider: 'google', siteKey: 'site-key' } },
      },
    },
    customer: { login: () => Promise.reject(error) },
  } as unknown as AppLoadContext;
}

function postLogin(context: AppLoadContext) {
  const body = new URLSearchParams({
    intent: 'login',
    email: 'anna@example.at',
    password: 'Geheim-Passwort-1',
  });
  const request = new Request('http://shop.test/anmelden', { method: 'POST', body });
  return action({ request, context, params: {} }) as Promise<unknown>;
}

type Answer = {
  data: { result: { error: Record<string, string[]> }; challenge?: unknown };
  init: ResponseInit;
};

describe('the login action', () => {
  it("shows the provider's robot check when the API asks for it, where the tenant asks for none", async () => {
    const answer = (await postLogin(
      contextWhoseLoginAnswers(new ApiError(400, customerErrorCodes.recaptchaRequired, 'Confirm')),
    )) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.challenge).toEqual({ kind: 'google', siteKey: 'site-key' });
    expect(answer.data.result.error.recaptchaResponse).toEqual([
      'Für dieses Konto gab es viele fehlgeschlagene Anmeldungen. Bitte bestätige, dass du kein Roboter bist.',
    ]);
  });

  it('says the waiting time in minutes above the form', async () => {
    const limited = new ApiError(429, customerErrorCodes.loginRateLimited, 'Too many', {
      retryAfterSeconds: 885,
    });
    const answer = (await postLogin(contextWhoseLoginAnswers(limited))) as Answer;
    expect(answer.init.status).toBe(429);
    expect(answer.data.challenge).toBeUndefined();
    expect(answer.data.result.error['']).toEqual([
      'Zu viele Anmeldeversuche. Bitte versuche es in 15 Minuten noch einmal oder setze dein Passwort zurück.',
    ]);
  });
});
