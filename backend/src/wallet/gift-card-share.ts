import type { OrderPayment } from '../db/schema/orders.js';

type PaidOrder = { total: number; authorizedAmount: number | null; payment: OrderPayment };

const giftCardAmountOf = (order: PaidOrder) => order.payment.giftCard?.amount ?? 0;

/** Decision 0074: what the provider captures of an order a gift card paid part of. */
export const providerShareOf = (order: PaidOrder) => order.total - giftCardAmountOf(order);

/** What the provider authorized of it (the order's authorizedAmount counts the gift card too). */
export const providerAuthorizedOf = (order: PaidOrder) =>
  order.authorizedAmount === null ? null : order.authorizedAmount - giftCardAmountOf(order);
