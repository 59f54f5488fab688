import { z } from 'zod';
import { paymentMethodKeySchema } from './payment-enums.js';
import { deliveryPassConfigSchema } from './delivery-pass.js';
import { loyaltyConfigSchema } from './loyalty.js';

export const featureFlagNames = [
  'featureCustomer',
  'featureCustomerFavorites',
  'featureCustomerDeliveryPass',
  'featureCartCheckout',
  'featureProductDiscovery',
  'featureRecipes',
  'featurePesticides',
  'featureMisc',
  'featureSearch',
  'featureJoe',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const pageKeys = [
  'sitemap',
  'favorite-products',
  'delivery-pass',
  'cart',
  'checkout',
  'recipes',
  'pesticides',
  'product',
  'products',
  'brands',
  'login',
  'registration',
  'offline-account',
  'password-reset',
  'profile',
  'order-physical-card',
  'storefinder',
  'search',
] as const;
export type PageKey = (typeof pageKeys)[number];

export const pageSettingSchema = z.object({
  urlslug: z.string().min(1),
  path: z.string().min(1).optional(),
  // §2: routes are ordered by priority, higher first.
  priority: z.number().int().optional(),
});
export type PageSetting = z.infer<typeof pageSettingSchema>;

export const pageMapSchema = z.object(
  Object.fromEntries(pageKeys.map((key) => [key, pageSettingSchema])) as Record<
    PageKey,
    typeof pageSettingSchema
  >,
);
export type PageMap = z.infer<typeof pageMapSchema>;

// §4 service selection: adding a product without delivery or pickup chosen asks for one, always
// (`mandatory`) or on every Nth attempt (`optional`, §9 default 5). Decision 0019.
export const serviceSelectionConfigSchema = z
  .object({
    mode: z.enum(['optional', 'mandatory']),
    promptEveryAttempts: z.number().int().min(1).max(100).default(5),
  })
  .default({ mode: 'optional', promptEveryAttempts: 5 });
export type ServiceSelectionConfig = z.infer<typeof serviceSelectionConfigSchema>;

export const cardBrandSchema = z.enum(['AMEX', 'DINERS', 'MASTERCARD', 'VISA']);

/** §5: optional billing address fields a tenant may hide; hidden ones are dropped when sent. */
export const hideableBillingAddressFields = [
  'salutation',
  'academicTitle',
  'companyName',
  'stairCase',
  'floor',
  'door',
  'phoneNumber',
  'additionalInfo',
  'valueAddedTaxId',
  'companyRegistrationNumber',
] as const;

// §3 payment method keys the shop offers, in the order the checkout lists them (decision 0035).
// A config stored before this field existed offers what the hosted page takes.
export const checkoutConfigSchema = z
  .object({
    paymentMethodKeys: z.array(paymentMethodKeySchema).min(1),
    cardBrands: z.array(cardBrandSchema),
    hiddenBillingAddressFields: z.array(z.enum(hideableBillingAddressFields)).default([]),
  })
  .default({
    paymentMethodKeys: ['credit-cards', 'paypal', 'apple-pay'],
    cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'],
    hiddenBillingAddressFields: [],
  });
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

export const clientRuntimeConfigSchema = z.object({
  tenantId: z.string(),
  locale: z.string().describe('BCP 47 locale of the shop, e.g. de-AT'),
  defaultLanguage: z.string(),
  languages: z.array(z.string()).min(1),
  currency: z.string().length(3),
  features: featureFlagsSchema,
  shopForward: z.object({ enabled: z.boolean(), baseUrl: z.string().url() }),
  cms: z.object({
    preview: z.boolean(),
    editBaseUrl: z.string().url(),
    homePageSlug: z.string(),
    notFoundPageSlug: z.string(),
  }),
  // §2, §5, decision 0026: `sandbox` is a built-in checkbox, so the shop runs with no third party.
  // A stored config without it gets the sandbox; every added field needs a default (tenants.test.ts).
  recaptcha: z
    .object({ enabled: z.boolean(), provider: z.enum(['sandbox', 'google']), siteKey: z.string() })
    .default({ enabled: true, provider: 'sandbox', siteKey: 'sandbox' }),
  // §4 consent provider: `builtin` is the shop's own consent cookie (decision 0013); with none
  // configured, every consent is allowed.
  consent: z.object({ provider: z.enum(['builtin']) }).optional(),
  serviceSelection: serviceSelectionConfigSchema,
  legal: z.object({ termsPath: z.string().startsWith('/') }).default({ termsPath: '/agb' }),
  checkout: checkoutConfigSchema,
  /** Decision 0083: what a delivery pass costs and how long it runs; none sold without it. */
  deliveryPass: deliveryPassConfigSchema.optional(),
  /** Decision 0081: points per euro of an order's value, per pool; 1 joe point without it. */
  loyalty: loyaltyConfigSchema.optional(),
  /** Issue 37, decision 0086: §9 page-name prefix (else the tenant id) and tag-manager codes separated by semicolons. */
  tracking: z
    .object({
      pageNamePrefix: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
      tagManagerCodes: z.string().max(500).optional(),
    })
    .optional(),
  pages: pageMapSchema,
});
export type ClientRuntimeConfig = z.infer<typeof clientRuntimeConfigSchema>;

// Messages are nested objects of strings; interpolation uses `{name}` as in the spec's `{0}`.
export type MessageTree = { [key: string]: string | MessageTree };
export const messageTreeSchema: z.ZodType<MessageTree> = z.lazy(() =>
  z.record(z.union([z.string(), messageTreeSchema])),
);
export const messageBundleSchema = z.record(messageTreeSchema).describe('messages per language code');
export type MessageBundle = z.infer<typeof messageBundleSchema>;

// §3: oneToOne maps one old path to one new path; manyToOne maps several old paths to one;
// manyToMany maps an old path prefix to a new prefix, keeping the rest of the path.
export const redirectsSchema = z.object({
  oneToOne: z.record(z.string()),
  manyToOne: z.array(z.object({ from: z.array(z.string()).min(1), to: z.string() })),
  manyToMany: z.array(z.object({ fromPrefix: z.string(), toPrefix: z.string() })),
});
export type Redirects = z.infer<typeof redirectsSchema>;

export const themeConfigSchema = z.object({
  colors: z.record(z.string()),
  fonts: z.object({ body: z.string(), heading: z.string() }),
  radius: z.string(),
  logo: z.object({ src: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export const tenantConfigSchema = z.object({
  clientRuntimeConfig: clientRuntimeConfigSchema,
  messageBundle: messageBundleSchema,
  redirects: redirectsSchema,
  themeConfig: themeConfigSchema,
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

// The header the storefront names its tenant with (§3); without it the Host decides, else TENANT.
export const tenantHeadersSchema = z.object({
  'x-tenant': z.string().max(64).optional().describe('tenant id; else the Host decides, else TENANT'),
});

export const tenantSummarySchema = z.object({
  id: z.string(),
  hosts: z.array(z.string()),
  locale: z.string(),
  isDefault: z.boolean(),
});
export const tenantListSchema = z.object({ tenants: z.array(tenantSummarySchema) });
export type TenantSummary = z.infer<typeof tenantSummarySchema>;
