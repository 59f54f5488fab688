import type { ClientRuntimeConfig, FeatureFlagName, PageKey } from '../backend/src/schemas/tenant.js';
import { paymentProcessingSuffix } from '../backend/src/schemas/checkout.js';
import { profileSlugs, type ProfileSectionId } from '../app/utils/profile-sections.js';

export type RouteDefinition = {
  /** The route's name in spec §2. */
  name: string;
  /**
   * The Remix route id, `routes/cart` for `app/routes/cart/route.tsx` as for a file `app/routes/cart.tsx`:
   * the module stays put, only its path comes from the tenant.
   */
  id: string;
  /** Page key of the tenant's page map; routes without one keep `fixedPath`. */
  pageKey?: PageKey;
  suffix?: string;
  /** The suffix in the shop's language where it differs (`/passwort`); `suffix` stays the fallback. */
  localizedSuffix?: (config: ClientRuntimeConfig) => string;
  fixedPath?: string;
  features?: readonly FeatureFlagName[];
  when?: (config: ClientRuntimeConfig) => boolean;
  priority?: number;
};

const customer = ['featureCustomer'] as const;
const cartCheckout = ['featureCartCheckout'] as const;
const productDiscovery = ['featureProductDiscovery'] as const;
const recipes = ['featureRecipes'] as const;
const joeOff = (config: ClientRuntimeConfig) => !config.features.featureJoe;

/** One profile section's own page: its file answers the English slug, the tenant its language's. */
function profileSection(section: Exclude<ProfileSectionId, 'personal'>): RouteDefinition {
  const fileSlug = profileSlugs('en')[section];
  return {
    name: `profile-${section}`,
    id: `routes/profile_.${fileSlug}`,
    pageKey: 'profile',
    suffix: `/${fileSlug}`,
    localizedSuffix: (config) => `/${profileSlugs(config.locale)[section]}`,
    features: customer,
  };
}

/** §2: kept for feature flags and links; a test keeps this list equal to the definitions without a module. */
export const routesWithoutModuleYet: ReadonlySet<string> = new Set([]);

// §2: each route file's path equals its plain-name fallback (`/` + page key + suffix).
export const routeDefinitions: readonly RouteDefinition[] = [
  { name: 'index', id: 'routes/_index', fixedPath: '/' },
  { name: 'catch-all', id: 'routes/$', fixedPath: '/*', priority: -1 },
  { name: 'sitemap', id: 'routes/sitemap', pageKey: 'sitemap' },
  {
    name: 'favorite-products',
    id: 'routes/favorite-products',
    pageKey: 'favorite-products',
    features: ['featureCustomer', 'featureCustomerFavorites', 'featureProductDiscovery'],
  },
  {
    name: 'delivery-pass',
    id: 'routes/delivery-pass',
    pageKey: 'delivery-pass',
    features: ['featureCustomer', 'featureCustomerDeliveryPass', 'featureCartCheckout'],
  },
  { name: 'cart', id: 'routes/cart', pageKey: 'cart', features: cartCheckout },
  // §4: the service-selection prompt of an add without delivery or pickup (decision 0019).
  {
    name: 'service-selection',
    id: 'routes/cart_.service',
    pageKey: 'cart',
    suffix: '/service',
    features: cartCheckout,
  },
  { name: 'checkout', id: 'routes/checkout', pageKey: 'checkout', features: cartCheckout },
  {
    name: 'checkout-confirmation',
    id: 'routes/checkout-ok',
    pageKey: 'checkout',
    suffix: '-ok',
    features: cartCheckout,
  },
  // §2 payment-processing: the hosted payment page sends the shopper back here (§4 Checkout completion).
  {
    name: 'payment-processing',
    id: 'routes/checkout_.payment',
    pageKey: 'checkout',
    suffix: '/payment',
    localizedSuffix: paymentProcessingSuffix,
    features: cartCheckout,
  },
  {
    name: 'checkout-confirmation-test',
    id: 'routes/checkout-ok-test',
    pageKey: 'checkout',
    suffix: '-ok-test',
    features: cartCheckout,
    when: (config) => config.cms.preview,
  },
  { name: 'recipes', id: 'routes/recipes', pageKey: 'recipes', features: recipes },
  {
    name: 'recipe-slug',
    id: 'routes/recipes_.$slug',
    pageKey: 'recipes',
    suffix: '/:slug',
    features: recipes,
  },
  { name: 'pesticides', id: 'routes/pesticides', pageKey: 'pesticides', features: ['featurePesticides'] },
  {
    name: 'product-slug',
    id: 'routes/product.$slug.($sku)',
    pageKey: 'product',
    suffix: '/:slug/:sku?',
    features: productDiscovery,
  },
  {
    name: 'products-slug',
    id: 'routes/products.($slug)',
    pageKey: 'products',
    suffix: '/:slug?',
    features: productDiscovery,
  },
  { name: 'brands', id: 'routes/brands', pageKey: 'brands', features: productDiscovery },
  {
    name: 'brand-slug',
    id: 'routes/brands_.$slug',
    pageKey: 'brands',
    suffix: '/:slug',
    features: productDiscovery,
  },
  { name: 'login', id: 'routes/login', pageKey: 'login', features: customer },
  { name: 'registration', id: 'routes/registration', pageKey: 'registration', features: customer },
  { name: 'offline-account', id: 'routes/offline-account', pageKey: 'offline-account', features: customer },
  { name: 'password-reset', id: 'routes/password-reset', pageKey: 'password-reset', features: customer },
  // §2 profile-sub: a sub page below a profile section (e.g. one order of the order list).
  {
    name: 'profile-sub',
    id: 'routes/profile_.$section.$sub',
    pageKey: 'profile',
    suffix: '/:section/:sub',
    features: customer,
  },
  // §2 profile: the personal data on the profile's own path, each section on its own page.
  { name: 'profile', id: 'routes/profile', pageKey: 'profile', features: customer },
  profileSection('orders'),
  profileSection('password'),
  profileSection('addresses'),
  profileSection('newsletter'),
  profileSection('communication'),
  profileSection('paymentMethods'),
  profileSection('wallet'),
  profileSection('loyalty'),
  {
    name: 'order-physical-card',
    id: 'routes/order-physical-card',
    pageKey: 'order-physical-card',
    features: customer,
    when: joeOff,
  },
  {
    name: 'order-physical-card-confirmation',
    id: 'routes/order-physical-card-ok',
    pageKey: 'order-physical-card',
    suffix: '-ok',
    features: customer,
    when: joeOff,
  },
  { name: 'storefinder', id: 'routes/storefinder', pageKey: 'storefinder', features: ['featureMisc'] },
  // The search box's plain form (JavaScript off) lands here and is sent on to search-term.
  { name: 'search', id: 'routes/search_', pageKey: 'search', features: ['featureSearch'] },
  {
    name: 'search-term',
    id: 'routes/search.$term',
    pageKey: 'search',
    suffix: '/:term',
    features: ['featureSearch'],
  },
];
