import type { GeneralVoucher, PersonalVoucher } from '../../../schemas/vouchers.js';
import { images } from '../../images.js';
import {
  everyDeliveryConfig,
  firstDeliveryOrderConfig,
  firstPickupOrderConfig,
  personalVoucherFacts,
} from '../voucher-configs.js';

// §7 general vouchers of the demo shop (see de/vouchers.ts).
const validFrom = '2026-01-01T00:00:00.000Z';

export const generalVouchers: GeneralVoucher[] = [
  {
    promotionId: 'welcome-10',
    type: 'general',
    title: '€10 welcome discount',
    description: 'On your first online order for delivery, taken off in your basket automatically.',
    image: { ...images.fruitBasket, alt: '' },
    validFrom,
    fineprintHeadline: 'Conditions',
    fineprintText: 'Once per customer account, when you order logged in.',
    ...firstDeliveryOrderConfig,
  },
  {
    promotionId: 'delivery-bonus-3',
    type: 'general',
    title: '3% delivery bonus',
    description: 'On every delivery we take 3% off the price of your articles.',
    image: { ...images.deliveryVan, alt: '' },
    validFrom,
    ...everyDeliveryConfig,
  },
  {
    promotionId: 'pickup-5',
    type: 'general',
    title: '€5 off your first pickup',
    description: 'Order online and collect your shopping at a store for the first time.',
    image: { ...images.shopFront, alt: '' },
    validFrom,
    fineprintHeadline: 'Conditions',
    fineprintText: 'Once per customer account, when you order logged in.',
    ...firstPickupOrderConfig,
  },
  {
    promotionId: 'free-delivery',
    type: 'general',
    title: 'Free delivery on Tuesdays',
    description: 'Every Tuesday we deliver orders of €35 or more for free.',
    image: { ...images.deliveryVan, alt: '' },
    validFrom,
    expirationDate: '2030-12-31T22:59:59.000Z',
  },
  {
    promotionId: 'organic-20',
    type: 'general',
    title: '20% off organic fruit',
    description: 'On organic fruit and vegetables from €15.',
    image: { ...images.vegetables, alt: '' },
    validFrom,
    fineprintHeadline: 'Conditions',
    fineprintText: 'Does not apply to dried fruit and juices.',
  },
];

// §3 personal vouchers of the jö programme (the facts are in voucher-configs.ts).
export const personalVouchers: PersonalVoucher[] = [
  {
    ...personalVoucherFacts.coffee,
    title: '2 for 1 on coffee beans',
    description: 'Two packs of coffee beans for the price of one, just for you.',
  },
  {
    ...personalVoucherFacts.fruit,
    title: '15% off fruit and vegetables',
    description: 'Your personal jö benefit for your next shop.',
    fineprintHeadline: 'Conditions',
    fineprintText: 'Once, in store and online.',
  },
  {
    ...personalVoucherFacts.birthday,
    title: 'Happy birthday',
    description: 'A birthday present: €5 off your shopping.',
  },
];
