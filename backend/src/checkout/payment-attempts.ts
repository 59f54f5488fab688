import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { paymentAttempts, type PaymentAttemptOutcome } from '../db/schema/payment-attempts.js';
import { releaseAbandonedDebits } from '../wallet/gift-card-ledger.js';

// Decision 0071: the shop's own record of each hosted checkout it opened, so a return, a webhook
// or the status check can tell a genuine payment of a cart that moved on from a forged one.

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/**
 * A new attempt's columns in the table's order, for an insert whose select gives the cart: each
 * value a parameter of the type of its column, the attempt not yet settled.
 */
export function newPaymentAttemptColumns<CartId extends SQL.Aliased | AnyPgColumn>(
  cartId: CartId,
  attempt: Pick<
    PaymentAttempt,
    'hostedCheckoutId' | 'tenantId' | 'returnMac' | 'amount' | 'currency' | 'methodKey' | 'productIds'
  >,
) {
  // Each cast to its column's own type, as the schema declares it.
  const typeOf = (column: AnyPgColumn) => sql.raw(column.getSQLType());
  const value = <K extends keyof typeof attempt>(key: K) =>
    sql`${sql.param(attempt[key], paymentAttempts[key])}::${typeOf(paymentAttempts[key])}`.as(
      paymentAttempts[key].name,
    );
  const none = (column: AnyPgColumn) => sql`null::${typeOf(column)}`.as(column.name);
  return {
    hostedCheckoutId: value('hostedCheckoutId'),
    tenantId: value('tenantId'),
    cartId,
    returnMac: value('returnMac'),
    amount: value('amount'),
    currency: value('currency'),
    methodKey: value('methodKey'),
    productIds: value('productIds'),
    createdAt: sql`now()`.as(paymentAttempts.createdAt.name),
    paymentId: none(paymentAttempts.paymentId),
    settledAt: none(paymentAttempts.settledAt),
    outcome: none(paymentAttempts.outcome),
  };
}

export async function findPaymentAttempt(executor: Executor, hostedCheckoutId: string) {
  const [attempt] = await executor
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.hostedCheckoutId, hostedCheckoutId));
  return attempt;
}

/** Once: the first outcome stays, a later caller's is ignored. */
export async function settlePaymentAttempt(
  executor: Executor,
  hostedCheckoutId: string,
  outcome: PaymentAttemptOutcome,
  paymentId: string | null,
  now: Date = new Date(),
) {
  await executor
    .update(paymentAttempts)
    .set({ outcome, settledAt: now, ...(paymentId !== null && { paymentId }) })
    .where(and(eq(paymentAttempts.hostedCheckoutId, hostedCheckoutId), isNull(paymentAttempts.settledAt)));
  // Decision 0074: a page that paid nothing gives back the gift card's part it held.
  if (outcome !== 'ORDERED') await releaseAbandonedDebits(executor, { hostedCheckoutId });
}

export async function listUnsettledAttempts(
  executor: Executor,
  { olderThan, newerThan, limit }: { olderThan: Date; newerThan: Date; limit: number },
) {
  return executor
    .select({ hostedCheckoutId: paymentAttempts.hostedCheckoutId, createdAt: paymentAttempts.createdAt })
    .from(paymentAttempts)
    .where(
      and(
        isNull(paymentAttempts.settledAt),
        lt(paymentAttempts.createdAt, olderThan),
        gt(paymentAttempts.createdAt, newerThan),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

/** Attempts between `since` and `before` that did not become an order: money may wait in them. */
export async function listAttemptsWithoutOrder(
  executor: Executor,
  { since, before }: { since: Date; before: Date },
) {
  return executor
    .select()
    .from(paymentAttempts)
    .where(
      and(
        gte(paymentAttempts.createdAt, since),
        lt(paymentAttempts.createdAt, before),
        or(isNull(paymentAttempts.outcome), ne(paymentAttempts.outcome, 'ORDERED')),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
}
