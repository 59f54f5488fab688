import { createHash } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { MessageTree } from '../backend/src/schemas/tenant.js';
import { RemixI18Next } from 'remix-i18next/server';
import type { StorefrontTenant } from './tenant';
import { getI18nInstance } from './i18n';
import type { ClientBuild } from './utils/client-messages.server';
import { createTranslate } from './utils/translate';
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

const pageTranslators = new WeakMap<MessageTree, TFunction>();

/** The reader the browser hydrates with (translate.ts), so server HTML and hydration cannot differ. */
export function pageTranslatorFor(tenant: StorefrontTenant, locale: string): TFunction {
  const messages = messagesFor(tenant, locale);
  let translate = pageTranslators.get(messages);
  if (!translate) {
    translate = createTranslate(locale, messages);
    pageTranslators.set(messages, translate);
  }
  return translate;
}

const hashes = new WeakMap<MessageTree, string>();

/** Decision 0025: the hash names the URL, so browsers may keep the messages for good. */
export function messagesVersion(messages: MessageTree, build: ClientBuild): string {
  let hash = hashes.get(messages);
  if (!hash) {
    hash = createHash('sha256').update(JSON.stringify(messages)).digest('base64url').slice(0, 12);
    hashes.set(messages, hash);
  }
  return `${hash}.${build.assets.version}`;
}

export function messagesHref(tenant: StorefrontTenant, locale: string, build: ClientBuild): string {
  return `/resources/messages/${locale}?v=${messagesVersion(messagesFor(tenant, locale), build)}`;
}
