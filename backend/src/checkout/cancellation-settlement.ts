import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { orderCancellations } from '../db/schema/order-cancellations.js';
import { orders } from '../db/schema/orders.js';
import { DomainError } from '../errors.js';
import type { CancellationRow } from '../orders/order-cancellation.js';
import type { PaymentProvider } from '../payments/payment-provider.js';

// Decision 0084: the provider's side of a cancelled order. The cancellation row, written with the
// order's cancellation, is the intent; one caller at a time claims it, asks the provider what it
// holds, cancels the authorisation (not captured) or refunds the capture (with the row's
// idempotence key, so a repeat is the same refund), and records the outcome by one conditional
// update. A process that dies in between leaves the row unsettled; the status check claims it a
// minute later and asks again: what the provider already did is found, not done twice.

export type SettlementDependencies = {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
};

/** A claim not settled within this long (the process died) is taken over. */
export const settleClaimTimeoutMs = 60_000;
type Outcome = 'CANCELLED' | 'REFUNDED' | 'NOTHING_HELD';

const staleClaim = (now: Date) =>
  or(
    isNull(orderCancellations.settleClaimedAt),
    lt(orderCancellations.settleClaimedAt, new Date(now.getTime() - settleClaimTimeoutMs)),
  );

async function claimSettlement(tx: Transaction, orderId: string, now: Date) {
  const [claimed] = await tx
    .update(orderCancellations)
    .set({ settleClaimedAt: now })
    .where(
      and(eq(orderCancellations.orderId, orderId), isNull(orderCancellations.settledAt), staleClaim(now)),
    )
    .returning();
  return claimed;
}

async function recordSettlement(
  tx: Transaction,
  orderId: string,
  outcome: Outcome,
  operationId: string | null,
  now: Date,
) {
  const [settled] = await tx
    .update(orderCancellations)
    .set({ settledAt: now, outcome, providerOperationId: operationId })
    .where(and(eq(orderCancellations.orderId, orderId), isNull(orderCancellations.settledAt)))
    .returning();
  return settled;
}

/** What the provider did or does now: reads first, so a repeat finds an earlier call's work. */
async function giveBackAtProvider(
  provider: PaymentProvider,
  row: CancellationRow & { paymentId: string; idempotencyKey: string },
): Promise<{ outcome: Outcome; operationId: string | null }> {
  const payment = await provider.getPayment(row.paymentId);
  switch (payment.status) {
    case 'PENDING_CAPTURE': {
      try {
        const cancelled = await provider.cancelPayment(row.paymentId);
        return { outcome: 'CANCELLED', operationId: cancelled.paymentId };
      } catch (error) {
        // A capture under way when the order was cancelled may have arrived first: read again.
        if (!(error instanceof DomainError && error.statusCode < 500)) throw error;
        const after = await provider.getPayment(row.paymentId);
        if (after.status === 'PENDING_CAPTURE') throw error;
        return giveBackAtProvider(provider, row);
      }
    }
    case 'CAPTURED':
    case 'CAPTURE_REQUESTED': {
      const refund = await provider.refundPayment(
        row.paymentId,
        { cents: row.providerAmount ?? 0, currency: row.currency },
        { idempotencyKey: row.idempotencyKey },
      );
      return { outcome: 'REFUNDED', operationId: refund.operationId };
    }
    case 'REFUNDED':
    case 'REFUND_REQUESTED': {
      const refunds = await provider.getRefunds(row.paymentId);
      return { outcome: 'REFUNDED', operationId: refunds.at(-1)?.operationId ?? null };
    }
    case 'CANCELLED':
      return { outcome: 'CANCELLED', operationId: payment.paymentId };
    default:
      // Rejected or lapsed: the provider holds nothing of this order.
      return { outcome: 'NOTHING_HELD', operationId: null };
  }
}

/**
 * Asks the provider to give the cancelled order's money back, once; never throws (the order stays
 * cancelled whatever the provider says; the status check tries again). Answers the row as it is now.
 */
export async function settleCancellation(
  deps: SettlementDependencies,
  orderId: string,
  now: Date = new Date(),
): Promise<CancellationRow | undefined> {
  let claimed: CancellationRow | undefined;
  try {
    claimed = await deps.transaction((tx) => claimSettlement(tx, orderId, now));
  } catch (error) {
    deps.log.error({ orderId, err: error }, 'the cancellation could not be claimed for the provider');
    return undefined;
  }
  if (!claimed) return undefined;
  const { paymentId, idempotencyKey } = claimed;
  if (paymentId === null || idempotencyKey === null)
    return deps.transaction((tx) => recordSettlement(tx, orderId, 'NOTHING_HELD', null, now));
  try {
    const { outcome, operationId } = await giveBackAtProvider(deps.provider, {
      ...claimed,
      paymentId,
      idempotencyKey,
    });
    return await deps.transaction((tx) => recordSettlement(tx, orderId, outcome, operationId, now));
  } catch (error) {
    deps.log.error(
      { orderId, paymentId, err: error },
      'the provider did not give back a cancelled order: the status check tries again',
    );
    return claimed;
  }
}

/** Cancellations the provider has not confirmed, cancelled before `olderThan`, no live claim on them. */
export async function listUnsettledCancellations(
  executor: Executor,
  { olderThan, now, limit }: { olderThan: Date; now: Date; limit: number },
) {
  return executor
    .select({ cancellation: orderCancellations, orderNumber: orders.orderNumber })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
    .where(
      and(
        isNull(orderCancellations.settledAt),
        lt(orderCancellations.cancelledAt, olderThan),
        staleClaim(now),
      ),
    )
    .orderBy(asc(orderCancellations.cancelledAt))
    .limit(limit);
}

/** The status check's round: finishes what a crash (or an unreachable provider) left unsettled. */
export async function settleUnsettledCancellations(
  deps: SettlementDependencies & { db: Executor },
  { olderThan, now, limit }: { olderThan: Date; now: Date; limit: number },
) {
  let settled = 0;
  for (const { cancellation } of await listUnsettledCancellations(deps.db, { olderThan, now, limit })) {
    if ((await settleCancellation(deps, cancellation.orderId, now))?.settledAt) settled += 1;
  }
  return settled;
}
