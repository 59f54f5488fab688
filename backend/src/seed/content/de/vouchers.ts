import type { GeneralVoucher } from '../../../schemas/vouchers.js';
import { images } from '../../images.js';

// §7 general vouchers of the demo shop; valid from the start of 2026 until revoked or the date given.
const validFrom = '2026-01-01T00:00:00.000Z';

export const generalVouchers: GeneralVoucher[] = [
  {
    promotionId: 'willkommen-10',
    type: 'general',
    title: '10 € Willkommensrabatt',
    description: 'Auf deine erste Online-Bestellung ab 60 € Einkaufswert.',
    image: { ...images.fruitBasket, alt: '' },
    validFrom,
    fineprintHeadline: 'Bedingungen',
    fineprintText: 'Einmal pro Kundenkonto einlösbar. Nicht mit anderen Gutscheinen kombinierbar.',
  },
  {
    promotionId: 'gratis-lieferung',
    type: 'general',
    title: 'Gratis Lieferung am Dienstag',
    description: 'Jeden Dienstag liefern wir ab 35 € Einkaufswert ohne Liefergebühr.',
    image: { ...images.deliveryVan, alt: '' },
    validFrom,
    expirationDate: '2030-12-31T22:59:59.000Z',
  },
  {
    promotionId: 'bio-20',
    type: 'general',
    title: '20 % auf Bio-Obst',
    description: 'Beim Einkauf von Bio-Obst und -Gemüse ab 15 €.',
    image: { ...images.vegetables, alt: '' },
    validFrom,
    fineprintHeadline: 'Bedingungen',
    fineprintText: 'Gilt nicht für Trockenfrüchte und Säfte.',
  },
];
