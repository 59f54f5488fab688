import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { cartDeliveryPasses, deliveryPasses } from '../db/schema/delivery-passes.js';
import type { carts } from '../db/schema/carts.js';
import type { orders } from '../db/schema/orders.js';
import { InvalidDataError } from '../errors.js';
import type { ClientRuntimeConfig } from '../schemas/tenant.js';
import {
  deliveryPassErrorCodes,
  type CustomerDeliveryPass,
  type DeliveryPassConfig,
  type DeliveryPassOffer,
} from '../schemas/delivery-pass.js';

// Decision 0083: the delivery pass. A customer buys one as a line of the cart, pays it with the
// order, and the order's placement starts it once.

export type CartDeliveryPassRow = typeof cartDeliveryPasses.$inferSelect;
export type DeliveryPassRow = typeof deliveryPasses.$inferSelect;
/** The customer's passes that can still waive a fee, as `isDeliveryPassValid` reads them. */
export type PassSpan = Pick<DeliveryPassRow, 'startsAt' | 'endsAt'>;

/** The tenant's offers; a shop with the feature off or no configuration sells none. */
export function deliveryPassConfigOf(config: ClientRuntimeConfig): DeliveryPassConfig {
  const offered = config.features.featureCustomerDeliveryPass && config.deliveryPass;
  return offered || { offers: [], vatRate: 20 };
}

export function requireOffer(config: ClientRuntimeConfig, offerId: string): DeliveryPassOffer {
  const { offers } = deliveryPassConfigOf(config);
  if (offers.length === 0)
    throw new InvalidDataError('This shop sells no delivery pass', {
      code: deliveryPassErrorCodes.notOffered,
    });
  const offer = offers.find(({ id }) => id === offerId);
  if (!offer)
    throw new InvalidDataError('The shop offers no such delivery pass', {
      code: deliveryPassErrorCodes.offerUnknown,
      details: { field: 'offerId' },
    });
  return offer;
}

/** §4: valid while now is between its start and end date (the end itself no longer counts). */
export function isDeliveryPassValid(passes: readonly PassSpan[], now: Date): boolean {
  return passes.some(({ startsAt, endsAt }) => startsAt <= now && now < endsAt);
}

/**
 * One line per cart (unique cart_id): a second buy, at once or later, replaces the offer of the
 * first. The caller holds the cart's row lock (requireOpenCart).
 */
export async function putPassInCart(tx: Transaction, cartId: string, offer: DeliveryPassOffer, now: Date) {
  await tx
    .insert(cartDeliveryPasses)
    .values({ cartId, offerId: offer.id, months: offer.months, price: offer.price, addedAt: now })
    .onConflictDoUpdate({
      target: cartDeliveryPasses.cartId,
      set: { offerId: offer.id, months: offer.months, price: offer.price },
    });
}

export async function removePassFromCart(executor: Executor, cartId: string) {
  await executor.delete(cartDeliveryPasses).where(eq(cartDeliveryPasses.cartId, cartId));
}

/**
 * The cart's pass line (read by the caller with the cart's other single rows, issue 39) and, for a
 * customer's cart, the passes that are not revoked.
 */
export async function loadCartDeliveryPass(
  executor: Executor,
  cart: typeof carts.$inferSelect,
  line: CartDeliveryPassRow | undefined,
) {
  const passes = cart.customerId ? await customerPasses(executor, cart.tenantId, cart.customerId) : [];
  return { line, passes };
}

function customerPasses(executor: Executor, tenantId: string, customerId: string): Promise<PassSpan[]> {
  return executor
    .select({ startsAt: deliveryPasses.startsAt, endsAt: deliveryPasses.endsAt })
    .from(deliveryPasses)
    .where(
      and(
        eq(deliveryPasses.tenantId, tenantId),
        eq(deliveryPasses.customerId, customerId),
        isNull(deliveryPasses.revokedAt),
      ),
    )
    .orderBy(asc(deliveryPasses.startsAt));
}

function addMonths(date: Date, months: number): Date {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Called by placeOrder right after it inserted the order, in its transaction: the pass in the
 * order's cart starts now, or where the customer's running passes end (a pass bought while one
 * runs follows it). `on conflict do nothing` on the order keeps it to one pass per order.
 */
export async function startDeliveryPassOfOrder(
  tx: Transaction,
  order: Pick<typeof orders.$inferSelect, 'id' | 'tenantId' | 'cart'>,
  customerId: string | null,
  now: Date,
): Promise<DeliveryPassRow | undefined> {
  const line = order.cart.deliveryPassLineItem;
  if (!line || !customerId) return undefined;
  const passes = await customerPasses(tx, order.tenantId, customerId);
  const runningUntil = passes.reduce<Date>((latest, { endsAt }) => (endsAt > latest ? endsAt : latest), now);
  const [started] = await tx
    .insert(deliveryPasses)
    .values({
      tenantId: order.tenantId,
      customerId,
      orderId: order.id,
      offerId: line.offerId,
      months: line.months,
      price: line.price,
      startsAt: runningUntil,
      endsAt: addMonths(runningUntil, line.months),
      createdAt: now,
    })
    .onConflictDoNothing({ target: deliveryPasses.orderId })
    .returning();
  return started;
}

/**
 * For a cancelled order: its pass waives nothing any more. Idempotent; answers whether this call
 * revoked it (false: the order had no pass, or it was revoked before).
 */
export async function revokeDeliveryPassOfOrder(
  executor: Executor,
  tenantId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const revoked = await executor
    .update(deliveryPasses)
    .set({ revokedAt: now })
    .where(
      and(
        eq(deliveryPasses.tenantId, tenantId),
        eq(deliveryPasses.orderId, orderId),
        isNull(deliveryPasses.revokedAt),
      ),
    )
    .returning({ id: deliveryPasses.id });
  return revoked.length > 0;
}

/** §3 Delivery pass: the span the customer's passes cover now or next, else the last one's. */
export async function customerDeliveryPass(
  executor: Executor,
  tenantId: string,
  customerId: string,
  now: Date,
): Promise<CustomerDeliveryPass> {
  const passes = await customerPasses(executor, tenantId, customerId);
  const iso = (date: Date) => date.toISOString();
  const current = passes.filter(({ endsAt }) => endsAt > now);
  if (current.length > 0) {
    const startDate = current[0]!.startsAt;
    const endDate = current.reduce((latest, { endsAt }) => (endsAt > latest ? endsAt : latest), now);
    return {
      status: isDeliveryPassValid(current, now) ? 'ACTIVE' : 'UPCOMING',
      startDate: iso(startDate),
      endDate: iso(endDate),
    };
  }
  const last = passes.at(-1);
  if (last) return { status: 'EXPIRED', startDate: iso(last.startsAt), endDate: iso(last.endsAt) };
  return { status: 'NONE', startDate: null, endDate: null };
}
