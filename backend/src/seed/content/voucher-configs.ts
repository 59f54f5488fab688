import type { PersonalVoucher, VoucherConfig } from '../../schemas/vouchers.js';
import { images } from '../images.js';

// §3 voucher config of the demo shop's automatic vouchers (§4), the same in every tenant.
export const firstDeliveryOrderConfig: VoucherConfig = {
  ecommerceAutomaticRedemption: 'FirstOrders',
  ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
  articleId: '900001',
  discount: { kind: 'amount', amount: 1000 },
};
export const everyDeliveryConfig: VoucherConfig = {
  ecommerceAutomaticRedemption: 'Always',
  ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
  articleId: '900002',
  discount: { kind: 'percent', percent: 3 },
};
export const firstPickupOrderConfig: VoucherConfig = {
  ecommerceAutomaticRedemption: 'FirstOrders',
  ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'],
  articleId: '900003',
  discount: { kind: 'amount', amount: 500 },
};

type PersonalVoucherFacts = Omit<
  PersonalVoucher,
  'title' | 'description' | 'fineprintHeadline' | 'fineprintText'
>;

// §3 personal vouchers of the jö programme: what is the same in every language. The demo
// member's card lists all three (loyalty-cards.ts); the birthday one has expired.
export const personalVoucherFacts = {
  coffee: {
    promotionId: 'joe-kaffee-2fuer1',
    type: 'personal',
    image: { ...images.bread, alt: '' },
    validFrom: '2026-01-01T00:00:00.000Z',
    expirationDate: '2030-06-30T21:59:59.000Z',
    joeType: 'voucher',
  },
  fruit: {
    promotionId: 'joe-obst-15',
    type: 'personal',
    image: { ...images.vegetables, alt: '' },
    validFrom: '2026-01-01T00:00:00.000Z',
    coins: 150,
    joeType: 'coupon',
  },
  birthday: {
    promotionId: 'joe-geburtstag-2025',
    type: 'personal',
    validFrom: '2025-04-01T00:00:00.000Z',
    expirationDate: '2025-04-30T21:59:59.000Z',
    joeType: 'voucher',
  },
} satisfies Record<string, PersonalVoucherFacts>;
