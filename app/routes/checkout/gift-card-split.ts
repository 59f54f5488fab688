import type { TFunction } from 'i18next';
import type { GiftCard } from '../../../backend/src/schemas/wallet.js';

// Issue 34 (decision 0074): a gift card of the wallet pays part or all of the order, the chosen
// method the rest. The browser and the server compute the split with these same functions; the
// server checks the choice against the wallet and the total it reads itself.

/** A card that can pay now: not expired, with something on it. */
export type PayingGiftCard = Pick<GiftCard, 'id' | 'codeEnding' | 'balance'>;

export function payingGiftCardsOf(cards: GiftCard[]): PayingGiftCard[] {
  return cards
    .filter((card) => !card.expired && card.balance > 0)
    .map(({ id, codeEnding, balance }) => ({ id, codeEnding, balance }));
}

/** What the card pays unless the shopper lowers it: as much of the total as it holds. */
export function defaultGiftCardAmount(card: PayingGiftCard, total: number): number {
  return Math.min(card.balance, total);
}

// Euros with at most two decimals, a comma or a point; at most 999 999,99.
const amountPattern = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** The typed amount in minor units, or null when it is not an amount with at most two decimals. */
export function parseGiftCardAmount(typed: string): number | null {
  const match = amountPattern.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount as the field shows it, in the shop's number format without grouping (12,50). */
export function giftCardAmountText(minorUnits: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minorUnits / 100);
}

/** What the form posts about the gift card (all optional: the card is a choice). */
export type GiftCardFields = {
  giftCardUse?: string;
  giftCardId?: string;
  giftCardAmount?: string;
};

export type GiftCardSplit = { cardId: string; amount: number; rest: number };

export type GiftCardCheck =
  | { status: 'none' }
  | { status: 'split'; split: GiftCardSplit }
  | { status: 'invalid'; fieldErrors: Partial<Record<'giftCardId' | 'giftCardAmount', string[]>> };

/**
 * The gift card's part of the choice, checked against the wallet's cards and the order's total:
 * a card of the wallet, an amount above 0, at most the total and the card's balance, two decimals.
 */
export function checkGiftCardChoice(
  fields: GiftCardFields,
  {
    cards,
    total,
    money,
    t,
  }: { cards: PayingGiftCard[]; total: number; money: (n: number) => string; t: TFunction },
): GiftCardCheck {
  if (fields.giftCardUse !== 'on' || cards.length === 0) return { status: 'none' };
  const card = cards.length === 1 ? cards[0] : cards.find((candidate) => candidate.id === fields.giftCardId);
  if (!card) return { status: 'invalid', fieldErrors: { giftCardId: [t('giftCardCheckout.chooseCard')] } };
  const typed = fields.giftCardAmount?.trim() ?? '';
  const amount = typed === '' ? null : parseGiftCardAmount(typed);
  const refuse = (message: string): GiftCardCheck => ({
    status: 'invalid',
    fieldErrors: { giftCardAmount: [message] },
  });
  if (typed === '') return refuse(t('giftCardCheckout.amountRequired'));
  if (amount === null) return refuse(t('giftCardCheckout.amountFormat'));
  if (amount <= 0) return refuse(t('giftCardCheckout.amountPositive'));
  if (amount > total) return refuse(t('giftCardCheckout.amountAboveTotal', { total: money(total) }));
  if (amount > card.balance)
    return refuse(t('giftCardCheckout.amountAboveBalance', { balance: money(card.balance) }));
  return { status: 'split', split: { cardId: card.id, amount, rest: total - amount } };
}

/**
 * The split the page showed, posted back with the pay button: the server pays only when it is
 * the split the choice comes to now (decision 0078), so nobody is charged an amount not shown.
 */
export function shownSplitToken(check: GiftCardCheck): string {
  return check.status === 'split' ? `${check.split.cardId}:${check.split.amount}` : check.status;
}
