// Decision 0084: the e-mail on a shopper's cancellation, in the tenant's language and the shop's
// voice ("du"). Written into the outbox in the cancelling transaction, so it goes out once.

type Language = 'de' | 'en';

const texts = {
  de: {
    subject: 'Deine Bestellung {orderNumber} ist storniert',
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    cancelled:
      'du hast deine Bestellung {orderNumber} storniert. Wir liefern sie nicht aus und packen nichts für dich ein.',
    refunded: 'Die {amount}, die wir schon abgebucht hatten, überweisen wir auf dein Zahlungsmittel zurück.',
    released:
      'Die {amount}, die auf deinem Zahlungsmittel vorgemerkt waren, geben wir frei; abgebucht wird nichts.',
    giftCard: '{amount} sind wieder auf deiner Geschenkkarte.',
    settledOutside: 'Du hast noch nichts bezahlt und musst auch nichts bezahlen.',
    slot: 'Dein Zeitfenster ist wieder frei, und eingelöste Rabattcodes kannst du wieder verwenden.',
    closing: 'Schade, dass es diesmal nicht geklappt hat. Wir freuen uns auf deine nächste Bestellung!',
  },
  en: {
    subject: 'Your order {orderNumber} is cancelled',
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    cancelled: 'you cancelled your order {orderNumber}. We will not deliver it or pack anything for you.',
    refunded: 'The {amount} we had already charged goes back to your payment method.',
    released: 'The {amount} reserved on your payment method is released; nothing is charged.',
    giftCard: '{amount} is back on your gift card.',
    settledOutside: 'You have not paid anything yet and need not pay anything.',
    slot: 'Your time slot is free again, and discount codes you used can be used again.',
    closing: 'A pity it did not work out this time. We look forward to your next order!',
  },
} satisfies Record<Language, Record<string, string>>;

export type OrderCancellationInput = {
  language: Language;
  locale: string;
  currency: string;
  orderNumber: string;
  name: string;
  /** What the provider gives back: the captured amount (refunded) or the authorisation (released). */
  provider: { amount: number; captured: boolean } | null;
  giftCardAmount: number;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

export function orderCancellationEmail(input: OrderCancellationInput): { subject: string; text: string } {
  const text = texts[input.language];
  const money = new Intl.NumberFormat(input.locale, { style: 'currency', currency: input.currency });
  const amount = (cents: number) => money.format(cents / 100);
  const { orderNumber, provider } = input;
  const paid = [
    provider && provider.amount > 0
      ? fill(provider.captured ? text.refunded : text.released, { amount: amount(provider.amount) })
      : null,
    input.giftCardAmount > 0 ? fill(text.giftCard, { amount: amount(input.giftCardAmount) }) : null,
  ].filter((line): line is string => line !== null);
  const body = [
    input.name ? fill(text.greeting, { name: input.name }) : text.greetingWithoutName,
    '',
    fill(text.cancelled, { orderNumber }),
    '',
    ...(paid.length > 0 ? paid : [text.settledOutside]),
    text.slot,
    '',
    text.closing,
  ];
  return { subject: fill(text.subject, { orderNumber }), text: body.join('\n') };
}
