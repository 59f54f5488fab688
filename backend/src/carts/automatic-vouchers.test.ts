import { describe, expect, it } from 'vitest';
import {
  isAutomaticVoucherDue,
  type AutomaticVoucherRule,
  type CartCircumstances,
} from './automatic-vouchers.js';

const always = (...types: AutomaticVoucherRule['automaticServiceTypes']): AutomaticVoucherRule => ({
  automaticRedemption: 'Always',
  automaticServiceTypes: types,
});
const firstOrders = (...types: AutomaticVoucherRule['automaticServiceTypes']): AutomaticVoucherRule => ({
  automaticRedemption: 'FirstOrders',
  automaticServiceTypes: types,
});
const newCustomer = { delivery: true, clickAndCollect: true };
const cart = (overrides: Partial<CartCircumstances>): CartCircumstances => ({
  serviceType: 'DELIVERY',
  firstOrder: null,
  ...overrides,
});

describe('§4 automatic vouchers', () => {
  it('puts an Always voucher into every cart of a service type it allows, guests included', () => {
    expect(isAutomaticVoucherDue(always('Delivery'), cart({}))).toBe(true);
    expect(isAutomaticVoucherDue(always('Delivery'), cart({ firstOrder: newCustomer }))).toBe(true);
    expect(
      isAutomaticVoucherDue(
        always('Delivery', 'Click & Collect'),
        cart({ serviceType: 'CLICK_AND_COLLECT' }),
      ),
    ).toBe(true);
  });

  it('keeps a limited Always voucher out of the other service type and out of carts without one', () => {
    expect(isAutomaticVoucherDue(always('Delivery'), cart({ serviceType: 'CLICK_AND_COLLECT' }))).toBe(false);
    expect(isAutomaticVoucherDue(always('Click & Collect'), cart({ serviceType: null }))).toBe(false);
  });

  it('treats a voucher without a limit as allowed for every service type', () => {
    expect(isAutomaticVoucherDue(always(), cart({ serviceType: null }))).toBe(true);
    expect(isAutomaticVoucherDue(always(), cart({ serviceType: 'CLICK_AND_COLLECT' }))).toBe(true);
  });

  it('gives a first-order voucher only to a customer without an order under the cart’s service type', () => {
    const delivery = firstOrders('Delivery');
    expect(isAutomaticVoucherDue(delivery, cart({ firstOrder: newCustomer }))).toBe(true);
    expect(
      isAutomaticVoucherDue(delivery, cart({ firstOrder: { delivery: false, clickAndCollect: true } })),
    ).toBe(false);
    const anyService = firstOrders();
    const orderedDelivery = { delivery: false, clickAndCollect: true };
    expect(
      isAutomaticVoucherDue(
        anyService,
        cart({ serviceType: 'CLICK_AND_COLLECT', firstOrder: orderedDelivery }),
      ),
    ).toBe(true);
    expect(
      isAutomaticVoucherDue(anyService, cart({ serviceType: 'DELIVERY', firstOrder: orderedDelivery })),
    ).toBe(false);
  });

  it('never gives a first-order voucher to a guest, or before the service type is chosen', () => {
    expect(isAutomaticVoucherDue(firstOrders('Delivery'), cart({ firstOrder: null }))).toBe(false);
    expect(isAutomaticVoucherDue(firstOrders(), cart({ serviceType: null, firstOrder: newCustomer }))).toBe(
      false,
    );
  });

  it('ignores a voucher that is not redeemed automatically', () => {
    expect(
      isAutomaticVoucherDue(
        { automaticRedemption: null, automaticServiceTypes: [] },
        cart({ firstOrder: newCustomer }),
      ),
    ).toBe(false);
  });
});
