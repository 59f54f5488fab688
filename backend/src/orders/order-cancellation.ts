import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ownedByCondition, type CartOwner } from '../carts/cart-owner.js';
import { giveBackPlace } from '../carts/time-slot-booking.js';
import type { Executor, Transaction } from '../db/database.js';
import { cartDiscountCodes, carts, discountCodes } from '../db/schema/carts.js';
import { customers } from '../db/schema/customers.js';
import { timeSlots } from '../db/schema/distribution.js';
import { orderCancellations } from '../db/schema/order-cancellations.js';
import { orders } from '../db/schema/orders.js';
import { revokeDeliveryPassOfOrder } from '../delivery-pass/delivery-passes.js';
import { tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import { orderCancellationEmail } from '../email/order-cancellation-email.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { reverseOrderPoints } from '../loyalty/loyalty-points.js';
import { orderCancellationErrorCodes, orderErrorCodes, type OrderCancellation } from '../schemas/orders.js';
import { creditGiftCardsOfOrder } from '../wallet/gift-card-ledger.js';
import { providerShareOf } from '../wallet/gift-card-share.js';
import { addresseeOf } from './order-confirmation.js';
import type { OrderRow } from './order-placement.js';

// Decision 0084: a shopper cancels a placed order until its slot's cut-off. The shop's side is
// one transaction: the conditional update from 'placed', then everything the order took is given
// back (giveBackCancelledOrder), and the row that is the intent of the provider's refund or
// cancellation is written. The provider is asked after the commit (cancellation-settlement.ts).

/** Who asks: the shopper's session (a customer, or the guest browser that ordered), or a guest naming the order's e-mail. */
export type CancellingShopper = { owner: CartOwner; trackingEmail?: string | null };

export type CancellationRow = typeof orderCancellations.$inferSelect;

/** The order the shopper may act on, with its slot's cut-off; anyone else's answers as unknown. */
async function findCancellableOrder(tx: Transaction, shopper: CancellingShopper, orderNumber: string) {
  const { owner } = shopper;
  const bySession = ownedByCondition(owner);
  const email = shopper.trackingEmail?.trim().toLowerCase();
  // As the tracking block (§1) finds an order (the customer's e-mail or the billing address's),
  // and the address its confirmation went to when the billing address has none (a guest's contact).
  const byEmail = email
    ? or(
        sql`lower(${customers.email}) = ${email}`,
        sql`lower(trim(${carts.billingAddress}->>'email')) = ${email}`,
        sql`lower(trim(${carts.distributionAddress}->>'email')) = ${email}`,
      )
    : undefined;
  if (!bySession && !byEmail) return undefined;
  const [row] = await tx
    .select({
      order: orders,
      cartCustomerId: carts.customerId,
      slotId: carts.timeSlotId,
      cutOffAt: timeSlots.cutOffAt,
      bySession: bySession ? sql<boolean>`${bySession}` : sql<boolean>`false`,
    })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .leftJoin(customers, and(eq(customers.id, carts.customerId), eq(customers.tenantId, carts.tenantId)))
    .leftJoin(timeSlots, and(eq(timeSlots.tenantId, carts.tenantId), eq(timeSlots.slotId, carts.timeSlotId)))
    .where(
      and(
        eq(orders.tenantId, owner.tenantId),
        eq(orders.orderNumber, orderNumber),
        or(...[bySession, byEmail].filter((condition) => condition !== undefined)),
      ),
    );
  return row;
}

/** The one conditional update: from 'placed', while the slot's cut-off is ahead. */
async function markCancelled(tx: Transaction, orderId: string, now: Date) {
  const [cancelled] = await tx
    .update(orders)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.state, 'placed'),
        sql`exists (select 1 from ${carts} join ${timeSlots}
          on ${timeSlots.tenantId} = ${carts.tenantId} and ${timeSlots.slotId} = ${carts.timeSlotId}
          where ${carts.id} = ${orders.cartId}
          and ${timeSlots.cutOffAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return cancelled;
}

function refusalOf(state: string, cutOffAt: Date | null): ConflictError {
  if (state === 'cancelled')
    return new ConflictError('The order is already cancelled', {
      code: orderCancellationErrorCodes.alreadyCancelled,
    });
  if (state !== 'placed')
    return new ConflictError(`The order is ${state} and can no longer be cancelled`, {
      code: orderCancellationErrorCodes.notCancellable,
      details: { state },
    });
  return new ConflictError('The slot has reached its cut-off: the order can no longer be cancelled', {
    code: orderCancellationErrorCodes.cancellationClosed,
    details: { cutOffAt: cutOffAt?.toISOString() ?? null },
  });
}

/** The discount codes the order counted (decision 0035) each get their use back. */
async function giveBackDiscountCodeUses(tx: Transaction, order: OrderRow) {
  const codes = (
    await tx
      .select({ code: cartDiscountCodes.code })
      .from(cartDiscountCodes)
      .where(eq(cartDiscountCodes.cartId, order.cartId))
  ).map((row) => row.code);
  if (codes.length === 0) return;
  await tx
    .update(discountCodes)
    .set({ applications: sql`${discountCodes.applications} - 1` })
    .where(
      and(
        eq(discountCodes.tenantId, order.tenantId),
        inArray(discountCodes.code, codes),
        sql`${discountCodes.applications} > 0`,
      ),
    );
}

async function sendCancellationEmail(
  tx: Transaction,
  sender: EmailSender,
  order: OrderRow,
  giftCardAmount: number,
) {
  const { tenant, to } = await addresseeOf(tx, order);
  if (!to) return;
  const { cart } = order;
  const address = cart.distributionAddress;
  const email = orderCancellationEmail({
    language: tenantLanguage(tenant),
    locale: tenant.locale,
    currency: order.payment.currency,
    orderNumber: order.orderNumber,
    name: [address?.firstName, address?.lastName].filter(Boolean).join(' '),
    provider:
      order.paymentId === null
        ? null
        : { amount: providerShareOf(order), captured: order.capturedAt !== null },
    giftCardAmount,
  });
  await sender.send({ tenantId: order.tenantId, to, ...email }, tx);
}

/**
 * THE place where a cancelled order gives back what it took, in the cancelling transaction and
 * so exactly once (only the caller whose conditional update moved the order runs it): the slot's
 * place, the discount codes' uses, the gift cards' amounts, the intent of the provider's refund or
 * cancellation, the loyalty points the order earned (reversed) and a delivery pass bought with it
 * (revoked), and the e-mail.
 */
export async function giveBackCancelledOrder(
  tx: Transaction,
  order: OrderRow,
  {
    slotId,
    emailSender,
    cancelledBy,
    customerId,
    now,
  }: {
    slotId: string | null;
    emailSender: EmailSender;
    cancelledBy: 'CUSTOMER' | 'GUEST';
    customerId: string | null;
    now: Date;
  },
): Promise<CancellationRow> {
  if (slotId) await giveBackPlace(tx, order.tenantId, slotId);
  await giveBackDiscountCodeUses(tx, order);
  await creditGiftCardsOfOrder(tx, order.cartId);
  await reverseOrderPoints(tx, order.tenantId, order.id);
  await revokeDeliveryPassOfOrder(tx, order.tenantId, order.id, now);
  const giftCardAmount = order.payment.giftCard?.amount ?? 0;
  const throughProvider = order.paymentId !== null;
  const [intent] = await tx
    .insert(orderCancellations)
    .values({
      orderId: order.id,
      tenantId: order.tenantId,
      cancelledAt: now,
      cancelledBy,
      customerId,
      paymentId: order.paymentId,
      providerAmount: throughProvider ? providerShareOf(order) : null,
      currency: order.payment.currency,
      giftCardAmount,
      // 39 characters, within the provider's 40: the order's uuid without its dashes.
      idempotencyKey: throughProvider ? `refund-${order.id.replaceAll('-', '')}` : null,
      // Paid outside the provider (or wholly by gift card): nothing to ask anyone.
      ...(!throughProvider && { settledAt: now, outcome: 'NONE' as const }),
    })
    .returning();
  await sendCancellationEmail(tx, emailSender, order, giftCardAmount);
  return intent!;
}

/**
 * Cancels the shopper's order, or refuses with 404 ORDER_NOT_FOUND (not theirs, unknown) or 409
 * with the reason. The caller asks the provider afterwards with the returned row.
 */
export async function cancelOrder(
  tx: Transaction,
  {
    shopper,
    orderNumber,
    emailSender,
    now = new Date(),
  }: {
    shopper: CancellingShopper;
    orderNumber: string;
    emailSender: EmailSender;
    now?: Date;
  },
): Promise<CancellationRow> {
  const found = await findCancellableOrder(tx, shopper, orderNumber);
  if (!found) throw new NotFoundError('No such order for you', { code: orderErrorCodes.orderNotFound });
  const cancelled = await markCancelled(tx, found.order.id, now);
  if (!cancelled) {
    // Read again after the update waited for a concurrent one: its outcome is the reason.
    const [current] = await tx
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, found.order.id));
    throw refusalOf(current?.state ?? found.order.state, found.cutOffAt);
  }
  const byCustomer = shopper.owner.customerId !== null && found.bySession === true;
  return giveBackCancelledOrder(tx, cancelled, {
    slotId: found.slotId,
    emailSender,
    cancelledBy: byCustomer ? 'CUSTOMER' : 'GUEST',
    customerId: byCustomer ? shopper.owner.customerId : null,
    now,
  });
}

export function cancellationViewOf(orderNumber: string, row: CancellationRow): OrderCancellation {
  return {
    orderNumber,
    status: 'CANCELLED',
    cancelledAt: row.cancelledAt.toISOString(),
    providerAmount: row.providerAmount,
    giftCardAmount: row.giftCardAmount,
    currency: row.currency,
    outcome: row.outcome,
  };
}

export async function findCancellation(executor: Executor, orderId: string) {
  const [row] = await executor
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId));
  return row;
}
