import type { TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import type { StorefrontTenant } from './tenant';
import { getI18nInstance } from './i18n';
import { languageCookie } from './sessions.server';

const detectors = new WeakMap<StorefrontTenant, RemixI18Next>();

function detectorFor(tenant: StorefrontTenant): RemixI18Next {
  let detector = detectors.get(tenant);
  if (!detector) {
    const { languages, defaultLanguage } = tenant.config.clientRuntimeConfig;
    detector = new RemixI18Next({
      detection: {
        supportedLanguages: languages,
        fallbackLanguage: defaultLanguage,
        searchParamKey: 'lng',
        cookie: languageCookie,
        order: ['searchParams', 'cookie'],
      },
    });
    detectors.set(tenant, detector);
  }
  return detector;
}

/** The shopper's language: `lng` query, then `lng` cookie, among the tenant's languages, else its default. */
export function detectLocale(tenant: StorefrontTenant, request: Request): Promise<string> {
  return detectorFor(tenant).getLocale(request);
}

export function messagesFor(tenant: StorefrontTenant, locale: string) {
  return tenant.config.messageBundle[locale] ?? {};
}

/** A translate function for one tenant and language (§3 messageBundle); the instance is kept. */
export function translatorFor(tenant: StorefrontTenant, locale: string): TFunction {
  return getI18nInstance(locale, messagesFor(tenant, locale)).t;
}
