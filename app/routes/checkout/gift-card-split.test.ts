import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  checkGiftCardChoice,
  defaultGiftCardAmount,
  giftCardAmountText,
  parseGiftCardAmount,
  shownSplitToken,
} from './gift-card-split';

// Issue 34: the gift card / rest split the page shows and the action checks.

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
const money = (minorUnits: number) => `€${minorUnits}`;
const small = { id: '11111111-1111-4111-8111-111111111111', codeEnding: 'QZEZ', balance: 2500 };
const large = { id: '22222222-2222-4222-8222-222222222222', codeEnding: 'G2WD', balance: 10_000 };

describe('the gift card amount', () => {
  it('reads euros with a comma or a point and at most two decimals', () => {
    expect(parseGiftCardAmount('12,50')).toBe(1250);
    expect(parseGiftCardAmount(' 12.5 ')).toBe(1250);
    expect(parseGiftCardAmount('12')).toBe(1200);
    expect(parseGiftCardAmount('0,07')).toBe(7);
    for (const typed of ['12,505', '-1', '1.000,00', '1e3', '', '12,', '€ 12', '1234567'])
      expect(parseGiftCardAmount(typed), typed).toBeNull();
  });

  it('defaults to as much of the total as the card holds, written as the shop writes numbers', () => {
    expect(defaultGiftCardAmount(small, 4137)).toBe(2500);
    expect(defaultGiftCardAmount(large, 4137)).toBe(4137);
    expect(giftCardAmountText(4137, 'de-AT')).toBe('41,37');
    expect(giftCardAmountText(123_456, 'en-GB')).toBe('1234.56');
  });
});

describe('checking the gift card choice against the wallet and the total', () => {
  const context = { cards: [small, large], total: 4137, money, t };

  it('is no gift card unless the shopper ticked it, or has no card that can pay', () => {
    expect(checkGiftCardChoice({ giftCardId: small.id, giftCardAmount: '10' }, context)).toEqual({
      status: 'none',
    });
    expect(checkGiftCardChoice({ giftCardUse: 'on' }, { ...context, cards: [] })).toEqual({ status: 'none' });
  });

  it('splits the total into the card’s part and the rest', () => {
    const check = checkGiftCardChoice(
      { giftCardUse: 'on', giftCardId: large.id, giftCardAmount: '20,68' },
      context,
    );
    expect(check).toEqual({ status: 'split', split: { cardId: large.id, amount: 2068, rest: 2069 } });
    expect(shownSplitToken(check)).toBe(`${large.id}:2068`);
    // The only card needs no choosing.
    expect(
      checkGiftCardChoice({ giftCardUse: 'on', giftCardAmount: '41,37' }, { ...context, cards: [large] }),
    ).toEqual({ status: 'split', split: { cardId: large.id, amount: 4137, rest: 0 } });
  });

  it('refuses a missing card, and an amount that is empty, malformed, zero, above the total or the balance', () => {
    const on = { giftCardUse: 'on' };
    expect(checkGiftCardChoice({ ...on, giftCardId: 'elsewhere', giftCardAmount: '1' }, context)).toEqual({
      status: 'invalid',
      fieldErrors: { giftCardId: ['giftCardCheckout.chooseCard'] },
    });
    const amountError = (giftCardAmount: string) => {
      const check = checkGiftCardChoice({ ...on, giftCardId: small.id, giftCardAmount }, context);
      return check.status === 'invalid' ? check.fieldErrors.giftCardAmount : check;
    };
    expect(amountError(' ')).toEqual(['giftCardCheckout.amountRequired']);
    expect(amountError('12,345')).toEqual(['giftCardCheckout.amountFormat']);
    expect(amountError('0,00')).toEqual(['giftCardCheckout.amountPositive']);
    expect(amountError('41,38')).toEqual(['giftCardCheckout.amountAboveTotal {"total":"€4137"}']);
    expect(amountError('25,01')).toEqual(['giftCardCheckout.amountAboveBalance {"balance":"€2500"}']);
    expect(amountError('25')).toMatchObject({ status: 'split' });
    expect(shownSplitToken(checkGiftCardChoice({ ...on, giftCardId: small.id }, context))).toBe('invalid');
  });
});
