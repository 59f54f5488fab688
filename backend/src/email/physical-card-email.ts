import type { AddressFields } from '../schemas/customer.js';
import { addressLines } from './order-confirmation-email.js';

// Issue 35 (decision 0082): the e-mail confirming a physical loyalty card order, in the shop's
// voice (German "du"). It names the card by its last four digits only.

type Language = 'de' | 'en';

type CardEmailValues = { name: string; cardEnding: string; orderedOn: string };

const texts: Record<
  Language,
  {
    subject: string;
    greeting: (values: CardEmailValues) => string;
    ordered: (values: CardEmailValues) => string;
    meanwhile: string;
    closing: string;
  }
> = {
  de: {
    subject: 'Deine Kundenkarte ist bestellt',
    greeting: ({ name }) => (name ? `Hallo ${name},` : 'Hallo,'),
    ordered: ({ cardEnding, orderedOn }) =>
      `am ${orderedOn} hast du deine Kundenkarte (Kartennummer endet auf ${cardEnding}) zum Mitnehmen bestellt. Wir schicken sie dir per Post an diese Adresse:`,
    meanwhile:
      'Bis sie bei dir ist, zeigst du an der Kassa einfach die digitale Karte in deinem Kundenkonto vor. Deine Punkte sammelst du auf beiden Karten, denn es ist dieselbe Kartennummer.',
    closing: 'Wo deine Karte gerade ist, siehst du jederzeit in deinem Kundenkonto.',
  },
  en: {
    subject: 'Your loyalty card is ordered',
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    ordered: ({ cardEnding, orderedOn }) =>
      `on ${orderedOn} you ordered your physical loyalty card (card number ending in ${cardEnding}). We will post it to this address:`,
    meanwhile:
      'Until it arrives, just show the digital card in your account at the till. Both cards collect the same points: they share one card number.',
    closing: 'You can see where your card is in your account at any time.',
  },
};

export type PhysicalCardEmailInput = {
  language: Language;
  locale: string;
  cardNumber: string;
  address: AddressFields;
  orderedAt: Date;
};

export function physicalCardEmail(input: PhysicalCardEmailInput): { subject: string; text: string } {
  const text = texts[input.language];
  const values: CardEmailValues = {
    name: [input.address.firstName, input.address.lastName].filter(Boolean).join(' '),
    cardEnding: input.cardNumber.slice(-4),
    orderedOn: new Intl.DateTimeFormat(input.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Vienna',
    }).format(input.orderedAt),
  };
  const body = [
    text.greeting(values),
    '',
    text.ordered(values),
    '',
    ...addressLines(input.address),
    '',
    text.meanwhile,
    '',
    text.closing,
  ].join('\n');
  return { subject: text.subject, text: body };
}
