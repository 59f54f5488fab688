import {
  addItemAnswerSchema,
  cartDistributionTypeSchema,
  cartStatusAnswerSchema,
  cartErrorCodes,
  cartSchema,
  cartValidationSchema,
  type CartContactBody,
  type DistributionAddressBody,
} from '../../backend/src/schemas/cart.js';
import {
  checkoutStoreListSchema,
  earliestWindowSchema,
  orderConfigSchema,
  placeListSchema,
  timeSlotListSchema,
  type DistributionType,
} from '../../backend/src/schemas/distribution.js';
import { recipeBasketAnswerSchema, type RecipeBasketBody } from '../../backend/src/schemas/recipe-basket.js';
import type { ApiClient } from './api-client.server';
import { ApiError } from './api-errors.server';

type ItemQuantity = { sku: string; quantity: number };

/** The shopper's cart, its service and time slot (§7 Cart, Distribution, capacity, maps). */
export function createCartClient(api: ApiClient) {
  // One client serves one request: once it has seen the shopper's cart, the cart exists.
  let cartSeen = false;
  /** The shopper's cart; the API creates it (and a guest's anonymous token) on the first call. */
  async function getCart() {
    const cart = await api.request('/api/carts', { schema: cartSchema, reuse: true });
    cartSeen = true;
    return cart;
  }
  async function withCart<T>(add: () => Promise<T>): Promise<T> {
    if (cartSeen) return add();
    // §8 CART_MISSING: most shoppers who add have a cart, so the add is tried first.
    try {
      return await add();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== cartErrorCodes.cartMissing) throw error;
      await getCart();
      return add();
    }
  }
  return {
    getCart,
    /** Issue 39: whether the cart is open or waits for a payment, read without pricing it. */
    getStatus() {
      return api.request('/api/carts/status', { schema: cartStatusAnswerSchema });
    },
    /** §4: whether delivery or pickup is chosen, read without pricing the cart. */
    getDistributionType() {
      return api.request('/api/carts/distribution-type', { schema: cartDistributionTypeSchema });
    },
    /** §4: adds to the quantity in the cart, or with `replace` sets it (0 removes the line). */
    addItem(item: ItemQuantity & { replace?: boolean }) {
      return withCart(() =>
        api.request('/api/carts/items', {
          method: 'POST',
          body: { sku: item.sku, quantity: item.quantity, replace: item.replace ?? false },
          schema: addItemAnswerSchema,
        }),
      );
    },
    /** Issue 38.18: a recipe's chosen products for the servings; the API computes the quantities. */
    addRecipe(body: RecipeBasketBody) {
      return withCart(() =>
        api.request('/api/carts/items/recipe', { method: 'POST', body, schema: recipeBasketAnswerSchema }),
      );
    },
    setSubstitutionAllowed(lineItemId: string, substitutionAllowed: boolean) {
      return api.request(`/api/carts/line-items/${encodeURIComponent(lineItemId)}`, {
        method: 'PATCH',
        body: { substitutionAllowed },
        schema: cartSchema,
      });
    },
    removeLineItems(lineItemIds: readonly string[]) {
      return api.request('/api/carts/items/multiple', {
        method: 'DELETE',
        query: { lineItemIds: lineItemIds.join(',') },
        schema: cartSchema,
      });
    },
    removeAllItems() {
      return api.request('/api/carts/items/all', { method: 'DELETE', schema: cartSchema });
    },
    addDiscountCode(code: string) {
      return api.request('/api/carts/discount-codes', { method: 'POST', body: { code }, schema: cartSchema });
    },
    removeDiscountCode(code: string) {
      return api.request('/api/carts/discount-codes', {
        method: 'DELETE',
        query: { code },
        schema: cartSchema,
      });
    },
    setDistributionAddress(address: DistributionAddressBody) {
      return api.request('/api/carts/distribution-address', {
        method: 'POST',
        body: address,
        schema: cartSchema,
      });
    },
    /** §8 006 and 007: the e-mail and phone a guest is reached at. */
    setContact(contact: CartContactBody) {
      return api.request('/api/carts/contact', { method: 'POST', body: contact, schema: cartSchema });
    },
    bookTimeSlot(id: string) {
      return api.request('/api/carts/distribution-time-slot', {
        method: 'POST',
        body: { id },
        schema: cartSchema,
      });
    },
    /** The cart and its §8 problems; asked once a request (issue 39: the checkout's badge reads it too). */
    validate() {
      return api.request('/api/carts/validation', { schema: cartValidationSchema, reuse: true });
    },
    getOrderConfig() {
      return api.request('/api/order-config', { schema: orderConfigSchema, shared: true });
    },
    listCheckoutStores() {
      return api.request('/api/checkout-stores', { schema: checkoutStoreListSchema, shared: true });
    },
    listTimeSlots(distributionType: DistributionType, appointableId: string) {
      return api.request('/api/capacity/windows', {
        query: { distributionType, appointableId },
        schema: timeSlotListSchema,
      });
    },
    getEarliestTimeSlot(distributionType: DistributionType, appointableId: string) {
      return api.request('/api/capacity/window/earliest', {
        query: { distributionType, appointableId },
        schema: earliestWindowSchema,
      });
    },
    /** Streets and addresses: a street alone is a fine suggestion, the shopper adds the number. */
    autocompleteAddress(q: string) {
      return api.request('/api/maps/places/autocomplete', {
        query: { q },
        schema: placeListSchema,
        shared: true,
      });
    },
    /** §4: after login, the shopper's guest cart becomes the customer's (409 when both hold items). */
    attachGuestCart(anonymousCartId: string) {
      return api.request('/api/carts/set-customer', {
        method: 'POST',
        query: { anonymousCartId },
        schema: cartSchema,
      });
    },
    /** §4: the guest cart's items are added to the customer's cart. */
    mergeGuestCart(cartId: string) {
      return api.request(`/api/carts/merge/${encodeURIComponent(cartId)}`, {
        method: 'POST',
        schema: cartSchema,
      });
    },
    /** §7: whether drinks come in returnable crates, with their deposit. */
    setCrateDepositDesired(desired: boolean) {
      return api.request('/api/carts/crate-deposit-desired', {
        method: 'POST',
        body: { crateDepositDesired: desired },
        schema: cartSchema,
      });
    },
  };
}
export type CartClient = ReturnType<typeof createCartClient>;
