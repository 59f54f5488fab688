import { cartSchema } from '../../backend/src/schemas/cart.js';
import {
  checkoutAnswerSchema,
  checkoutPaymentMethodsSchema,
  orderConfirmationSchema,
  placedOrderSchema,
} from '../../backend/src/schemas/checkout.js';
import type { PaymentMethodKey } from '../../backend/src/schemas/payment-enums.js';
import { savedPaymentMethodListSchema } from '../../backend/src/schemas/payment-methods.js';
import type { CheckoutGiftCard } from '../../backend/src/schemas/wallet.js';
import type { ApiClient } from './api-client.server';

/** Decision 0075: keep the card of this payment, or pay with a saved one. */
export type SavedCardChoice = {
  savePaymentMethod?: boolean;
  setPrimary?: boolean;
  savedPaymentMethodId?: string;
};

export type BillingAddressBody = {
  firstName: string;
  lastName?: string;
  companyName?: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  countryCode: string;
  email: string;
  phoneNumber?: string;
  valueAddedTaxId?: string;
};

/** Checkout (§7 Cart and Capacity-and-checkout calls): from a finalized cart to a placed order. */
export function createCheckoutClient(api: ApiClient) {
  return {
    /** FINALIZED back to OPEN, the contents kept: the shopper may change the cart again. */
    reset: () => api.request('/api/carts/reset', { method: 'POST', schema: cartSchema }),
    setBillingAddress: (address: BillingAddressBody) =>
      api.request('/api/carts/billing-address', { method: 'POST', body: address, schema: cartSchema }),
    listPaymentMethods: () =>
      api.request('/api/checkout/payment-methods', { schema: checkoutPaymentMethodsSchema }),
    /**
     * Issue 39: freezes the shopper's cart (a cart an earlier payment page left finalized is
     * frozen anew) and pays it, in one call; a refusal opens the cart again. Issue 34: `giftCard`
     * pays its amount of it, the method the rest (`gift-card`: all of it), a saved card or a card
     * kept too (decision 0078).
     */
    pay: (
      paymentMethodKey: PaymentMethodKey | 'gift-card',
      card: SavedCardChoice & { giftCard?: CheckoutGiftCard } = {},
    ) =>
      api.request('/api/checkout', {
        method: 'POST',
        body: { finalize: true, paymentMethodKey, paymentInitiator: 'REDIRECT', ...card },
        schema: checkoutAnswerSchema,
      }),
    /** Decision 0075: the customer's saved cards, usable ones first. */
    listSavedPaymentMethods: () =>
      api.request('/api/customers/payment-methods', { schema: savedPaymentMethodListSchema }),
    /** §4 Checkout completion: the return from the hosted page places the order (once). */
    completeReturn: (hostedCheckoutId: string, returnMac: string) =>
      api.request('/api/checkout/return', {
        method: 'POST',
        body: { hostedCheckoutId, RETURNMAC: returnMac },
        schema: placedOrderSchema,
      }),
    getConfirmation: (orderNumber: string) =>
      api.request(`/api/orders/${encodeURIComponent(orderNumber)}/confirmation`, {
        schema: orderConfirmationSchema,
      }),
  };
}
export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
