import type { GeneralVoucher } from '../../../schemas/vouchers.js';
import { images } from '../../images.js';

// §7 general vouchers of the demo shop (see de/vouchers.ts).
const validFrom = '2026-01-01T00:00:00.000Z';

export const generalVouchers: GeneralVoucher[] = [
  {
    promotionId: 'welcome-10',
    type: 'general',
    title: '€10 welcome discount',
    description: 'On your first online order of €60 or more.',
    image: { ...images.fruitBasket, alt: '' },
    validFrom,
    fineprintHeadline: 'Conditions',
    fineprintText: 'Once per customer account. Cannot be combined with other vouchers.',
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
