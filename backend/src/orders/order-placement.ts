import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { ownerCartCondition, type CartOwner } from '../carts/cart-owner.js';
import { countDiscountCodeUses } from '../carts/discount-codes.js';
import { takeSlotPlace } from '../carts/time-slot-booking.js';
import type { Executor, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { orders } from '../db/schema/orders.js';
import { paymentAttempts } from '../db/schema/payment-attempts.js';
import { ConflictError } from '../errors.js';
import { bookOrderPoints } from '../loyalty/loyalty-points.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import type { ProviderPayment } from '../payments/provider-payment.js';
import { cartValidationCodes } from '../schemas/cart.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import { spendHeldDebit } from '../wallet/gift-card-ledger.js';
import { startDeliveryPassOfOrder } from '../delivery-pass/delivery-passes.js';
import { capturesAtPlacement } from '../fulfilment/capture-rule.js';

// Decision 0034: the writes of placing an order, each in the caller's transaction.

export type OrderRow = typeof orders.$inferSelect;
export type CartRow = typeof carts.$inferSelect;

export type AuthorizedPayment = ProviderPayment & { amount: NonNullable<ProviderPayment['amount']> };
/** Decision 0074: what a gift card paid of the order, beside the provider or a method outside it. */
export type GiftCardPart = { giftCardId: string; amount: number };
export type SettledOutsideProvider = {
  settledOutside: PaymentMethodKey | 'gift-card';
  currency: string;
  giftCard?: GiftCardPart;
};

function orderPaymentOf(
  cart: CartRow,
  hostedCheckoutId: string | null,
  payment: AuthorizedPayment | SettledOutsideProvider,
  giftCard: GiftCardPart | null,
) {
  if ('settledOutside' in payment) {
    const wholeByGiftCard = payment.settledOutside === 'gift-card';
    return {
      paymentId: null,
      hostedCheckoutId: null,
      methodKey: payment.settledOutside,
      brandName: wholeByGiftCard ? 'GIFTCARD' : null,
      methodType: wholeByGiftCard ? 'WALLET' : null,
      authorizedAmount: null,
      currency: payment.currency,
      giftCard: payment.giftCard ?? null,
    };
  }
  return {
    paymentId: payment.paymentId,
    hostedCheckoutId,
    methodKey: payment.product?.methodKey ?? cart.paymentMethodKey,
    brandName: payment.product?.brandName ?? null,
    methodType: payment.product?.methodType ?? null,
    // With a gift card, the provider authorized only the rest (decision 0074).
    authorizedAmount: payment.amount.cents + (giftCard?.amount ?? 0),
    currency: payment.amount.currency,
    giftCard,
  };
}

/**
 * Issue 39: what a completion checks before placing, in one read: the payment attempt, its cart's
 * payment and the cart's order, if it has one (placeOrder reads the cart again under its lock).
 * With `owner`, also whether the attempt's cart is that shopper's (the return's check). One
 * statement: no transaction needed around it.
 */
export async function findAttemptWithCartPaymentAndOrder(
  executor: Executor,
  hostedCheckoutId: string,
  owner?: CartOwner,
) {
  const ownerCart = owner && ownerCartCondition(owner);
  const [found] = await executor
    .select({
      attempt: getTableColumns(paymentAttempts),
      // The cart's payment: the hosted checkout and the amount its page was opened for.
      hostedCheckoutId: carts.paymentHostedCheckoutId,
      amount: carts.paymentAmount,
      currency: carts.paymentCurrency,
      order: getTableColumns(orders),
      owned: ownerCart ? sql<boolean>`coalesce(${ownerCart}, false)` : sql<boolean>`false`,
    })
    .from(paymentAttempts)
    .leftJoin(carts, eq(carts.id, paymentAttempts.cartId))
    .leftJoin(orders, eq(orders.cartId, paymentAttempts.cartId))
    .where(eq(paymentAttempts.hostedCheckoutId, hostedCheckoutId));
  if (!found) return undefined;
  const { attempt, owned, ...cart } = found;
  return { attempt, cart, owned };
}

export type AttemptWithCartPaymentAndOrder = NonNullable<
  Awaited<ReturnType<typeof findAttemptWithCartPaymentAndOrder>>
>;

export function placedOrderOf(order: OrderRow) {
  const { orderNumber, cartId, total, authorizedAmount, addsToOrderNumber } = order;
  return { orderNumber, cartId, total, authorizedAmount, addsToOrderNumber };
}

export async function findOrderOfCart(tx: Transaction, cartId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.cartId, cartId));
  return order;
}

// Nine digits like the demo orders, above their range; the unique index guards the rare repeat.
const newOrderNumber = () => String(randomInt(300_000_000, 1_000_000_000));

// A hold that ran out gave its place back: take it again only while the slot has one.
async function keepSlotPlace(tx: Transaction, cart: CartRow, now: Date) {
  if (!cart.timeSlotId)
    throw new ConflictError('The cart has no time slot', { code: cartValidationCodes.deliveryWindowMissing });
  if (cart.slotHold === 'HELD') return;
  if (!(await takeSlotPlace(tx, cart.tenantId, cart.timeSlotId, now)))
    throw new ConflictError('The time slot is no longer available', {
      code: cartValidationCodes.outOfCapacity,
    });
}

// Once: the cart row is locked and the order inserted `on conflict do nothing`, so the second
// caller reads the first's order. A refusal (227, 023) rolls back slot, codes and status alike.
// Settled outside the provider: a hosted checkout started before finds no cart and is cancelled.
export async function placeOrder(
  tx: Transaction,
  cartId: string,
  hostedCheckoutId: string | null,
  payment: AuthorizedPayment | SettledOutsideProvider,
  now: Date = new Date(),
  // The demo seed's orders keep the numbers the README names.
  { orderNumber = newOrderNumber() }: { orderNumber?: string } = {},
): Promise<OrderRow> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  // Issue 39: a cart becomes ORDERED in its order's transaction and never FINALIZED again, so a
  // cart still FINALIZED under the lock has no order to find.
  if (cart?.status !== 'FINALIZED') {
    const earlier = await findOrderOfCart(tx, cartId);
    if (earlier) return earlier;
  }
  // A reset or a newer checkout since the payment was read: this payment pays for nothing now.
  if (
    !cart ||
    cart.status !== 'FINALIZED' ||
    !cart.finalizedCart ||
    (hostedCheckoutId !== null && cart.paymentHostedCheckoutId !== hostedCheckoutId)
  )
    throw new ConflictError('The cart is not waiting for a payment', {
      code: checkoutErrorCodes.cartNotFinalized,
    });

  await keepSlotPlace(tx, cart, now);
  const snapshot = { ...cart.finalizedCart, cartStatus: 'ORDERED' as const };
  // The codes the shopper paid with, as the snapshot priced them (a FINALIZED cart takes no new one).
  await countDiscountCodeUses(
    tx,
    cart.tenantId,
    snapshot.discountCodes.map(({ code }) => code),
  );
  // Decision 0074: a page opened for less than the cart's amount has a gift card's debit held.
  const giftCard =
    hostedCheckoutId === null
      ? null
      : await spendHeldDebit(tx, {
          cartId: cart.id,
          hostedCheckoutId,
          amount: (cart.amountToPay ?? 0) - (cart.paymentAmount ?? 0),
        });
  const orderPayment = orderPaymentOf(cart, hostedCheckoutId, payment, giftCard);
  const [inserted] = await tx
    .insert(orders)
    .values({
      tenantId: cart.tenantId,
      cartId: cart.id,
      paymentId: orderPayment.paymentId,
      orderNumber,
      cart: { ...snapshot, orderNumber },
      payment: orderPayment,
      total: snapshot.priceInfo.total,
      authorizedAmount: orderPayment.authorizedAmount,
      addsToOrderNumber: cart.mode === 'ADDON' ? cart.orderNumber : null,
      placedAt: now,
      // Decision 0088: captured after picking, unless the slot lies beyond the authorisation's life.
      captureAtPlacement:
        orderPayment.paymentId !== null && capturesAtPlacement(snapshot.timeSlot?.start, now),
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [winner] = await tx
      .select()
      .from(orders)
      .where(
        orderPayment.paymentId === null
          ? eq(orders.cartId, cart.id)
          : or(eq(orders.cartId, cart.id), eq(orders.paymentId, orderPayment.paymentId)),
      );
    if (!winner) throw new Error(`order of cart ${cart.id} conflicted but is not there`);
    return winner;
  }
  // Decision 0081: the member's points, in this transaction, once per order and pool.
  await bookOrderPoints(tx, {
    tenantId: cart.tenantId,
    customerId: cart.customerId,
    orderId: inserted.id,
    orderNumber,
    orderValue: snapshot.priceInfo.orderValue,
  });
  // Decision 0083: the pass bought with this order starts now, once (unique with the order).
  await startDeliveryPassOfOrder(tx, inserted, cart.customerId, now);
  await tx
    .update(carts)
    .set({
      status: 'ORDERED',
      orderNumber,
      orderedAt: now,
      orderTotal: snapshot.priceInfo.total,
      slotHold: 'BOOKED',
      slotHeldUntil: null,
      ...(orderPayment.paymentId === null && {
        paymentHostedCheckoutId: null,
        paymentReturnMac: null,
        paymentAmount: null,
        paymentCurrency: null,
        paymentMethodKey: orderPayment.methodKey,
      }),
      updatedAt: now,
    })
    .where(and(eq(carts.id, cart.id), eq(carts.status, 'FINALIZED')));
  return inserted;
}
