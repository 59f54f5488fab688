import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import {
  consentCategories,
  type Consent,
  type ConsentCategory,
} from '../../backend/src/schemas/content-fields.js';
import type { ClientRuntimeConfig } from '../../backend/src/schemas/tenant.js';
import { getEnv } from '~/env.server';

export const CONSENT_COOKIE = 'consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// §4: the built-in provider keeps the provider's group codes, so a tag manager sees the same.
const groupCodes: Record<ConsentCategory, string> = {
  statistic: 'C0002',
  marketing: 'C0004',
  targetGroupSelection: 'C0007',
};

const allConsents = (value: boolean) =>
  Object.fromEntries(consentCategories.map((category) => [category, value])) as Consent;

/** §4: all false until chosen; all allowed without a consent provider (decision 0013). */
export function readConsent(request: Request, config: Pick<ClientRuntimeConfig, 'consent'>): Consent {
  if (!config.consent) return allConsents(true);
  const stored = parseCookies(request.headers.get('Cookie') ?? '')[CONSENT_COOKIE];
  const active = new Set(stored?.split(',') ?? []);
  return Object.fromEntries(
    consentCategories.map((category) => [category, active.has(groupCodes[category])]),
  ) as Consent;
}

export function consentCookie(consent: Consent): string {
  const active = consentCategories.filter((category) => consent[category]).map((c) => groupCodes[c]);
  return serializeCookie(CONSENT_COOKIE, active.join(','), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    maxAge: ONE_YEAR_SECONDS,
  });
}
