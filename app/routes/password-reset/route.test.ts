import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { de } from '../../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action } from './route';

function contextWhoseResetAnswers(error?: ApiError): AppLoadContext {
  return {
    t: getI18nInstance('de', de).t,
    tenant: {
      config: {
        clientRuntimeConfig: { recaptcha: { enabled: false, provider: 'sandbox', siteKey: '' } },
      },
    },
    customer: { requestPasswordReset: () => (error ? Promise.reject(error) : Promise.resolve()) },
  } as unknown as AppLoadContext;
}

function askForLink(context: AppLoadContext) {
  const body = new URLSearchParams({ intent: 'request', email: 'anna@example.at' });
  const request = new Request('http://shop.test/passwort-vergessen', { method: 'POST', body });
  return action({ request, context, params: {} }) as Promise<unknown>;
}

type Answer = {
  data: { sent?: true; result?: { error: Record<string, string[]> }; challenge?: unknown };
  init: ResponseInit | null;
};

describe('the password reset request', () => {
  it('says the same for an address the API knows or not', async () => {
    const answer = (await askForLink(contextWhoseResetAnswers())) as Answer;
    expect(answer.data).toEqual({ sent: true });
  });

  it('shows the robot check with its reason once the API asks for it', async () => {
    const answer = (await askForLink(
      contextWhoseResetAnswers(new ApiError(400, customerErrorCodes.recaptchaRequired, 'Confirm')),
    )) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.challenge).toEqual({ kind: 'checkbox' });
    expect(answer.data.result?.error.recaptchaResponse).toEqual([
      'Für diese Adresse wurden schon mehrere Links angefordert. Bitte bestätige, dass du kein Roboter bist.',
    ]);
  });

  it('says above the form when to try again past the limit, with status 429', async () => {
    const limited = new ApiError(429, customerErrorCodes.passwordResetRateLimited, 'Too many', {
      retryAfterSeconds: 1_790,
    });
    const answer = (await askForLink(contextWhoseResetAnswers(limited))) as Answer;
    expect(answer.init?.status).toBe(429);
    expect(answer.data.challenge).toBeUndefined();
    expect(answer.data.result?.error['']).toEqual([
      'Es wurden zu viele Links angefordert. Schau bitte in dein Postfach oder versuche es in 30 Minuten noch einmal.',
    ]);
  });
});
