import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { loyaltyCards, type LoyaltyPool } from '../db/schema/customer-data.js';
import { loyaltyPointBookings } from '../db/schema/loyalty.js';
import { tenants } from '../db/schema/tenants.js';
import { loyaltyConfigSchema, type LoyaltyBooking } from '../schemas/loyalty.js';

// Decision 0081: points are a ledger. Placing an order books EARNED rows per pool, cancelling it
// REVERSED rows; the unique (order, pool, kind) index makes each happen at most once, whoever
// places or cancels the order, however often and at once. A pool's balance is the card's seeded
// value plus its bookings.

export type PlacedOrderForPoints = {
  tenantId: string;
  customerId: string | null;
  orderId: string;
  orderNumber: string;
  /** What the articles cost after vouchers and codes, without deposits and fees (minor units). */
  orderValue: number;
};

/** The tenant's point rates (clientRuntimeConfig.loyalty, with its default). */
export async function pointRatesOf(executor: Executor, tenantId: string) {
  const [tenant] = await executor
    .select({ config: tenants.clientRuntimeConfig })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const stored = (tenant?.config as { loyalty?: unknown } | undefined)?.loyalty;
  return loyaltyConfigSchema.parse(stored).pointRates;
}

/** Points of one pool for an order value: whole points, rounded down. */
export function pointsFor(orderValue: number, pointsPerEuro: number): number {
  return Math.max(0, Math.floor((orderValue * pointsPerEuro) / 100));
}

/** The customer's linked card the programme still knows; withdrawn cards earn nothing. */
export async function findActiveCard(executor: Executor, tenantId: string, customerId: string) {
  const [card] = await executor
    .select()
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.tenantId, tenantId),
        eq(loyaltyCards.customerId, customerId),
        sql`not exists (select 1 from loyalty_card_withdrawals w where w.tenant_id = loyalty_cards.tenant_id and w.card_number = loyalty_cards.card_number)`,
      ),
    );
  return card;
}

/**
 * Books the points a placed order earns, in the transaction that placed it. A guest's order or a
 * customer without a card earns none. Returns how many pool rows were booked now (0 when booked before).
 */
export async function bookOrderPoints(tx: Transaction, order: PlacedOrderForPoints): Promise<number> {
  if (!order.customerId) return 0;
  const card = await findActiveCard(tx, order.tenantId, order.customerId);
  if (!card) return 0;
  const rows = (await pointRatesOf(tx, order.tenantId))
    .map((rate) => ({
      tenantId: order.tenantId,
      cardNumber: card.cardNumber,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      poolId: rate.poolId,
      kind: 'EARNED' as const,
      points: pointsFor(order.orderValue, rate.pointsPerEuro),
    }))
    .filter((row) => row.points > 0);
  if (rows.length === 0) return 0;
  const booked = await tx
    .insert(loyaltyPointBookings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: loyaltyPointBookings.id });
  return booked.length;
}

/**
 * Reverses the points an order earned (its cancellation), once: one statement inserts the
 * negative of each EARNED row, and the unique (order, pool, kind) index turns a second call, or
 * one at the same time, into nothing. Returns the pool rows reversed now (0: nothing to reverse
 * or reversed before). Call it in the cancellation's transaction.
 */
export async function reverseOrderPoints(
  executor: Executor,
  tenantId: string,
  orderId: string,
): Promise<number> {
  const earned = executor
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      tenantId: loyaltyPointBookings.tenantId,
      cardNumber: loyaltyPointBookings.cardNumber,
      orderId: loyaltyPointBookings.orderId,
      orderNumber: loyaltyPointBookings.orderNumber,
      poolId: loyaltyPointBookings.poolId,
      kind: sql<'REVERSED'>`'REVERSED'`.as('kind'),
      points: sql<number>`-${loyaltyPointBookings.points}`.as('points'),
      bookedAt: sql<Date>`now()`.as('booked_at'),
    })
    .from(loyaltyPointBookings)
    .where(
      and(
        eq(loyaltyPointBookings.tenantId, tenantId),
        eq(loyaltyPointBookings.orderId, orderId),
        eq(loyaltyPointBookings.kind, 'EARNED'),
      ),
    );
  const reversed = await executor
    .insert(loyaltyPointBookings)
    .select(earned)
    .onConflictDoNothing()
    .returning({ id: loyaltyPointBookings.id });
  return reversed.length;
}

/** The card's pools with their bookings added; a pool only configured or only booked is listed too. */
export async function poolBalances(
  executor: Executor,
  tenantId: string,
  cardNumber: string,
  seeded: LoyaltyPool[],
): Promise<LoyaltyPool[]> {
  const sums = await executor
    .select({
      poolId: loyaltyPointBookings.poolId,
      points: sql<number>`coalesce(sum(${loyaltyPointBookings.points}), 0)::int`,
    })
    .from(loyaltyPointBookings)
    .where(and(eq(loyaltyPointBookings.tenantId, tenantId), eq(loyaltyPointBookings.cardNumber, cardNumber)))
    .groupBy(loyaltyPointBookings.poolId);
  const pools = seeded.map((pool) => ({ ...pool, tags: [...pool.tags] }));
  for (const sum of sums) {
    const pool = pools.find((candidate) => candidate.poolId === sum.poolId);
    if (pool) pool.value += Number(sum.points);
    else pools.push({ poolId: sum.poolId, tags: ['points'], value: Number(sum.points) });
  }
  return pools;
}

/** The card's newest bookings first. */
export async function lastBookings(
  executor: Executor,
  tenantId: string,
  cardNumber: string,
  limit = 10,
): Promise<LoyaltyBooking[]> {
  const rows = await executor
    .select({
      orderNumber: loyaltyPointBookings.orderNumber,
      poolId: loyaltyPointBookings.poolId,
      kind: loyaltyPointBookings.kind,
      points: loyaltyPointBookings.points,
      bookedAt: loyaltyPointBookings.bookedAt,
    })
    .from(loyaltyPointBookings)
    .where(and(eq(loyaltyPointBookings.tenantId, tenantId), eq(loyaltyPointBookings.cardNumber, cardNumber)))
    .orderBy(desc(loyaltyPointBookings.bookedAt), desc(loyaltyPointBookings.kind))
    .limit(limit);
  return rows.map((row) => ({ ...row, bookedAt: row.bookedAt.toISOString() }));
}
