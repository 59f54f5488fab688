import type { GeneralVoucher, PersonalVoucher } from '../../../schemas/vouchers.js';
import { images } from '../../images.js';
import {
  everyDeliveryConfig,
  firstDeliveryOrderConfig,
  firstPickupOrderConfig,
  personalVoucherFacts,
} from '../voucher-configs.js';

// §7 general vouchers of the demo shop; valid from the start of 2026 until revoked or the date given.
// The first three carry a §3 voucher config: the cart takes them off by itself (§4).
const validFrom = '2026-01-01T00:00:00.000Z';

export const generalVouchers: GeneralVoucher[] = [
  {
    promotionId: 'willkommen-10',
    type: 'general',
    title: '10 € Willkommensrabatt',
    description: 'Auf deine erste Online-Bestellung mit Zustellung, automatisch im Warenkorb abgezogen.',
    image: { ...images.fruitBasket, alt: '' },
    validFrom,
    fineprintHeadline: 'Bedingungen',
    fineprintText: 'Einmal pro Kundenkonto, wenn du angemeldet bestellst.',
    ...firstDeliveryOrderConfig,
  },
  {
    promotionId: 'zustellbonus-3',
    type: 'general',
    title: '3 % Zustellbonus',
    description: 'Bei jeder Zustellung ziehen wir 3 % vom Warenwert ab.',
    image: { ...images.deliveryVan, alt: '' },
    validFrom,
    ...everyDeliveryConfig,
  },
  {
    promotionId: 'abholen-5',
    type: 'general',
    title: '5 € auf deine erste Abholung',
    description: 'Bestell online und hol deinen Einkauf zum ersten Mal in der Filiale ab.',
    image: { ...images.shopFront, alt: '' },
    validFrom,
    fineprintHeadline: 'Bedingungen',
    fineprintText: 'Einmal pro Kundenkonto, wenn du angemeldet bestellst.',
    ...firstPickupOrderConfig,
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

// §3 personal vouchers of the jö programme (the facts are in voucher-configs.ts).
export const personalVouchers: PersonalVoucher[] = [
  {
    ...personalVoucherFacts.coffee,
    title: '2 für 1 auf Bohnenkaffee',
    description: 'Zwei Packungen Bohnenkaffee zum Preis von einer, nur für dich.',
  },
  {
    ...personalVoucherFacts.fruit,
    title: '15 % auf Obst und Gemüse',
    description: 'Dein persönlicher jö Vorteil für den nächsten Einkauf.',
    fineprintHeadline: 'Bedingungen',
    fineprintText: 'Einmal einlösbar, in der Filiale und online.',
  },
  {
    ...personalVoucherFacts.birthday,
    title: 'Alles Gute zum Geburtstag',
    description: 'Ein Geschenk zum Geburtstag: 5 € auf deinen Einkauf.',
  },
];
