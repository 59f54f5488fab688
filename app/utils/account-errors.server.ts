import type { Submission } from '@conform-to/react';
import { data } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { customerErrorCodes, maxSavedAddresses } from '../../backend/src/schemas/customer.js';
import { ApiError } from '~/services/api-errors.server';

const codes = customerErrorCodes;

const errorPlacement: Record<string, { key: string; field?: string }> = {
  [codes.invalidCredentials]: { key: 'account.error.invalidCredentials' },
  [codes.loginRateLimited]: { key: 'account.error.rateLimited' },
  [codes.emailNotConfirmed]: { key: 'account.error.emailNotConfirmed' },
  [codes.recaptchaFailed]: { key: 'account.recaptcha.failed', field: 'recaptchaResponse' },
  [codes.recaptchaRequired]: { key: 'account.recaptcha.required', field: 'recaptchaResponse' },
  [codes.recaptchaUnavailable]: { key: 'account.recaptcha.unavailable', field: 'recaptchaResponse' },
  [codes.emailTaken]: { key: 'account.error.emailTaken', field: 'email' },
  [codes.confirmationTokenInvalid]: { key: 'account.error.confirmationTokenInvalid' },
  [codes.resetTokenInvalid]: { key: 'account.error.resetTokenInvalid' },
  [codes.passwordResetRateLimited]: { key: 'account.passwordReset.rateLimited' },
  [codes.currentPasswordWrong]: { key: 'account.error.currentPasswordWrong', field: 'oldPassword' },
  [codes.addressLimitReached]: { key: 'account.error.addressLimitReached' },
  [codes.addressNotFound]: { key: 'account.error.addressNotFound' },
  [codes.loyaltyCardUnknown]: { key: 'account.error.loyaltyCardUnknown', field: 'cardNumber' },
  [codes.loyaltyCardAlreadyLinked]: { key: 'account.error.loyaltyCardAlreadyLinked', field: 'cardNumber' },
};

/** Waiting times are said in whole minutes, rounded up: "885 seconds" reads as a machine's answer. */
function retryAfterMinutes(details: unknown): number {
  const value = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' ? Math.max(1, Math.ceil(value / 60)) : 15;
}

export function accountErrorMessage(error: unknown, t: TFunction): { message: string; field?: string } {
  if (!(error instanceof ApiError)) throw error;
  const placement = errorPlacement[error.code];
  if (!placement) return { message: t('account.error.general') };
  const message = t(placement.key, { count: retryAfterMinutes(error.details), max: maxSavedAddresses });
  return { message, field: placement.field };
}

/** Status 400, password fields emptied (Epic Stack style). */
export function replyWithApiError(
  submission: Submission<unknown>,
  error: unknown,
  t: TFunction,
  hideFields: string[] = [],
) {
  const { message, field } = accountErrorMessage(error, t);
  const result = submission.reply(
    field ? { fieldErrors: { [field]: [message] }, hideFields } : { formErrors: [message], hideFields },
  );
  const status = error instanceof ApiError && error.status === 429 ? 429 : 400;
  return data({ result }, { status });
}
