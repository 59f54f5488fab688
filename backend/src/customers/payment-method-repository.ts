import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { paymentMethodRequests, savedPaymentMethods } from '../db/schema/payment-methods.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { ProviderCardToken } from '../payments/token-calls.js';
import {
  paymentMethodErrorCodes,
  type SavedPaymentMethod,
  type SavedPaymentMethodList,
} from '../schemas/payment-methods.js';

// Decision 0075: the saved cards of a customer. Every query is filtered by tenant and customer,
// so a method of another customer is "not found"; the primary one changes under a lock on the
// customer's methods, and the partial unique index keeps it one.

export type Owner = { tenantId: string; customerId: string };
type MethodRow = typeof savedPaymentMethods.$inferSelect;

const ofOwner = (owner: Owner) =>
  and(eq(savedPaymentMethods.tenantId, owner.tenantId), eq(savedPaymentMethods.customerId, owner.customerId));

/** A card can pay through the last day of its expiry month (UTC). */
export function isExpired(row: Pick<MethodRow, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return row.expiryYear * 12 + (row.expiryMonth - 1) < thisMonth;
}

function toMethod(row: MethodRow, now: Date): SavedPaymentMethod {
  return {
    id: row.id,
    methodKey: 'credit-cards',
    paymentBrand: row.brandName,
    maskedCardNumber: row.maskedNumber,
    cardExpiryMonth: row.expiryMonth,
    cardExpiryYear: row.expiryYear,
    isPrimary: row.isPrimary,
    expired: isExpired(row, now),
  };
}

export async function listPaymentMethods(
  executor: Executor,
  owner: Owner,
  now: Date = new Date(),
): Promise<SavedPaymentMethodList> {
  const rows = await executor
    .select()
    .from(savedPaymentMethods)
    .where(and(ofOwner(owner), isNull(savedPaymentMethods.deletingAt)))
    .orderBy(
      desc(savedPaymentMethods.isPrimary),
      desc(savedPaymentMethods.createdAt),
      asc(savedPaymentMethods.id),
    );
  const methods = rows.map((row) => toMethod(row, now));
  const inactiveMethods = methods.filter((method) => method.expired);
  return {
    activeMethods: methods.filter((method) => !method.expired),
    inactiveMethods,
    hasInactiveMethods: inactiveMethods.length > 0,
  };
}

/** Serialises changes of one customer's primary method (two set-primary calls at once). */
async function lockMethodsOf(tx: Transaction, owner: Owner) {
  await tx
    .select({ id: savedPaymentMethods.id })
    .from(savedPaymentMethods)
    .where(ofOwner(owner))
    .for('update');
}

async function makePrimaryLocked(tx: Transaction, owner: Owner, id: string) {
  await tx
    .update(savedPaymentMethods)
    .set({ isPrimary: false })
    .where(and(ofOwner(owner), eq(savedPaymentMethods.isPrimary, true), ne(savedPaymentMethods.id, id)));
  await tx
    .update(savedPaymentMethods)
    .set({ isPrimary: true })
    .where(and(ofOwner(owner), eq(savedPaymentMethods.id, id)));
}

/**
 * Keeps a card once per customer and token, however often or at once it is called; the first
 * card of a customer, or one asked for, becomes primary. Answers the method's id.
 */
export async function storePaymentMethod(
  tx: Transaction,
  owner: Owner,
  token: ProviderCardToken,
  setPrimary: boolean,
): Promise<string> {
  await lockMethodsOf(tx, owner);
  await tx
    .insert(savedPaymentMethods)
    .values({
      ...owner,
      providerTokenId: token.tokenId,
      methodKey: 'credit-cards',
      brandName: token.brandName,
      maskedNumber: token.maskedNumber,
      expiryMonth: token.expiryMonth,
      expiryYear: token.expiryYear,
    })
    .onConflictDoNothing({ target: [savedPaymentMethods.customerId, savedPaymentMethods.providerTokenId] });
  const [stored] = await tx
    .select({ id: savedPaymentMethods.id })
    .from(savedPaymentMethods)
    .where(and(ofOwner(owner), eq(savedPaymentMethods.providerTokenId, token.tokenId)));
  if (!stored) throw new Error('the saved payment method vanished while it was stored');
  const [primary] = await tx
    .select({ id: savedPaymentMethods.id })
    .from(savedPaymentMethods)
    .where(and(ofOwner(owner), eq(savedPaymentMethods.isPrimary, true)));
  if (setPrimary || !primary) await makePrimaryLocked(tx, owner, stored.id);
  return stored.id;
}

async function findLiveMethod(executor: Executor, owner: Owner, id: string) {
  const [row] = await executor
    .select()
    .from(savedPaymentMethods)
    .where(and(ofOwner(owner), eq(savedPaymentMethods.id, id), isNull(savedPaymentMethods.deletingAt)));
  if (!row)
    throw new NotFoundError('No such payment method of this customer', {
      code: paymentMethodErrorCodes.notFound,
    });
  return row;
}

export async function findPaymentMethod(executor: Executor, owner: Owner, id: string, now = new Date()) {
  return toMethod(await findLiveMethod(executor, owner, id), now);
}

export async function makePaymentMethodPrimary(tx: Transaction, owner: Owner, id: string) {
  await lockMethodsOf(tx, owner);
  await findLiveMethod(tx, owner, id);
  await makePrimaryLocked(tx, owner, id);
}

/** The card a checkout may pay with: this customer's, not being deleted, not expired. */
export async function usablePaymentMethod(executor: Executor, owner: Owner, id: string, now = new Date()) {
  const row = await findLiveMethod(executor, owner, id);
  if (isExpired(row, now))
    throw new ConflictError('This card has expired', {
      code: paymentMethodErrorCodes.expired,
      details: { field: 'savedPaymentMethodId' },
    });
  return row;
}

/**
 * First step of a deletion: the method is hidden and unusable at once, and the next one becomes
 * primary. Answers the provider's token to delete; a deletion a crash interrupted is found again
 * (deletingAt set) and finished by the next call.
 */
export async function markPaymentMethodDeleting(tx: Transaction, owner: Owner, id: string, now = new Date()) {
  await lockMethodsOf(tx, owner);
  const [marked] = await tx
    .update(savedPaymentMethods)
    .set({
      deletingAt: sql`coalesce(${savedPaymentMethods.deletingAt}, ${now.toISOString()}::timestamptz)`,
      isPrimary: false,
    })
    .where(and(ofOwner(owner), eq(savedPaymentMethods.id, id)))
    .returning({
      tokenId: savedPaymentMethods.providerTokenId,
      wasPrimary: sql<boolean>`${savedPaymentMethods.isPrimary}`,
    });
  if (!marked)
    throw new NotFoundError('No such payment method of this customer', {
      code: paymentMethodErrorCodes.notFound,
    });
  const [next] = await tx
    .select({ id: savedPaymentMethods.id, isPrimary: savedPaymentMethods.isPrimary })
    .from(savedPaymentMethods)
    .where(and(ofOwner(owner), isNull(savedPaymentMethods.deletingAt)))
    .orderBy(desc(savedPaymentMethods.isPrimary), desc(savedPaymentMethods.createdAt))
    .limit(1);
  if (next && !next.isPrimary) await makePrimaryLocked(tx, owner, next.id);
  return marked.tokenId;
}

/** Second step, once the provider deleted the token. */
export async function removeDeletedPaymentMethod(executor: Executor, owner: Owner, id: string) {
  await executor
    .delete(savedPaymentMethods)
    .where(
      and(ofOwner(owner), eq(savedPaymentMethods.id, id), sql`${savedPaymentMethods.deletingAt} is not null`),
    );
}

/**
 * Deletions a crash interrupted (decision 0079): marked before `olderThan`, their token perhaps
 * still at the provider. The status check finishes them when the shopper does not call again.
 */
export async function listUnfinishedDeletions(
  executor: Executor,
  { olderThan, limit }: { olderThan: Date; limit?: number },
) {
  const query = executor
    .select({
      id: savedPaymentMethods.id,
      tenantId: savedPaymentMethods.tenantId,
      customerId: savedPaymentMethods.customerId,
      tokenId: savedPaymentMethods.providerTokenId,
      deletingAt: savedPaymentMethods.deletingAt,
    })
    .from(savedPaymentMethods)
    .where(lt(savedPaymentMethods.deletingAt, olderThan))
    .orderBy(asc(savedPaymentMethods.deletingAt));
  return limit === undefined ? query : query.limit(limit);
}

export async function recordPaymentMethodRequest(
  executor: Executor,
  request: Owner & { hostedCheckoutId: string; purpose: 'ORDER' | 'ADD'; setPrimary: boolean },
) {
  await executor.insert(paymentMethodRequests).values(request);
}

export async function findPaymentMethodRequest(executor: Executor, hostedCheckoutId: string) {
  const [request] = await executor
    .select()
    .from(paymentMethodRequests)
    .where(eq(paymentMethodRequests.hostedCheckoutId, hostedCheckoutId));
  return request;
}

export async function markPaymentMethodRequestStored(
  tx: Transaction,
  hostedCheckoutId: string,
  now = new Date(),
) {
  await tx
    .update(paymentMethodRequests)
    .set({ storedAt: now })
    .where(
      and(
        eq(paymentMethodRequests.hostedCheckoutId, hostedCheckoutId),
        isNull(paymentMethodRequests.storedAt),
      ),
    );
}
