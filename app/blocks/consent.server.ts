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

// §4: the consent provider's active group codes set the consents. The built-in provider keeps
// the same codes in its cookie, so a tag manager reading them sees what a provider would send.
const groupCodes: Record<ConsentCategory, string> = {
  statistic: 'C0002',
  marketing: 'C0004',
  targetGroupSelection: 'C0007',
};

const allConsents = (value: boolean) =>
  Object.fromEntries(consentCategories.map((category) => [category, value])) as Consent;

/**
 * The shopper's consents (§4): all false until chosen; all allowed when the tenant configures
 * no consent provider (decision 0013).
 */
export function readConsent(request: Request, config: Pick<ClientRuntimeConfig, 'consent'>): Consent {
  if (!config.consent) return allConsents(true);
  const stored = parseCookies(request.headers.get('Cookie') ?? '')[CONSENT_COOKIE];
  const active = new Set(stored?.split(',') ?? []);
  return Object.fromEntries(
    consentCategories.map((category) => [category, active.has(groupCodes[category])]),
  ) as Consent;
}

/** The Set-Cookie header that stores the shopper's choice for a year. */
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
