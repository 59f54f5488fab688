import { and, asc, eq, gt, gte, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { paymentAttempts, type PaymentAttemptOutcome } from '../db/schema/payment-attempts.js';
import type { CreatedHostedCheckout } from '../payments/payment-provider.js';
import { releaseAbandonedDebits } from '../wallet/gift-card-ledger.js';

// Decision 0071: the shop's own record of each hosted checkout it opened, so a return, a webhook
// or the status check can tell a genuine payment of a cart that moved on from a forged one.

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

export async function recordPaymentAttempt(
  tx: Transaction,
  attempt: { tenantId: string; cartId: string; amount: number; currency: string; methodKey: string },
  created: CreatedHostedCheckout,
) {
  await tx.insert(paymentAttempts).values({
    ...attempt,
    hostedCheckoutId: created.hostedCheckoutId,
    returnMac: created.returnMac,
    productIds: created.productIds,
  });
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
