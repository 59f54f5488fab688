import { timingSafeEqual } from 'node:crypto';
import { InvalidDataError } from '../errors.js';
import { customerErrorCodes } from '../schemas/customer.js';
import type { ClientRuntimeConfig } from '../schemas/tenant.js';

/** Checks the answer to a recaptcha challenge; one implementation per provider. */
export interface RecaptchaVerifier {
  verify(response: string): Promise<boolean>;
}

/** The answer the storefront's sandbox widget (a labelled checkbox) posts when ticked. */
export const sandboxRecaptchaAnswer = 'sandbox-passed';

export const sandboxRecaptchaVerifier: RecaptchaVerifier = {
  verify: async (response) => response === sandboxRecaptchaAnswer,
};

const verifiers: Record<ClientRuntimeConfig['recaptcha']['provider'], RecaptchaVerifier> = {
  sandbox: sandboxRecaptchaVerifier,
};

function isBypassKey(response: string, bypassKey: string | undefined): boolean {
  if (!bypassKey) return false;
  const given = Buffer.from(response);
  const expected = Buffer.from(bypassKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * §2, §5: login, registration and offline-account carry a recaptcha answer when the tenant asks
 * for one; the bypass key replaces the challenge. Refuses with 400 RECAPTCHA_FAILED.
 */
export async function requireRecaptcha(
  settings: ClientRuntimeConfig['recaptcha'],
  response: string | undefined,
  bypassKey: string | undefined,
): Promise<void> {
  if (!settings.enabled) return;
  if (
    response &&
    (isBypassKey(response, bypassKey) || (await verifiers[settings.provider].verify(response)))
  ) {
    return;
  }
  throw new InvalidDataError('Please confirm that you are not a robot', {
    code: customerErrorCodes.recaptchaFailed,
  });
}
