import { describe, expect, it } from 'vitest';
import { discountAmounts, linePrice, priceCart, type PricedLine, type PricingRules } from './price-cart.js';

const piece = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  quantity: 1,
  regularPrice: 199,
  loyaltyPrice: null,
  depositPrice: null,
  weightArticle: false,
  weightPieceArticle: false,
  averageWeightGrams: null,
  vatRate: 10,
  ...overrides,
});

const rules = (overrides: Partial<PricingRules> = {}): PricingRules => ({
  member: false,
  discounts: [],
  serviceFee: 499,
  freeOfChargeThreshold: 10_000,
  deliveryPass: false,
  serviceFeeTaxRate: 20,
  overAuthorizationPercentage: 10,
  coveredAmount: 0,
  ...overrides,
});

describe('linePrice', () => {
  it('prices pieces by count, weight articles per kg of their grams, weight pieces at their estimate', () => {
    expect(linePrice(piece({ quantity: 3 }), 199)).toBe(597);
    // 350 g at 12.90 per kg = 4.515, rounded half up
    expect(linePrice(piece({ weightArticle: true, quantity: 350 }), 1290)).toBe(452);
    // 2 melons of about 1.8 kg, each estimated at 2.68 (1.49 per kg)
    expect(linePrice(piece({ weightPieceArticle: true, averageWeightGrams: 1800, quantity: 2 }), 268)).toBe(
      536,
    );
  });
});

describe('priceCart', () => {
  it('adds articles, deposits and the service fee into the total', () => {
    const info = priceCart(
      [piece({ quantity: 2 }), piece({ regularPrice: 89, depositPrice: 29, quantity: 6, vatRate: 20 })],
      rules(),
    );
    expect(info.totalArticlePrice).toBe(2 * 199 + 6 * 89);
    expect(info.depositFees).toBe(6 * 29);
    expect(info.serviceFeesAfterDiscount).toBe(499);
    expect(info.total).toBe(932 + 174 + 499);
    expect(info.overAuthorizationAmount).toBe(0);
    expect(info.totalWithSurcharge).toBe(info.total);
  });

  it('gives members the loyalty price and counts the difference as savings', () => {
    const lines = [piece({ quantity: 2, regularPrice: 299, loyaltyPrice: 249 })];
    expect(priceCart(lines, rules()).totalArticlePrice).toBe(598);
    const member = priceCart(lines, rules({ member: true }));
    expect(member.totalArticlePrice).toBe(498);
    expect(member.savings).toBe(100);
    expect(member.totalSavings).toBe(100);
  });

  it('reports the VAT inside the gross prices per rate, the service fee at its own rate', () => {
    const info = priceCart(
      [piece({ regularPrice: 1100 }), piece({ regularPrice: 1200, vatRate: 20 })],
      rules(),
    );
    expect(info.vatByRate).toEqual([
      { rate: 10, amount: 100 },
      { rate: 20, amount: 200 + 83 },
    ]);
    expect(info.totalVat).toBe(383);
  });

  it('waives the service fee at the free threshold and with a delivery pass', () => {
    const atThreshold = priceCart([piece({ regularPrice: 10_000 })], rules());
    expect(atThreshold.serviceFees).toBe(499);
    expect(atThreshold.serviceFeesAfterDiscount).toBe(0);
    expect(atThreshold.totalSavings).toBe(499);
    expect(priceCart([piece({ regularPrice: 9_999 })], rules()).serviceFeesAfterDiscount).toBe(499);
    expect(priceCart([piece()], rules({ deliveryPass: true })).serviceFeesAfterDiscount).toBe(0);
    expect(priceCart([piece()], rules({ freeOfChargeThreshold: null })).serviceFeesAfterDiscount).toBe(499);
  });

  it('adds a delivery pass bought with the order to the total and its VAT, outside the Einkaufswert and the surcharge', () => {
    const weighed = piece({ weightArticle: true, quantity: 1000, regularPrice: 1000 });
    const without = priceCart([weighed], rules());
    const withPass = priceCart(
      [weighed],
      rules({ deliveryPass: true, deliveryPassLine: { price: 1990, vatRate: 20 } }),
    );
    expect(withPass.totalArticlePrice).toBe(without.totalArticlePrice);
    expect(withPass.serviceFeesAfterDiscount).toBe(0);
    expect(withPass.total).toBe(without.total - 499 + 1990);
    // 10 % reserved on the weighed goods only: 1000 → 1100, the pass as it is.
    expect(withPass.totalWithSurcharge).toBe(1100 + 1990);
    expect(withPass.vatByRate.find(({ rate }) => rate === 20)?.amount).toBe(332);
  });

  it('applies discounts to the articles only, never below zero, and judges the threshold before them', () => {
    const info = priceCart(
      [piece({ regularPrice: 10_500, depositPrice: 25 })],
      rules({ discounts: [{ kind: 'percent', percent: 10 }] }),
    );
    expect(info.discounts).toBe(1050);
    expect(info.orderValue).toBe(9450);
    // Decision 0076: the free threshold counts the Einkaufswert (10,500), not what the code left.
    expect(info.serviceFeesAfterDiscount).toBe(0);
    expect(info.total).toBe(9450 + 25);
    const below = priceCart(
      [piece({ regularPrice: 9_999 })],
      rules({ discounts: [{ kind: 'amount', amount: 1000 }] }),
    );
    expect(below.serviceFeesAfterDiscount).toBe(499);
    const huge = priceCart([piece()], rules({ discounts: [{ kind: 'amount', amount: 5000 }] }));
    expect(huge.orderValue).toBe(0);
    expect(huge.discounts).toBe(199);
  });

  it('takes each voucher or code off what the ones before it left, never more', () => {
    const offs = discountAmounts(2000, [
      { kind: 'percent', percent: 3 },
      { kind: 'amount', amount: 1000 },
      { kind: 'percent', percent: 10 },
      { kind: 'amount', amount: 5000 },
    ]);
    expect(offs).toEqual([60, 1000, 94, 846]);
    expect(offs.reduce((sum, off) => sum + off, 0)).toBe(2000);
  });

  it('never lets a welcome voucher make the basket dearer than without it (issue 38)', () => {
    // Goods of 54.08 with the shop's 10 EUR welcome voucher: the delivery stays free from 50.
    const goods = [piece({ regularPrice: 5408 })];
    const threshold = rules({ freeOfChargeThreshold: 5000 });
    const without = priceCart(goods, threshold);
    const withVoucher = priceCart(goods, { ...threshold, discounts: [{ kind: 'amount', amount: 1000 }] });
    expect(withVoucher.serviceFeesAfterDiscount).toBe(0);
    expect(withVoucher.total).toBe(without.total - 1000);
  });

  it('authorises weight articles with the surcharge of §9: total x (100 + percent) / 100', () => {
    const info = priceCart([piece({ weightArticle: true, quantity: 500, regularPrice: 1990 })], rules());
    expect(info.total).toBe(995 + 499);
    expect(info.overAuthorizationPercentage).toBe(10);
    expect(info.totalWithSurcharge).toBe(Math.round((1494 * 110) / 100));
    expect(info.overAuthorizationAmount).toBe(info.totalWithSurcharge - info.total);
  });

  it('subtracts what gift cards cover from what is still to pay', () => {
    const info = priceCart([piece({ regularPrice: 2000 })], rules({ coveredAmount: 1500 }));
    expect(info.coveredAmount).toBe(1500);
    expect(info.uncoveredAmountWithoutOverAuthorization).toBe(info.total - 1500);
    const over = priceCart([piece({ regularPrice: 2000 })], rules({ coveredAmount: 99_999 }));
    expect(over.coveredAmount).toBe(over.totalWithSurcharge);
    expect(over.uncoveredAmountWithOverAuthorization).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    const info = priceCart([], rules());
    expect(info.total).toBe(0);
    expect(info.serviceFees).toBe(0);
  });
});
