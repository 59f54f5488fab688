// Issue 37, decision 0086: the GA4 e-commerce events of the tracking layer, as plain functions of
// what the screens already have. Type imports only: the browser loads no zod for them (decision 0052).
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import type {
  ErrorClass,
  OrderType,
  TrackingEcommerce,
  TrackingEvent,
  TrackingItem,
  UserType,
} from '../../../backend/src/schemas/tracking.js';

export { HOME_TRACKING_PATH, pageNameOf } from './tracking-gate';

/** §9: a slot's start as HH:MM in the shop's time zone. */
export function slotTimeOf(start: string, timeZone = 'Europe/Vienna'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(start));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

const euros = (cents: number) => Math.round(cents) / 100;

type TrackedProduct = Pick<
  ProductSummary,
  'sku' | 'name' | 'brand' | 'category' | 'parentCategories' | 'price' | 'weightArticle'
>;

/** §3 Product tracking item: sku, name, brand, up to five parent categories, regular price in cents, weight flag. */
export function trackingItemOf(
  product: TrackedProduct,
  extra: { quantity?: number; index?: number; listName?: string } = {},
): TrackingItem {
  const categories = [...product.parentCategories, product.category].map((c) => c.name).slice(0, 5);
  const [first, second, third, fourth, fifth] = categories;
  return {
    item_id: product.sku,
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand.name } : {}),
    ...(first ? { item_category: first } : {}),
    ...(second ? { item_category2: second } : {}),
    ...(third ? { item_category3: third } : {}),
    ...(fourth ? { item_category4: fourth } : {}),
    ...(fifth ? { item_category5: fifth } : {}),
    price: euros(product.price.regular),
    price_in_cents: product.price.regular,
    weight_article: product.weightArticle,
    ...(extra.quantity === undefined ? {} : { quantity: extra.quantity }),
    ...(extra.index === undefined ? {} : { index: extra.index }),
    ...(extra.listName === undefined ? {} : { item_list_name: extra.listName }),
  };
}

/** GA4 counts pieces; a weight article's quantity is grams, so it counts as one. */
export const trackedQuantity = (product: Pick<ProductSummary, 'weightArticle'>, quantity: number) =>
  product.weightArticle ? 1 : quantity;

const lineItemsOf = (lineItems: readonly LineItem[]) =>
  lineItems.map((line) =>
    trackingItemOf(line.product, { quantity: trackedQuantity(line.product, line.quantity) }),
  );

/** A tracked event before the page and time are set by the tracker. */
export type TrackingEventDraft = Omit<TrackingEvent, 'page_name' | 'occurred_at'>;

const ecommerce = (currency: string, fields: Partial<TrackingEcommerce>): TrackingEcommerce => ({
  currency,
  items: [],
  ...fields,
});

export const trackingEvents = {
  viewItemList(currency: string, listName: string, products: readonly TrackedProduct[], searchTerm?: string) {
    return {
      event: 'view_item_list',
      ecommerce: ecommerce(currency, {
        item_list_name: listName,
        ...(searchTerm ? { search_term: searchTerm } : {}),
        items: products.map((product, index) => trackingItemOf(product, { index, listName })),
      }),
    } satisfies TrackingEventDraft;
  },
  selectItem(currency: string, listName: string, product: TrackedProduct, index: number) {
    return {
      event: 'select_item',
      ecommerce: ecommerce(currency, {
        item_list_name: listName,
        items: [trackingItemOf(product, { index, listName })],
      }),
    } satisfies TrackingEventDraft;
  },
  viewItem(currency: string, product: TrackedProduct) {
    return {
      event: 'view_item',
      ecommerce: ecommerce(currency, {
        value: euros(product.price.regular),
        items: [trackingItemOf(product, { quantity: 1 })],
      }),
    } satisfies TrackingEventDraft;
  },
  /** add_to_cart or remove_from_cart from a change of the quantity in the cart. */
  cartChange(currency: string, product: TrackedProduct, before: number, after: number) {
    const quantity = trackedQuantity(product, Math.abs(after - before));
    const value = product.weightArticle
      ? euros((product.price.regular * Math.abs(after - before)) / 1000)
      : euros(product.price.regular * quantity);
    return {
      event: after > before ? 'add_to_cart' : 'remove_from_cart',
      ecommerce: ecommerce(currency, { value, items: [trackingItemOf(product, { quantity })] }),
    } satisfies TrackingEventDraft;
  },
  viewCart(currency: string, total: number, lineItems: readonly LineItem[]) {
    return {
      event: 'view_cart',
      ecommerce: ecommerce(currency, { value: euros(total), items: lineItemsOf(lineItems) }),
    } satisfies TrackingEventDraft;
  },
  beginCheckout(currency: string, total: number, lineItems: readonly LineItem[]) {
    return {
      event: 'begin_checkout',
      ecommerce: ecommerce(currency, { value: euros(total), items: lineItemsOf(lineItems) }),
    } satisfies TrackingEventDraft;
  },
  addShippingInfo(
    currency: string,
    total: number,
    lineItems: readonly LineItem[],
    service: 'delivery' | 'pickup',
    slotStart: string | null,
  ) {
    return {
      event: 'add_shipping_info',
      ecommerce: ecommerce(currency, {
        value: euros(total),
        shipping_tier: service,
        ...(slotStart ? { slot: slotTimeOf(slotStart) } : {}),
        items: lineItemsOf(lineItems),
      }),
    } satisfies TrackingEventDraft;
  },
  /** The payment chosen for the begun checkout (its begin_checkout's ecommerce). */
  addPaymentInfo(checkout: TrackingEcommerce, paymentType: string) {
    return {
      event: 'add_payment_info',
      ecommerce: { ...checkout, payment_type: paymentType },
    } satisfies TrackingEventDraft;
  },
  purchase(
    currency: string,
    order: { orderNumber: string; total: number; lineItems: readonly LineItem[]; shippingCents: number },
    orderType: OrderType,
  ) {
    return {
      event: 'purchase',
      ecommerce: ecommerce(currency, {
        transaction_id: order.orderNumber,
        value: euros(order.total),
        shipping: euros(order.shippingCents),
        order_type: orderType,
        items: lineItemsOf(order.lineItems),
      }),
    } satisfies TrackingEventDraft;
  },
  login(method: 'password' | 'loyalty_card' = 'password') {
    return { event: 'login', method } satisfies TrackingEventDraft;
  },
  signUp(method: 'password' | 'loyalty_card' = 'password') {
    return { event: 'sign_up', method } satisfies TrackingEventDraft;
  },
  error(errorClass: ErrorClass, code?: string) {
    const safeCode = code && /^[A-Za-z0-9_.-]{1,60}$/.test(code) ? code : undefined;
    return {
      event: 'error',
      error_class: errorClass,
      ...(safeCode ? { error_code: safeCode } : {}),
    } satisfies TrackingEventDraft;
  },
  /** §4 Async loads: a client navigation started loading its page. */
  pageLoadingStart() {
    return { event: 'page_loading_start' } satisfies TrackingEventDraft;
  },
  /** §4 Async loads: the page has loaded (or the navigation ended), after durationMs. */
  pageLoadingEnd(durationMs: number) {
    const duration = Math.min(600_000, Math.max(0, Math.round(durationMs)));
    return { event: 'page_loading_end', duration_ms: duration } satisfies TrackingEventDraft;
  },
  userData(userType: UserType) {
    return { event: 'user_data', user_type: userType } satisfies TrackingEventDraft;
  },
};

/** §3 order type: a guest's order, a customer's first, or any later one. */
export function orderTypeOf(customer: { ordersPlaced: number } | null): OrderType {
  if (!customer) return 'guest_order';
  return customer.ordersPlaced <= 1 ? 'first_order' : 'customer_order';
}

/** §3 user type, once the customer fetch has finished (§4 Session). */
export function userTypeOf(customer: { loyaltyMember: boolean } | null): UserType {
  if (!customer) return 'guest';
  return customer.loyaltyMember ? 'loyalty' : 'customer';
}

/**
 * §8: a fetch error's class for tracking: one whose payload carries a paymentError, one of the
 * retail gateway (the API answered with a code), or any other (network, script, unknown).
 */
export function errorClassOf(error: unknown): ErrorClass {
  if (typeof error !== 'object' || error === null) return 'other';
  const fields = error as { customPayload?: { paymentError?: unknown }; errorCode?: unknown; code?: unknown };
  if (fields.customPayload?.paymentError) return 'paymentError';
  if (typeof fields.errorCode === 'string' || typeof fields.code === 'string') return 'retailGateway';
  return 'other';
}
