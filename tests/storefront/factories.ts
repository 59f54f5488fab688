import type { ClientRuntimeConfig, PageMap, TenantConfig } from '../../backend/src/schemas/tenant.js';
import { featureFlagNames, pageKeys } from '../../backend/src/schemas/tenant.js';
import type { StorefrontTenant } from '../../app/tenant.js';

export function makePageMap(overrides: Partial<PageMap> = {}): PageMap {
  return { ...(Object.fromEntries(pageKeys.map((key) => [key, { urlslug: key }])) as PageMap), ...overrides };
}

export function makeRuntimeConfig(overrides: Partial<ClientRuntimeConfig> = {}): ClientRuntimeConfig {
  return {
    tenantId: 'de',
    locale: 'de-AT',
    defaultLanguage: 'de',
    languages: ['de', 'en'],
    currency: 'EUR',
    features: Object.fromEntries(
      featureFlagNames.map((name) => [name, true]),
    ) as ClientRuntimeConfig['features'],
    shopForward: { enabled: false, baseUrl: 'https://shop.example.com' },
    recaptcha: { enabled: true, provider: 'sandbox', siteKey: 'sandbox' },
    serviceSelection: { mode: 'optional', promptEveryAttempts: 5 },
    legal: { termsPath: '/agb' },
    checkout: {
      paymentMethodKeys: ['credit-cards', 'paypal', 'apple-pay'],
      cardBrands: ['VISA', 'MASTERCARD'],
      hiddenBillingAddressFields: [],
    },
    cms: {
      preview: false,
      editBaseUrl: 'https://cms.example.com',
      homePageSlug: 'startseite',
      notFoundPageSlug: 'fehler',
    },
    pages: makePageMap(),
    ...overrides,
  };
}

export function makeTenant(overrides: Partial<TenantConfig> = {}): StorefrontTenant {
  return {
    id: 'de',
    hosts: ['localhost'],
    isDefault: true,
    paths: {},
    config: {
      clientRuntimeConfig: makeRuntimeConfig(),
      messageBundle: { de: { greeting: 'Hallo {name}' }, en: { greeting: 'Hello {name}' } },
      redirects: { oneToOne: {}, manyToOne: [], manyToMany: [] },
      themeConfig: {
        colors: { primary: '#0a6b2f' },
        fonts: { body: 'system-ui', heading: 'Georgia' },
        radius: '4px',
        logo: { src: '/logo.svg', alt: 'Shop', width: 10, height: 10 },
      },
      ...overrides,
    },
  };
}
