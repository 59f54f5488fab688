// Factory data of the cart contract for the storefront's cart tests.
import {
  cartAddressSchema,
  type Cart,
  type CartAddress,
  type CartPriceInfo,
  type LineItem,
  type VoucherLineItem,
} from '../../backend/src/schemas/cart.js';
import type { OrderConfig } from '../../backend/src/schemas/distribution.js';
import { productSummary } from './catalogue-test-support';

export function priceInfo(overrides: Partial<CartPriceInfo> = {}): CartPriceInfo {
  return {
    totalArticlePrice: 387,
    savings: 0,
    discounts: 0,
    totalSavings: 0,
    orderValue: 387,
    depositFees: 0,
    serviceFees: 490,
    serviceFeesAfterDiscount: 490,
    serviceFeeTaxRate: 20,
    totalVat: 117,
    vatByRate: [
      { rate: 10, amount: 35 },
      { rate: 20, amount: 82 },
    ],
    total: 877,
    overAuthorizationPercentage: 0,
    overAuthorizationAmount: 0,
    totalWithSurcharge: 877,
    coveredAmount: 0,
    uncoveredAmountWithoutOverAuthorization: 877,
    uncoveredAmountWithOverAuthorization: 877,
    ...overrides,
  };
}

export function lineItem(overrides: Partial<LineItem> = {}): LineItem {
  return {
    lineItemId: 'line-1',
    quantity: 3,
    perPiecePrice: 129,
    totalPrice: 387,
    product: productSummary(),
    substitutionAllowed: true,
    ...overrides,
  };
}

/** The 3 % delivery voucher, put in the cart automatically (§4), taking off 37 cents. */
export function voucherLineItem(overrides: Partial<VoucherLineItem> = {}): VoucherLineItem {
  return {
    lineItemId: 'voucher-1',
    promotionId: 'delivery-3',
    articleId: null,
    component: null,
    title: '3 % Zustellbonus',
    automatic: true,
    quantity: 1,
    perPiecePrice: -37,
    discount: null,
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: '3f0c8a52-8d1e-4c1a-9a55-0a4f5b7c2e11',
    customerId: null,
    cartStatus: 'OPEN',
    mode: 'REGULAR',
    orderNumber: null,
    lineItemCount: 1,
    weight: 3000,
    freeOfChargeThreshold: 5000,
    productLineItems: [lineItem()],
    unavailableLineItems: [],
    voucherLineItems: [],
    discountCodes: [],
    distributionAddress: null,
    billingAddress: null,
    distributionWindow: null,
    timeSlot: null,
    timeSlotReservedUntil: null,
    crateDepositDesired: false,
    payments: [],
    priceInfo: priceInfo(),
    deliveryPassLineItem: null,
    serviceFeeWaivedByDeliveryPass: false,
    ...overrides,
  };
}

export function orderConfig(overrides: Partial<OrderConfig> = {}): OrderConfig {
  return {
    maxOrderValueDelivery: 50000,
    maxOrderValueCC: null,
    minOrderValueDelivery: 2500,
    minOrderValueCC: null,
    maxOrderWeightDelivery: 30000,
    maxOrderWeightCC: null,
    ...overrides,
  };
}

export function cartAddress(overrides: Partial<CartAddress> = {}): CartAddress {
  return cartAddressSchema.parse({
    distributionType: 'DELIVERY',
    deliveryAreaNumber: '103',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
    ...overrides,
  });
}

/** A tenant whose service selection is `mode`, with the prompt's route (decision 0019). */
export function promptTenant(mode: 'optional' | 'mandatory', promptEveryAttempts = 5) {
  return {
    paths: {
      cart: '/warenkorb',
      'service-selection': '/warenkorb/service',
    },
    config: { clientRuntimeConfig: { serviceSelection: { mode, promptEveryAttempts } } },
  };
}
