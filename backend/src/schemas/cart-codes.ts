// The cart contract's codes without zod: the cart page's rules read them in the browser, where the
// cart schemas would cost their parsing and evaluation while the page hydrates (decision 0052).

export const cartErrorCodes = {
  cartMissing: 'CART_MISSING',
  cartNotOpen: 'CART_NOT_OPEN',
  cartEmpty: 'CART_EMPTY',
  /** Finalizing refused: `details.errors` lists the §8 validation codes, as GET /api/carts/validation. */
  cartInvalid: 'CART_INVALID',
  productUnknown: 'PRODUCT_UNKNOWN',
  /** Issue 20: a weight article's grams (or a weight-piece article's pieces) off its steps. */
  quantityNotInSteps: 'QUANTITY_NOT_IN_STEPS',
  lineItemUnknown: 'LINE_ITEM_UNKNOWN',
  discountCodeEmpty: 'DISCOUNT_CODE_EMPTY',
  discountCodeUnknown: 'DISCOUNT_CODE_UNKNOWN',
  timeSlotUnavailable: 'TIME_SLOT_UNAVAILABLE',
  distributionMissing: 'DISTRIBUTION_MISSING',
  mergeRequired: 'CART_MERGE_REQUIRED',
  paymentUnknown: 'CART_PAYMENT_UNKNOWN',
  /** §4 ADDON: no ORDERED order of this customer has this number. */
  addOnOrderUnknown: 'ADDON_ORDER_UNKNOWN',
  /** §4 ADDON: the order is for the other service type than the cart. */
  addOnServiceTypeMismatch: 'ADDON_SERVICE_TYPE_MISMATCH',
  /** §4 ADDON: the order's slot reached its cut-off; nothing can be added any more. */
  addOnOrderClosed: 'ADDON_ORDER_CLOSED',
} as const;

export const orderLimitCodes = {
  orderValueBelowMinimum: 'ORDER_VALUE_BELOW_MINIMUM',
  orderValueAboveMaximum: 'ORDER_VALUE_ABOVE_MAXIMUM',
  orderWeightAboveMaximum: 'ORDER_WEIGHT_ABOVE_MAXIMUM',
} as const;
export type OrderLimitCode = (typeof orderLimitCodes)[keyof typeof orderLimitCodes];

export const cartValidationCodes = {
  shippingAddressInvalid: '004',
  distributionMissing: '005',
  emailMissing: '006',
  phoneMissing: '007',
  deliveryWindowMissing: '008',
  deliveryWindowInvalid: '022',
  outOfCapacity: '023',
  serviceFeeMissing: '029',
  billingAddressInvalid: '031',
  distributionTypeMissing: '130',
  distributionInvalid: '131',
  distributionStoreInvalid: '132',
  deliveryWindowUnknown: '140',
  deliveryWindowExpired: '141',
  discountCodeExpired: '223',
  discountCodeUsedUp: '227',
  discountCodeNotActive: '228',
  discountCodeWrongServiceType: '229',
} as const;
export type CartValidationCode = (typeof cartValidationCodes)[keyof typeof cartValidationCodes];
