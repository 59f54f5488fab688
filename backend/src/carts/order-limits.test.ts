import { describe, expect, it } from 'vitest';
import { orderLimitCodes } from '../schemas/cart.js';
import { orderLimitProblems } from './order-limits.js';
import { orderConfig } from '../../../tests/storefront/cart-test-support.js';

// The seed's pickup limits: at least 20 EUR, at most 1,000 EUR.
const config = orderConfig({ minOrderValueCC: 2000, maxOrderValueCC: 100_000 });

const pickupCart = (totalArticlePrice: number, orderValue: number) => ({
  mode: 'REGULAR' as const,
  weight: 1000,
  priceInfo: { totalArticlePrice, orderValue } as never,
  distributionAddress: { distributionType: 'CLICK_AND_COLLECT' } as never,
});

describe('order limits (§5, decision 0076)', () => {
  it('judges the minimum by the Einkaufswert, so a welcome voucher never blocks a basket', () => {
    // Issue 38: a new customer's pickup basket of 21.13 with the shop's 5 EUR voucher.
    expect(orderLimitProblems(pickupCart(2113, 1613), config)).toEqual([]);
    expect(orderLimitProblems(pickupCart(1999, 1999), config)).toEqual([
      orderLimitCodes.orderValueBelowMinimum,
    ]);
  });

  it('judges the maximum by the same value', () => {
    expect(orderLimitProblems(pickupCart(100_001, 99_000), config)).toEqual([
      orderLimitCodes.orderValueAboveMaximum,
    ]);
  });
});
