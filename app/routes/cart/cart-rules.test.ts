import { describe, expect, it } from 'vitest';
import {
  cartCodeMessageKey,
  cartNotices,
  checkoutBlockers,
  groupValidationErrors,
  guestContactMissing,
} from './cart-rules';
import { cart, cartAddress, orderConfig, priceInfo } from '../../../tests/storefront/cart-test-support';

const errors = (...codes: string[]) => codes.map((code) => ({ code, message: code }));

describe('validation groups (§8)', () => {
  it('puts every code in its group, in the groups order', () => {
    expect(groupValidationErrors(errors('141', '223', '031', '005', '999'), 'DELIVERY')).toEqual([
      { group: 'billingAddress', codes: ['031'] },
      { group: 'discountCode', codes: ['223'] },
      { group: 'distributionLocation', codes: ['005'] },
      { group: 'timeSlot', codes: ['141'] },
      { group: 'general', codes: ['999'] },
    ]);
  });

  it('shows missing e-mail and phone with the billing address for pickup, else with the location', () => {
    expect(groupValidationErrors(errors('006', '007'), 'CLICK_AND_COLLECT')).toEqual([
      { group: 'billingAddress', codes: ['006', '007'] },
    ]);
    expect(groupValidationErrors(errors('006', '007'), 'DELIVERY')).toEqual([
      { group: 'distributionLocation', codes: ['006', '007'] },
    ]);
  });
});

describe('texts of cart codes (§8)', () => {
  it('reads a known code by its own text and any other as the general one', () => {
    expect(cartCodeMessageKey('229')).toBe('cart.validation.229');
    expect(cartCodeMessageKey('CART_NOT_OPEN')).toBe('cart.validation.unknown');
  });
});

describe('cart notices (§5)', () => {
  const worth = (value: number, overrides = {}) =>
    cart({ priceInfo: priceInfo({ orderValue: value, totalArticlePrice: value }), ...overrides });

  it('tells how much is missing to the minimum order value, except in add-on mode', () => {
    expect(cartNotices(worth(1000), orderConfig()).minimumMissing).toEqual({ minimum: 2500, missing: 1500 });
    expect(cartNotices(worth(2500), orderConfig()).minimumMissing).toBeNull();
    expect(cartNotices(worth(1000, { mode: 'ADDON' }), orderConfig()).minimumMissing).toBeNull();
  });

  it('names the maximum weight and value when the cart is over them', () => {
    const heavy = worth(60000, { weight: 30001 });
    expect(cartNotices(heavy, orderConfig())).toMatchObject({ maximumWeight: 30000, maximumValue: 50000 });
    expect(cartNotices(worth(50000, { weight: 30000 }), orderConfig())).toMatchObject({
      maximumWeight: null,
      maximumValue: null,
    });
  });

  it('takes the limits of pickup when the shopper picks up; a missing limit means none', () => {
    const pickup = worth(100, {
      weight: 90000,
      distributionAddress: cartAddress({ distributionType: 'CLICK_AND_COLLECT', storeId: '2001' }),
    });
    expect(cartNotices(pickup, orderConfig())).toMatchObject({
      minimumMissing: null,
      maximumWeight: null,
      maximumValue: null,
    });
  });

  it('waives the service fee at the free threshold and tells what is missing below it', () => {
    expect(cartNotices(worth(5000), orderConfig()).freeService).toEqual({ met: true });
    expect(cartNotices(worth(4000), orderConfig()).freeService).toEqual({ met: false, missing: 1000 });
    expect(cartNotices(worth(4000, { freeOfChargeThreshold: null }), orderConfig()).freeService).toBeNull();
  });

  it('counts the Einkaufswert before vouchers for every threshold (decision 0076)', () => {
    // Issue 38: goods of 54.08 with a 10 EUR welcome voucher still deliver free.
    const voucher = cart({
      priceInfo: priceInfo({ totalArticlePrice: 5408, orderValue: 4408, discounts: 1000 }),
    });
    expect(cartNotices(voucher, orderConfig()).freeService).toEqual({ met: true });
    const small = cart({
      priceInfo: priceInfo({ totalArticlePrice: 2600, orderValue: 2100, discounts: 500 }),
    });
    expect(cartNotices(small, orderConfig()).minimumMissing).toBeNull();
  });

  it('tells no way to a free service when the service costs nothing anyway (issue 38)', () => {
    const pickup = (value: number) =>
      cart({
        priceInfo: priceInfo({ totalArticlePrice: value, serviceFees: 0, serviceFeesAfterDiscount: 0 }),
        distributionAddress: cartAddress({ distributionType: 'CLICK_AND_COLLECT', storeId: '2001' }),
      });
    expect(cartNotices(pickup(2931), orderConfig()).freeService).toBeNull();
    expect(cartNotices(pickup(6000), orderConfig()).freeService).toBeNull();
    const pass = cart({ priceInfo: priceInfo({ totalArticlePrice: 3000, serviceFeesAfterDiscount: 0 }) });
    expect(cartNotices(pass, orderConfig()).freeService).toBeNull();
  });
});

describe('what keeps a cart from checkout', () => {
  const within = cartNotices(
    cart({ priceInfo: priceInfo({ orderValue: 3000, totalArticlePrice: 3000 }) }),
    orderConfig(),
  );

  it('is nothing for a valid cart, nor for e-mail, phone and billing address asked at checkout', () => {
    expect(checkoutBlockers([], within, 'DELIVERY')).toEqual([]);
    expect(checkoutBlockers(errors('006', '007', '031'), within, 'DELIVERY')).toEqual([]);
  });

  it('names the missing minimum and each group of the other codes once', () => {
    const small = cartNotices(
      cart({ priceInfo: priceInfo({ orderValue: 1000, totalArticlePrice: 1000 }) }),
      orderConfig(),
    );
    expect(checkoutBlockers(errors('005', '140', '141', '223', '999'), small, 'DELIVERY')).toEqual([
      { reason: 'minimum', minimum: 2500, missing: 1500 },
      { reason: 'service' },
      { reason: 'timeSlot' },
      { reason: 'discountCode' },
      { reason: 'other' },
    ]);
  });

  it('still blocks on a limit code of the API the notices do not name', () => {
    expect(checkoutBlockers(errors('ORDER_VALUE_BELOW_MINIMUM'), within, 'DELIVERY')).toEqual([
      { reason: 'other' },
    ]);
  });
});

describe('a guest contact still missing (issue 38)', () => {
  it('is 006 or 007 and nothing else', () => {
    expect(guestContactMissing(errors('006'))).toBe(true);
    expect(guestContactMissing(errors('141', '007'))).toBe(true);
    expect(guestContactMissing(errors('031', '141'))).toBe(false);
  });
});
