import { timingSafeEqual } from 'node:crypto';
import { InvalidDataError, UnavailableError } from '../errors.js';
import { customerErrorCodes } from '../schemas/customer.js';
import type { ClientRuntimeConfig } from '../schemas/tenant.js';

type RecaptchaSettings = ClientRuntimeConfig['recaptcha'];
export type RecaptchaProvider = RecaptchaSettings['provider'];

export interface RecaptchaVerifier {
  verify(response: string, clientAddress: string): Promise<boolean>;
}

export type RecaptchaOptions = {
  verifiers: Partial<Record<RecaptchaProvider, RecaptchaVerifier>>;
  bypassKey?: string;
};

export const sandboxRecaptchaAnswer = 'sandbox-passed';

export const sandboxRecaptchaVerifier: RecaptchaVerifier = {
  verify: async (response) => response === sandboxRecaptchaAnswer,
};

export const googleSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

export function googleRecaptchaVerifier(secretKey: string): RecaptchaVerifier {
  return {
    verify: async (response, clientAddress) => {
      const form = new URLSearchParams({ secret: secretKey, response, remoteip: clientAddress });
      let answer: Response;
      try {
        answer = await fetch(googleSiteverifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        throw recaptchaUnavailableError();
      }
      if (!answer.ok) throw recaptchaUnavailableError();
      const verdict = (await answer.json()) as { success?: unknown };
      return verdict.success === true;
    },
  };
}

const recaptchaUnavailableError = () =>
  new UnavailableError('The robot check is not available right now, please try again', {
    code: customerErrorCodes.recaptchaUnavailable,
  });

// The sandbox's fixed answer stops nobody: production refuses it unless enabled for a demo.
export function configuredRecaptchaVerifiers(config: {
  sandboxEnabled: boolean;
  googleSecretKey?: string;
}): RecaptchaOptions['verifiers'] {
  return {
    ...(config.sandboxEnabled ? { sandbox: sandboxRecaptchaVerifier } : {}),
    ...(config.googleSecretKey ? { google: googleRecaptchaVerifier(config.googleSecretKey) } : {}),
  };
}

function isBypassKey(response: string, bypassKey: string | undefined): boolean {
  if (!bypassKey) return false;
  const given = Buffer.from(response);
  const expected = Buffer.from(bypassKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function passesRecaptcha(
  settings: RecaptchaSettings,
  response: string | undefined,
  options: RecaptchaOptions,
  clientAddress: string,
): Promise<boolean> {
  if (!response) return false;
  if (isBypassKey(response, options.bypassKey)) return true;
  const verifier = options.verifiers[settings.provider];
  if (!verifier) throw new RecaptchaNotConfiguredError(settings.provider);
  return verifier.verify(response, clientAddress);
}

/** A tenant's provider this process may not use: an operator's mistake, so a 500 and a log line. */
export class RecaptchaNotConfiguredError extends Error {
  constructor(provider: RecaptchaProvider) {
    super(
      provider === 'sandbox'
        ? 'The sandbox recaptcha verifier is refused in production; set RECAPTCHA_SANDBOX=true for a demo'
        : `No verifier for the recaptcha provider ${provider}: set RECAPTCHA_SECRET_KEY`,
    );
  }
}

export const recaptchaFailedError = () =>
  new InvalidDataError('Please confirm that you are not a robot', {
    code: customerErrorCodes.recaptchaFailed,
  });

/** §2, §5: only when the tenant asks for one; the bypass key replaces the challenge. */
export async function requireRecaptcha(
  settings: RecaptchaSettings,
  response: string | undefined,
  options: RecaptchaOptions,
  clientAddress: string,
): Promise<void> {
  if (!settings.enabled) return;
  if (!(await passesRecaptcha(settings, response, options, clientAddress))) throw recaptchaFailedError();
}
