import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { giftCards, giftCardTransactions } from '../db/schema/gift-cards.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { giftCardErrorCodes, giftCardPaymentCodes } from '../schemas/wallet.js';

// Decision 0074: a gift card's balance changes only here, each time by one conditional UPDATE in
// the same statement or transaction as its ledger row, whose key is unique. A debit is HELD while
// the rest is paid on the provider's page, SPENT with the order, RELEASED when that payment came
// to nothing, CREDITED when the order is cancelled or refunded; each change of state is a
// conditional UPDATE of the debit's row, so a release and an order at once cannot both win.

export type GiftCardDebit = {
  tenantId: string;
  customerId: string;
  giftCardId: string;
  amount: number;
  transactionKey: string;
  cartId: string;
  /** The rest's hosted checkout: the debit is HELD until its order; null: SPENT at once. */
  hostedCheckoutId: string | null;
};

export type HeldGiftCardPart = { giftCardId: string; amount: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const missing = () =>
  new ConflictError('The gift card is not in your wallet', {
    code: giftCardPaymentCodes.missing,
    details: { field: 'giftCard' },
  });

const keyConflict = () =>
  new ConflictError('This transaction key was used for another payment', {
    code: giftCardErrorCodes.transactionConflict,
    details: { field: 'giftCard' },
  });

/** The debit's card while it is in the customer's wallet. */
async function linkedCardOf(tx: Transaction, debit: GiftCardDebit) {
  const [card] = await tx
    .select({ balance: giftCards.balance, expiresAt: giftCards.expiresAt })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.id, debit.giftCardId),
        eq(giftCards.tenantId, debit.tenantId),
        eq(giftCards.customerId, debit.customerId),
      ),
    );
  return card;
}

/** Why a debit did not go through: 264 not in the wallet, 260 expired, 261 not enough on it. */
async function refusalOf(tx: Transaction, debit: GiftCardDebit, now: Date) {
  const card = await linkedCardOf(tx, debit);
  if (!card) return missing();
  if (card.expiresAt <= now)
    return new InvalidDataError('The gift card has expired', {
      code: giftCardPaymentCodes.invalid,
      details: { field: 'giftCard', reason: 'EXPIRED' },
    });
  return new ConflictError('The gift card does not cover this amount', {
    code: giftCardPaymentCodes.notCovered,
    details: { field: 'giftCard', balance: card.balance },
  });
}

/**
 * The debit made before under the same key, when it was for the same card, amount and cart and
 * is not given back; 1005 when the key was used for anything else.
 */
export async function repeatedDebitOf(tx: Transaction, debit: GiftCardDebit): Promise<string | null> {
  const [earlier] = await tx
    .select()
    .from(giftCardTransactions)
    .where(
      and(
        eq(giftCardTransactions.tenantId, debit.tenantId),
        eq(giftCardTransactions.transactionKey, debit.transactionKey),
      ),
    );
  if (!earlier) return null;
  const same =
    earlier.kind === 'DEBIT' &&
    earlier.giftCardId === debit.giftCardId.toLowerCase() &&
    earlier.amount === debit.amount &&
    earlier.cartId === debit.cartId &&
    (earlier.state === 'HELD' || earlier.state === 'SPENT');
  if (!same) throw keyConflict();
  return earlier.id;
}

/**
 * Whether the card could pay `amount` now, counting back what older pages of the same cart hold
 * (they are released when the new page is stored): the refusal a debit would meet, without one.
 */
export async function checkGiftCardCanPay(tx: Transaction, debit: GiftCardDebit, now: Date = new Date()) {
  if (!uuidPattern.test(debit.giftCardId)) throw missing();
  if (await repeatedDebitOf(tx, debit)) return;
  const card = await linkedCardOf(tx, debit);
  const [held] = await tx
    .select({ amount: sql<number>`coalesce(sum(${giftCardTransactions.amount}), 0)::int`.mapWith(Number) })
    .from(giftCardTransactions)
    .where(
      and(
        eq(giftCardTransactions.giftCardId, debit.giftCardId),
        eq(giftCardTransactions.cartId, debit.cartId),
        eq(giftCardTransactions.state, 'HELD'),
      ),
    );
  if (!card || card.expiresAt <= now || card.balance + (held?.amount ?? 0) < debit.amount)
    throw await refusalOf(tx, debit, now);
}

/**
 * Takes `amount` off a card linked to the customer by one conditional UPDATE, once per
 * transaction key: the same key for the same payment answers the debit made before.
 */
export async function debitGiftCard(
  tx: Transaction,
  debit: GiftCardDebit,
  now: Date = new Date(),
): Promise<{ id: string; repeated: boolean }> {
  if (!uuidPattern.test(debit.giftCardId)) throw missing();
  const repeated = await repeatedDebitOf(tx, debit);
  if (repeated) return { id: repeated, repeated: true };
  const [taken] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${debit.amount}` })
    .where(
      and(
        eq(giftCards.id, debit.giftCardId),
        eq(giftCards.tenantId, debit.tenantId),
        eq(giftCards.customerId, debit.customerId),
        gt(giftCards.expiresAt, now),
        gte(giftCards.balance, debit.amount),
      ),
    )
    .returning({ id: giftCards.id });
  if (!taken) throw await refusalOf(tx, debit, now);
  const [recorded] = await tx
    .insert(giftCardTransactions)
    .values({
      tenantId: debit.tenantId,
      giftCardId: taken.id,
      kind: 'DEBIT',
      amount: debit.amount,
      transactionKey: debit.transactionKey,
      cartId: debit.cartId,
      hostedCheckoutId: debit.hostedCheckoutId,
      state: debit.hostedCheckoutId === null ? 'SPENT' : 'HELD',
    })
    .onConflictDoNothing()
    .returning({ id: giftCardTransactions.id });
  // The same key at the same moment from another call: this one's transaction rolls back.
  if (!recorded) throw keyConflict();
  return { id: recorded.id, repeated: false };
}

/** A repeated key's debit now pays the newer hosted checkout of the same cart. */
export async function moveHeldDebit(tx: Transaction, debitId: string, hostedCheckoutId: string) {
  const [moved] = await tx
    .update(giftCardTransactions)
    .set({ hostedCheckoutId })
    .where(and(eq(giftCardTransactions.id, debitId), eq(giftCardTransactions.state, 'HELD')))
    .returning({ id: giftCardTransactions.id });
  if (!moved) throw keyConflict();
}

/**
 * With the order of a hosted checkout: its held debit becomes SPENT. Answers null when the rest
 * paid everything; 264 when the gift card's part was released meanwhile (the payment is given back).
 */
export async function spendHeldDebit(
  tx: Transaction,
  { cartId, hostedCheckoutId, amount }: { cartId: string; hostedCheckoutId: string; amount: number },
): Promise<HeldGiftCardPart | null> {
  if (amount <= 0) return null;
  const [spent] = await tx
    .update(giftCardTransactions)
    .set({ state: 'SPENT' })
    .where(
      and(
        eq(giftCardTransactions.kind, 'DEBIT'),
        eq(giftCardTransactions.cartId, cartId),
        eq(giftCardTransactions.hostedCheckoutId, hostedCheckoutId),
        eq(giftCardTransactions.amount, amount),
        eq(giftCardTransactions.state, 'HELD'),
      ),
    )
    .returning({ giftCardId: giftCardTransactions.giftCardId, amount: giftCardTransactions.amount });
  if (!spent) throw missing();
  return spent;
}

/**
 * One statement: debits in `from` state matching `where` change to `to`, a ledger row of `kind`
 * records each, and their amounts go back onto the cards. Answers how many were given back.
 */
async function giveBackDebits(
  executor: Executor,
  {
    from,
    to,
    kind,
    where,
  }: { from: 'HELD' | 'SPENT'; to: 'RELEASED' | 'CREDITED'; kind: 'RELEASE' | 'CREDIT'; where: SQL },
): Promise<number> {
  const prefix = kind === 'RELEASE' ? 'release:' : 'credit:';
  const result = await executor.execute(sql`
    with candidates as (
      select d.id from gift_card_transactions d
      left join payment_attempts a on a.hosted_checkout_id = d.hosted_checkout_id
      left join carts c on c.id = d.cart_id
      where d.kind = 'DEBIT' and d.state = ${from} and (${where})
      for update of d skip locked
    ),
    given as (
      update gift_card_transactions t set state = ${to}
      from candidates where t.id = candidates.id and t.state = ${from}
      returning t.id, t.tenant_id, t.gift_card_id, t.amount, t.cart_id, t.hosted_checkout_id
    ),
    ledger as (
      insert into gift_card_transactions
        (tenant_id, gift_card_id, kind, amount, transaction_key, cart_id, hosted_checkout_id, reverses_id)
      select tenant_id, gift_card_id, ${kind}, amount, ${prefix} || id::text, cart_id, hosted_checkout_id, id
      from given
      returning id
    ),
    restored as (
      update gift_cards g set balance = g.balance + back.amount
      from (select gift_card_id, sum(amount)::int as amount from given group by gift_card_id) back
      where g.id = back.gift_card_id
      returning g.id
    )
    select (select count(*) from ledger)::int as given, (select count(*) from restored)::int as cards
  `);
  // Both drivers answer `{ rows }`, which the shared type hides.
  const { rows } = result as unknown as { rows: { given: number }[] };
  return Number(rows[0]?.given ?? 0);
}

/**
 * Releases every held debit whose hosted checkout can no longer become an order: the provider's
 * payment was declined, cancelled or given back (the attempt settled so), or the cart no longer
 * waits for that checkout (reset, a newer page, ordered another way). `scope` narrows it down.
 */
export function releaseAbandonedDebits(
  executor: Executor,
  scope: { cartId?: string; hostedCheckoutId?: string; customerId?: string } = {},
): Promise<number> {
  const narrowed = [
    scope.cartId ? sql`d.cart_id = ${scope.cartId}` : sql`true`,
    scope.hostedCheckoutId ? sql`d.hosted_checkout_id = ${scope.hostedCheckoutId}` : sql`true`,
    scope.customerId
      ? sql`d.gift_card_id in (select id from gift_cards where customer_id = ${scope.customerId})`
      : sql`true`,
  ];
  return giveBackDebits(executor, {
    from: 'HELD',
    to: 'RELEASED',
    kind: 'RELEASE',
    where: sql`d.hosted_checkout_id is not null
      and (a.outcome in ('CANCELLED', 'NOT_PAID') or c.id is null
        or c.payment_hosted_checkout_id is distinct from d.hosted_checkout_id)
      and ${sql.join(narrowed, sql` and `)}`,
  });
}

/**
 * A picked order whose final bill came to less than its gift card paid (decision 0088): the
 * difference goes back onto the card, once per order (the key is the order's), in the caller's
 * transaction. Answers the amount credited.
 */
export async function creditGiftCardRestOfOrder(
  executor: Executor,
  { cartIdOfOrder, orderId, amount }: { cartIdOfOrder: string; orderId: string; amount: number },
): Promise<number> {
  if (amount <= 0) return 0;
  const result = await executor.execute(sql`
    with debit as (
      select d.id, d.tenant_id, d.gift_card_id, d.cart_id from gift_card_transactions d
      where d.kind = 'DEBIT' and d.state = 'SPENT' and d.cart_id = ${cartIdOfOrder} and d.amount >= ${amount}
      order by d.amount desc limit 1
    ),
    ledger as (
      insert into gift_card_transactions (tenant_id, gift_card_id, kind, amount, transaction_key, cart_id, reverses_id)
      select tenant_id, gift_card_id, 'CREDIT', ${amount}, ${`picked:${orderId}`}, cart_id, id from debit
      on conflict do nothing
      returning gift_card_id, amount
    ),
    restored as (
      update gift_cards g set balance = g.balance + ledger.amount from ledger
      where g.id = ledger.gift_card_id
      returning g.id
    )
    select coalesce((select sum(amount) from ledger), 0)::int as credited
  `);
  // Both drivers answer `{ rows }`, which the shared type hides.
  const { rows } = result as unknown as { rows: { credited: number }[] };
  return Number(rows[0]?.credited ?? 0);
}

/**
 * A cancelled or refunded order: what gift cards paid of it goes back onto them, once. The shop
 * has no order cancellation yet; this is what it calls (tested on its own).
 */
export function creditGiftCardsOfOrder(executor: Executor, cartIdOfOrder: string): Promise<number> {
  return giveBackDebits(executor, {
    from: 'SPENT',
    to: 'CREDITED',
    kind: 'CREDIT',
    where: sql`d.cart_id = ${cartIdOfOrder}`,
  });
}
