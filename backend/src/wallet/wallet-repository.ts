import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { customers } from '../db/schema/customers.js';
import { giftCards } from '../db/schema/gift-cards.js';
import { ConflictError, InvalidDataError, NotFoundError } from '../errors.js';
import { giftCardErrorCodes, type GiftCard, type Wallet } from '../schemas/wallet.js';
import {
  formatGiftCardCode,
  hashGiftCardCode,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-codes.js';

// §7 the wallet calls (decision 0074). Every query is filtered by tenant and customer.

export type WalletOwner = { tenantId: string; customerId: string };
type GiftCardRow = typeof giftCards.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 1001 for a card id that cannot be one. */
export function giftCardIdOf(reference: string): string {
  if (!uuidPattern.test(reference))
    throw new InvalidDataError('This is not a gift card reference', {
      code: giftCardErrorCodes.referenceInvalid,
      details: { field: 'id' },
    });
  return reference.toLowerCase();
}

function giftCardOf(row: GiftCardRow, now: Date): GiftCard {
  return {
    id: row.id,
    methodKey: 'gift-card',
    brandName: 'GIFTCARD',
    type: 'gift-card',
    codeEnding: row.codeLast4,
    balance: row.balance,
    initialBalance: row.initialBalance,
    currency: row.currency,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

export async function findWallet(
  executor: Executor,
  owner: WalletOwner,
  { maxGiftCards, currency }: { maxGiftCards: number; currency: string },
  now: Date = new Date(),
): Promise<Wallet> {
  const rows = await executor
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, owner.tenantId), eq(giftCards.customerId, owner.customerId)))
    .orderBy(asc(giftCards.expiresAt), asc(giftCards.id));
  const cards = rows.map((row) => giftCardOf(row, now));
  const balance = cards.filter((card) => !card.expired).reduce((sum, card) => sum + card.balance, 0);
  return { balance, currency, giftCards: cards, maxGiftCards };
}

/**
 * PUT /api/customers/digital-wallet/gift-card. The customer's row is locked first, so two links
 * at once cannot both pass the maximum; the card is taken by one conditional UPDATE.
 */
export async function linkGiftCard(
  tx: Transaction,
  owner: WalletOwner,
  code: string,
  { maxGiftCards }: { maxGiftCards: number },
  now: Date = new Date(),
): Promise<void> {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized)
    throw new InvalidDataError('This is not a gift card code', {
      code: giftCardErrorCodes.referenceInvalid,
      details: { field: 'code' },
    });
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.tenantId, owner.tenantId)))
    .for('update');
  if (!customer)
    throw new NotFoundError('The customer does not exist', { code: giftCardErrorCodes.customerUnknown });
  const codeHash = hashGiftCardCode(normalized);
  const [card] = await tx
    .select({ id: giftCards.id, customerId: giftCards.customerId })
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, owner.tenantId), eq(giftCards.codeHash, codeHash)));
  if (!card)
    throw new NotFoundError('There is no gift card with this code', {
      code: giftCardErrorCodes.unknown,
      details: { field: 'code' },
    });
  if (card.customerId === owner.customerId) return;
  if (card.customerId !== null) throw linkedToAnother();
  const [{ linked = 0 } = {}] = await tx
    .select({ linked: count() })
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, owner.tenantId), eq(giftCards.customerId, owner.customerId)));
  if (linked >= maxGiftCards)
    throw new ConflictError(`A wallet holds at most ${maxGiftCards} gift cards`, {
      code: giftCardErrorCodes.customerMaximum,
      details: { field: 'code', maxGiftCards },
    });
  const [taken] = await tx
    .update(giftCards)
    .set({ customerId: owner.customerId, linkedAt: now })
    .where(and(eq(giftCards.id, card.id), isNull(giftCards.customerId)))
    .returning({ id: giftCards.id });
  if (!taken) throw linkedToAnother();
}

// Decision 0074: said to the one who holds the code anyway; nothing of the card or its owner.
const linkedToAnother = () =>
  new ConflictError('This gift card is linked to another customer', {
    code: giftCardErrorCodes.linkedToAnother,
    details: { field: 'code' },
  });

/** DELETE /api/customers/digital-wallet/gift-card/{id}: 1003 for any card not in this wallet. */
export async function unlinkGiftCard(executor: Executor, owner: WalletOwner, reference: string) {
  const id = giftCardIdOf(reference);
  const [unlinked] = await executor
    .update(giftCards)
    .set({ customerId: null, linkedAt: null })
    .where(
      and(
        eq(giftCards.id, id),
        eq(giftCards.tenantId, owner.tenantId),
        eq(giftCards.customerId, owner.customerId),
      ),
    )
    .returning({ id: giftCards.id });
  if (!unlinked)
    throw new NotFoundError('This gift card is not in your wallet', {
      code: giftCardErrorCodes.notLinked,
      details: { field: 'id' },
    });
}

/** Issues a card with a new random code; answers the code, which is kept only as its hash. */
export async function issueGiftCard(
  executor: Executor,
  card: { tenantId: string; balance: number; currency: string; expiresAt: Date; code?: string },
): Promise<{ id: string; code: string }> {
  const normalized = normalizeGiftCardCode(card.code ?? newGiftCardCode());
  if (!normalized) throw new Error('gift card code of the wrong format');
  const [issued] = await executor
    .insert(giftCards)
    .values({
      tenantId: card.tenantId,
      codeHash: hashGiftCardCode(normalized),
      codeLast4: normalized.slice(-4),
      initialBalance: card.balance,
      balance: card.balance,
      currency: card.currency,
      expiresAt: card.expiresAt,
    })
    .returning({ id: giftCards.id });
  if (!issued) throw new Error('gift card not issued');
  return { id: issued.id, code: formatGiftCardCode(normalized) };
}

/** The wallet's card the shopper chose at checkout: 264 unless it is linked to them now. */
export async function findLinkedGiftCard(executor: Executor, owner: WalletOwner, reference: string) {
  const [card] = await executor
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.id, reference),
        eq(giftCards.tenantId, owner.tenantId),
        eq(giftCards.customerId, owner.customerId),
      ),
    );
  return card;
}
