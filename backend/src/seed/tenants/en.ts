import type { NewTenantRow } from '../../db/schema/tenants.js';
import type { ClientRuntimeConfig, Redirects, ThemeConfig } from '../../schemas/tenant.js';
import { images } from '../images.js';
import { en } from '../messages/en.js';

// Recipes, pesticides and joe are off here, so tests can show routes following the flags.
const clientRuntimeConfig: ClientRuntimeConfig = {
  tenantId: 'en',
  locale: 'en-IE',
  defaultLanguage: 'en',
  languages: ['en'],
  currency: 'EUR',
  features: {
    featureCustomer: true,
    featureCustomerFavorites: true,
    featureCustomerDeliveryPass: true,
    featureCartCheckout: true,
    featureProductDiscovery: true,
    featureRecipes: false,
    featurePesticides: false,
    featureMisc: true,
    featureSearch: true,
    featureJoe: false,
  },
  shopForward: { enabled: false, baseUrl: 'https://shop.example.com' },
  recaptcha: { enabled: true, provider: 'sandbox', siteKey: 'sandbox' },
  legal: { termsPath: '/terms' },
  consent: { provider: 'builtin' },
  serviceSelection: { mode: 'mandatory', promptEveryAttempts: 5 },
  checkout: {
    paymentMethodKeys: ['credit-cards', 'paypal', 'payment-at-the-store'],
    cardBrands: ['VISA', 'MASTERCARD'],
    hiddenBillingAddressFields: ['academicTitle', 'companyRegistrationNumber'],
  },
  // Decision 0083: the delivery passes this shop sells.
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
    homePageSlug: 'home',
    notFoundPageSlug: 'page-not-found',
  },
  pages: {
    sitemap: { urlslug: 'sitemap' },
    'favorite-products': { urlslug: 'favourites' },
    'delivery-pass': { urlslug: 'delivery-pass' },
    cart: { urlslug: 'basket' },
    checkout: { urlslug: 'checkout' },
    recipes: { urlslug: 'recipes' },
    pesticides: { urlslug: 'pesticides' },
    product: { urlslug: 'products' },
    products: { urlslug: 'categories' },
    brands: { urlslug: 'brands' },
    login: { urlslug: 'login' },
    registration: { urlslug: 'register' },
    'offline-account': { urlslug: 'activate-account' },
    'password-reset': { urlslug: 'forgotten-password' },
    profile: { urlslug: 'account' },
    'order-physical-card': { urlslug: 'order-card' },
    storefinder: { urlslug: 'store-finder' },
    search: { urlslug: 'search' },
  },
};

const redirects: Redirects = {
  oneToOne: {
    '/delivery-areas': '/service/delivery',
    '/privacy-policy': '/privacy',
    '/company/legal-notice': '/legal-notice',
  },
  manyToOne: [
    { from: ['/help', '/support', '/questions'], to: '/service/faq' },
    { from: ['/company', '/our-story'], to: '/about-us' },
  ],
  manyToMany: [
    { fromPrefix: '/product/', toPrefix: '/products/' },
    { fromPrefix: '/category/', toPrefix: '/categories/' },
  ],
};

const themeConfig: ThemeConfig = {
  colors: {
    primary: '#0B5C8A',
    onPrimary: '#FFFFFF',
    secondary: '#FFB81C',
    onSecondary: '#1A1A1A',
    accent: '#7A2E8E',
    onAccent: '#FFFFFF',
    background: '#FFFFFF',
    surface: '#F4F6F8',
    text: '#1A1A1A',
    textMuted: '#4A5560',
    border: '#C5CDD5',
    success: '#1E6B35',
    info: '#1D4F91',
    warning: '#8A5A00',
    error: '#B3261E',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radius: '12px',
  logo: { ...images.logoEn, alt: 'Freshbasket – home' },
};

export const enTenant: NewTenantRow = {
  id: 'en',
  hosts: ['en.localhost', 'shop.example.com'],
  locale: 'en-IE',
  isDefault: false,
  clientRuntimeConfig,
  messageBundle: { en },
  redirects,
  themeConfig,
};
