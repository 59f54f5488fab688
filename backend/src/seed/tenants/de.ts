import type { NewTenantRow } from '../../db/schema/tenants.js';
import type { ClientRuntimeConfig, Redirects, ThemeConfig } from '../../schemas/tenant.js';
import { images } from '../images.js';
import { de } from '../messages/de.js';
import { en } from '../messages/en.js';

// Issue 3 fixes these slugs: later issues and the storefront's checks rely on them.
const clientRuntimeConfig: ClientRuntimeConfig = {
  tenantId: 'de',
  locale: 'de-AT',
  defaultLanguage: 'de',
  languages: ['de', 'en'],
  currency: 'EUR',
  features: {
    featureCustomer: true,
    featureCustomerFavorites: true,
    featureCustomerDeliveryPass: true,
    featureCartCheckout: true,
    featureProductDiscovery: true,
    featureRecipes: true,
    featurePesticides: true,
    featureMisc: true,
    featureSearch: true,
    featureJoe: true,
  },
  shopForward: { enabled: false, baseUrl: 'https://shop.example.at' },
  recaptcha: { enabled: true, provider: 'sandbox', siteKey: 'sandbox' },
  legal: { termsPath: '/agb' },
  consent: { provider: 'builtin' },
  serviceSelection: { mode: 'optional', promptEveryAttempts: 5 },
  checkout: {
    paymentMethodKeys: [
      'credit-cards',
      'paypal',
      'apple-pay',
      'payment-at-the-door',
      'payment-at-the-store',
      'pay-by-invoice-b2c',
      'pay-by-invoice-b2b',
    ],
    cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'],
    hiddenBillingAddressFields: [],
  },
  // Decision 0083: the delivery passes this shop sells.
  // Decision 0081: one jö point per euro of an order's value.
  loyalty: { pointRates: [{ poolId: 'joe-points', tags: ['points'], pointsPerEuro: 1 }] },
  deliveryPass: {
    offers: [
      { id: '3-months', months: 3, price: 1990 },
      { id: '12-months', months: 12, price: 5990 },
    ],
    vatRate: 20,
  },
  cms: {
    preview: false,
    editBaseUrl: 'https://cms.example.com/edit',
    homePageSlug: 'startseite',
    notFoundPageSlug: 'seite-nicht-gefunden',
  },
  pages: {
    sitemap: { urlslug: 'sitemap', path: '/seitenuebersicht' },
    'favorite-products': { urlslug: 'favoriten' },
    'delivery-pass': { urlslug: 'lieferpass' },
    cart: { urlslug: 'warenkorb' },
    checkout: { urlslug: 'kasse' },
    recipes: { urlslug: 'rezepte' },
    pesticides: { urlslug: 'pestizide' },
    product: { urlslug: 'produkte' },
    products: { urlslug: 'kategorie' },
    brands: { urlslug: 'marken' },
    login: { urlslug: 'anmelden' },
    registration: { urlslug: 'registrieren' },
    'offline-account': { urlslug: 'konto-aktivieren' },
    'password-reset': { urlslug: 'passwort-vergessen' },
    profile: { urlslug: 'profil' },
    'order-physical-card': { urlslug: 'karte-bestellen' },
    storefinder: { urlslug: 'filialfinder' },
    search: { urlslug: 'suche' },
  },
};

const redirects: Redirects = {
  oneToOne: {
    '/liefergebiete': '/service/lieferung',
    '/datenschutzerklaerung': '/datenschutz',
    '/unternehmen/impressum': '/impressum',
  },
  manyToOne: [
    { from: ['/hilfe', '/service/hilfe', '/fragen'], to: '/service/faq' },
    { from: ['/unternehmen', '/wir-ueber-uns', '/geschichte'], to: '/ueber-uns' },
  ],
  manyToMany: [
    { fromPrefix: '/rezept/', toPrefix: '/rezepte/' },
    { fromPrefix: '/produkt/', toPrefix: '/produkte/' },
  ],
};

// Every "on" colour keeps at least WCAG AA (4.5:1) against its background; a test checks it.
const themeConfig: ThemeConfig = {
  colors: {
    primary: '#1B6B3A',
    onPrimary: '#FFFFFF',
    secondary: '#F2C230',
    onSecondary: '#1F2328',
    accent: '#B3261E',
    onAccent: '#FFFFFF',
    background: '#FFFFFF',
    surface: '#F5F7F2',
    text: '#1F2328',
    textMuted: '#4B5563',
    border: '#C9CFC4',
    success: '#1E6B35',
    info: '#1D4F91',
    warning: '#8A5A00',
    error: '#B3261E',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: '8px',
  logo: { ...images.logoDe, alt: 'Frischkorb – zur Startseite' },
};

export const deTenant: NewTenantRow = {
  id: 'de',
  hosts: ['localhost', '127.0.0.1', 'shop.example.at'],
  locale: 'de-AT',
  isDefault: true,
  clientRuntimeConfig,
  messageBundle: { de, en },
  redirects,
  themeConfig,
};
