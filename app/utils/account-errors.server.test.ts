import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { customerErrorCodes } from '../../backend/src/schemas/customer.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { en } from '../../backend/src/seed/messages/en.js';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { accountErrorMessage } from './account-errors.server';

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, customerErrorCodes.loginRateLimited, 'Too many', { retryAfterSeconds });

describe('account error messages', () => {
  it('says how long to wait in whole minutes, rounded up, in German and English', () => {
    const german = getI18nInstance('de', de).t;
    const english = getI18nInstance('en', en).t;
    expect(accountErrorMessage(rateLimited(885), german).message).toBe(
      'Zu viele Anmeldeversuche. Bitte versuche es in 15 Minuten noch einmal oder setze dein Passwort zurück.',
    );
    expect(accountErrorMessage(rateLimited(40), german).message).toContain('in 1 Minute noch einmal');
    expect(accountErrorMessage(rateLimited(61), english).message).toBe(
      'Too many login attempts. Please try again in 2 minutes or reset your password.',
    );
    expect(accountErrorMessage(rateLimited(885), german).message).not.toMatch(/Sekunden/);
  });

  it('puts the step-up request for the robot check next to the challenge', () => {
    const required = new ApiError(400, customerErrorCodes.recaptchaRequired, 'Confirm');
    expect(accountErrorMessage(required, getI18nInstance('en', en).t)).toEqual({
      message: 'There were many failed logins to this account. Please confirm that you are not a robot.',
      field: 'recaptchaResponse',
    });
  });
});
