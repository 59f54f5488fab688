import { z } from 'zod';
import { productSortValues, productSummarySchema } from './catalogue.js';
import { createFieldRules, fieldLimits, type FieldRules } from './field-rules.js';
import { loyaltyStatusSchema } from './loyalty.js';

// §3 Customer, §7 Customer and auth, addresses and favorites: the contract of the customer API.
// Request bodies use the §5 field rules with the API's English default messages.
const rules = createFieldRules();

export const customerErrorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpired: 'SESSION_EXPIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  loginRateLimited: 'LOGIN_RATE_LIMITED',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  recaptchaFailed: 'RECAPTCHA_FAILED',
  recaptchaRequired: 'RECAPTCHA_REQUIRED',
  recaptchaUnavailable: 'RECAPTCHA_UNAVAILABLE',
  emailTaken: 'EMAIL_TAKEN',
  storeTypeMismatch: 'STORE_TYPE_MISMATCH',
  confirmationTokenInvalid: 'CONFIRMATION_TOKEN_INVALID',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  passwordResetRateLimited: 'PASSWORD_RESET_RATE_LIMITED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  addressNotFound: 'ADDRESS_NOT_FOUND',
  addressLimitReached: 'ADDRESS_LIMIT_REACHED',
  loyaltyCardUnknown: 'LOYALTY_CARD_UNKNOWN',
  loyaltyCardAlreadyLinked: 'LOYALTY_CARD_ALREADY_LINKED',
  newsletterTopicUnknown: 'NEWSLETTER_TOPIC_UNKNOWN',
  favoriteUnknown: 'FAVORITE_UNKNOWN',
} as const;

// §3: Family is a stored value the storefront drops on load (it offers Company, Female, Male).
export const salutationValues = ['Company', 'Family', 'Female', 'Male'] as const;
export const salutationSchema = z.enum(salutationValues);
export type Salutation = z.infer<typeof salutationSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');

export const loyaltyMemberInformationSchema = z.object({
  mpCardId: z.string().describe('the loyalty card number (EAN-13)'),
  loyalityMemberId: z.string(),
  joeAuthenticationStatus: z.enum(['Authenticated']).nullable(),
  pools: z.array(z.object({ poolId: z.string(), tags: z.array(z.string()), value: z.number().int() })),
  promotions: z.array(z.object({ promotionId: z.string() })),
  vouchers: z.array(z.object({ promotionId: z.string() })),
});

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  salutation: salutationSchema.nullable(),
  academicTitle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  birthdate: isoDate.nullable(),
  newsletterTopics: z.array(z.object({ newsletterTopicId: z.string() })),
  loyaltyMemberInformation: loyaltyMemberInformationSchema.nullable(),
  /** §4 loyalty status (decision 0081); null for a customer who is no member. */
  loyaltyStatus: loyaltyStatusSchema.nullable(),
  /** §3: whether the next order of that service type is the customer's first. */
  firstOrderDelivery: z.boolean(),
  firstOrderClickAndCollect: z.boolean(),
  loginType: z.enum(['normal', 'other']),
  favoriteStoreId: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

// --- Auth ---------------------------------------------------------------------------------

export const recaptchaQuerySchema = z.object({
  recaptchaResponse: z
    .string()
    .max(4096)
    .optional()
    .describe('the recaptcha challenge answer, or the bypass key of §2'),
});

export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(fieldLimits.email),
  password: z.string().min(1).max(fieldLimits.passwordMax),
});

/** Registration (§7 POST /api/customers). `birthdate` is optional; when given, 18 or older. */
export const registrationBodySchema = z.object({
  email: rules.email,
  password: rules.password,
  salutation: z.enum(['Company', 'Female', 'Male']).optional(),
  academicTitle: rules.academicTitle,
  firstName: rules.firstName,
  lastName: rules.surname,
  birthdate: rules.birthdate.optional(),
  newsletterTopicIds: z.array(z.string()).max(20).default([]),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** 202: a confirmation e-mail went out (or, for a known e-mail, a notice to its owner). */
export const registrationPendingSchema = z.object({ status: z.literal('CONFIRMATION_SENT') });

/** §2 offline-account: a loyalty card holder without an online account creates one. */
export const offlineAccountBodySchema = registrationBodySchema.extend({ cardNumber: rules.cardNumber });

export const confirmationBodySchema = z.object({ token: z.string().min(1).max(200) });

export const passwordResetRequestSchema = z.object({ email: rules.email });
export const passwordResetBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: rules.password,
});
export const changePasswordBodySchema = z.object({
  oldPassword: rules.currentPassword,
  newPassword: rules.password,
});

// --- Profile ------------------------------------------------------------------------------

/** §7 PUT /api/customers; §4: the storefront sends it only when a field differs. */
export const profileUpdateBodySchema = z.object({
  academicTitle: rules.academicTitle,
  birthdate: rules.birthdate.optional(),
  email: rules.email,
  firstName: rules.firstName,
  lastName: rules.surname,
  salutation: z.enum(['Company', 'Female', 'Male']).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const newsletterTopicSchema = z.object({
  newsletterTopicId: z.string(),
  name: z.string(),
  description: z.string(),
});
export type NewsletterTopic = z.infer<typeof newsletterTopicSchema>;
export const newsletterTopicListSchema = z.object({ topics: z.array(newsletterTopicSchema) });
export const newsletterManageBodySchema = z.object({
  subscribe: z.array(z.string()).max(50).default([]),
  unsubscribe: z.array(z.string()).max(50).default([]),
});

export const communicationSettingsSchema = z.object({
  personalEmailAllowed: z.boolean(),
  personalMailAllowed: z.boolean(),
  personalSmsAllowed: z.boolean(),
});
export type CommunicationSettings = z.infer<typeof communicationSettingsSchema>;

/** Decision 0049: the default of each new cart line. */
export const shoppingSettingsSchema = z.object({ substitutionAllowed: z.boolean() });
export type ShoppingSettings = z.infer<typeof shoppingSettingsSchema>;

export const favoriteStoreBodySchema = z.object({
  storeType: z.string().regex(/^MY_STORE_[\w-]+$/),
  storeId: z.string().min(1).max(64),
});

// --- Addresses ----------------------------------------------------------------------------

export const addressTypeValues = ['billing', 'delivery', 'combined'] as const;
export const addressTypeSchema = z.enum(addressTypeValues);
export type AddressType = z.infer<typeof addressTypeSchema>;
/** §9: a customer keeps at most this many addresses. */
export const maxSavedAddresses = 20;

/** The §3 address fields under a set of §5 rules: the API's defaults, or the form's translated ones. */
export function addressFieldsOf(rules: FieldRules) {
  return z.object({
    salutation: z.enum(['Company', 'Female', 'Male']).optional(),
    academicTitle: rules.academicTitle,
    firstName: rules.firstName,
    lastName: rules.surname,
    companyName: rules.company,
    streetName: rules.streetName,
    streetNumber: rules.streetNumber,
    stairCase: rules.staircase,
    floor: rules.floor,
    door: rules.door,
    postalCode: rules.zip,
    city: rules.city,
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('AT'),
    phoneNumber: z.preprocess((value) => (value === '' ? undefined : value), rules.phone.optional()),
    additionalInfo: rules.deliveryNote,
    valueAddedTaxId: rules.vatNumber,
    companyRegistrationNumber: rules.registrationNumber,
  });
}
export const addressFieldsSchema = addressFieldsOf(rules);
export type AddressFields = z.infer<typeof addressFieldsSchema>;

export const addressCreateBodySchema = addressFieldsSchema.extend({ primary: z.boolean().default(false) });
export const addressUpdateBodySchema = addressFieldsSchema.extend({ id: z.string().uuid() });

/** Stored values: the §3 placeholders na, nan, nana arrive here as null, never as text. */
export const customerAddressSchema = z.object({
  id: z.string(),
  category: addressTypeSchema,
  addressType: addressTypeSchema,
  primary: z.boolean(),
  salutation: salutationSchema.nullable(),
  academicTitle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  streetName: z.string(),
  streetNumber: z.string(),
  stairCase: z.string().nullable(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  valueAddedTaxId: z.string().nullable(),
  companyRegistrationNumber: z.string().nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export const customerAddressListSchema = z.object({ addresses: z.array(customerAddressSchema) });

// --- Favorites ----------------------------------------------------------------------------

export const favoriteTypeValues = ['PRODUCT', 'RECIPE'] as const;
export const favoriteTypeSchema = z.enum(favoriteTypeValues);
/** §3 Favorites: references grouped by type. */
export const favoritesSchema = z.object({
  favorites: z.object({ PRODUCT: z.array(z.string()), RECIPE: z.array(z.string()) }),
});
export type Favorites = z.infer<typeof favoritesSchema>;
export const favoriteBodySchema = z.object({ reference: z.string().min(1).max(100) });

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
export const favoriteProductsQuerySchema = z.object({
  favorites: booleanQuery,
  purchasedProducts: booleanQuery,
  /** §3 source option Favorite AND Purchased: only products that are both. */
  both: booleanQuery,
  sort: z.enum(productSortValues).default('category'),
});
export const favoriteProductSchema = productSummarySchema.extend({
  favorite: z.boolean(),
  purchased: z.boolean(),
  lastPurchasedAt: z.string().datetime().nullable(),
});
export const favoriteProductListSchema = z.object({ products: z.array(favoriteProductSchema) });
export type FavoriteProduct = z.infer<typeof favoriteProductSchema>;
