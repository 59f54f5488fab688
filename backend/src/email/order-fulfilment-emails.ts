import type { FinalBill } from '../schemas/fulfilment.js';

// Decision 0088: the e-mails after picking (the final bill line by line) and on a refund, in the
// tenant's language and the shop's voice ("du"). Written into the outbox in the transaction that
// moved the order or counted the refund, so each goes out once.

type Language = 'de' | 'en';

const texts = {
  de: {
    pickedSubject: 'Deine Bestellung {orderNumber} ist gepackt',
    refundSubject: 'Wir erstatten dir {amount} für deine Bestellung {orderNumber}',
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    picked: 'wir haben deine Bestellung {orderNumber} gepackt. Das ist deine Endabrechnung:',
    weighed: '{name}: gewogen {grams} g (bestellt {ordered} g), {amount}',
    pickedLine: '{name}: {quantity} Stück, {amount}',
    pickedFewer: '{name}: {quantity} von {ordered} Stück, {amount}',
    substituted: '{name}: nicht da, ersetzt durch {substitute} ({quantity} Stück), {amount}',
    substitutedWeighed:
      '{name}: nicht da, ersetzt durch {substitute} (gewogen {grams} g, bestellt {ordered} g), {amount}',
    missing: '{name}: leider nicht da, wird nicht berechnet',
    fees: 'Servicegebühr: {amount}',
    deposits: 'Pfand: {amount}',
    discounts: 'Rabatte: -{amount}',
    total: 'Gesamt: {amount}',
    giftCard: 'Davon zahlt deine Geschenkkarte {amount}.',
    charged: 'Wir buchen {amount} von deinem Zahlungsmittel ab.',
    released: 'Die übrigen {amount}, die vorgemerkt waren, geben wir frei.',
    refundedDifference: 'Die {amount}, die wir zu viel abgebucht hatten, überweisen wir dir zurück.',
    outside: 'Du bezahlst {amount} wie bei der Bestellung gewählt.',
    pickedClosing: 'Bis bald, dein Einkauf ist unterwegs zu dir oder wartet im Markt.',
    refund: 'wir erstatten dir {amount} für deine Bestellung {orderNumber}. Grund: {reason}',
    refundProvider: 'Das Geld kommt auf dein Zahlungsmittel zurück; das kann ein paar Tage dauern.',
    refundOutside: 'Wir melden uns bei dir, wie du das Geld zurückbekommst.',
    refundClosing: 'Entschuldige bitte, dass nicht alles gepasst hat.',
  },
  en: {
    pickedSubject: 'Your order {orderNumber} is packed',
    refundSubject: 'We refund {amount} for your order {orderNumber}',
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    picked: 'we packed your order {orderNumber}. This is your final bill:',
    weighed: '{name}: weighed {grams} g (ordered {ordered} g), {amount}',
    pickedLine: '{name}: {quantity} pieces, {amount}',
    pickedFewer: '{name}: {quantity} of {ordered} pieces, {amount}',
    substituted: '{name}: not available, replaced by {substitute} ({quantity} pieces), {amount}',
    substitutedWeighed:
      '{name}: not available, replaced by {substitute} (weighed {grams} g, ordered {ordered} g), {amount}',
    missing: '{name}: not available, not charged',
    fees: 'Service fee: {amount}',
    deposits: 'Deposit: {amount}',
    discounts: 'Discounts: -{amount}',
    total: 'Total: {amount}',
    giftCard: 'Your gift card pays {amount} of it.',
    charged: 'We charge {amount} to your payment method.',
    released: 'The remaining {amount} reserved is released.',
    refundedDifference: 'The {amount} we charged too much goes back to you.',
    outside: 'You pay {amount} as chosen when ordering.',
    pickedClosing: 'See you soon: your shopping is on its way or waiting in the store.',
    refund: 'we refund {amount} for your order {orderNumber}. Reason: {reason}',
    refundProvider: 'The money goes back to your payment method; this can take a few days.',
    refundOutside: 'We will tell you how you get the money back.',
    refundClosing: 'We are sorry that not everything was right.',
  },
} satisfies Record<Language, Record<string, string>>;

type Common = { language: Language; locale: string; currency: string; orderNumber: string; name: string };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function moneyOf(locale: string, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (cents: number) => format.format(cents / 100);
}

function greetingOf(text: (typeof texts)[Language], name: string) {
  return name ? fill(text.greeting, { name }) : text.greetingWithoutName;
}

export function orderPickedEmail(
  input: Common & { bill: FinalBill; throughProvider: boolean; capturedAtPlacement: boolean },
): { subject: string; text: string } {
  const text = texts[input.language];
  const amount = moneyOf(input.locale, input.currency);
  const { bill } = input;
  const lines = bill.lines.map((line) => {
    const values = {
      name: line.name,
      amount: amount(line.amount),
      quantity: String(line.pickedQuantity ?? line.orderedQuantity),
      ordered: String(line.orderedGrams ?? line.orderedQuantity),
      grams: String(line.pickedGrams ?? 0),
      substitute: line.substitute?.name ?? '',
    };
    if (line.outcome === 'missing') return fill(text.missing, values);
    if (line.outcome === 'substituted')
      return fill(line.pickedGrams !== undefined ? text.substitutedWeighed : text.substituted, values);
    if (line.pickedGrams !== undefined) return fill(text.weighed, values);
    const fewer = (line.pickedQuantity ?? line.orderedQuantity) < line.orderedQuantity;
    return fill(fewer ? text.pickedFewer : text.pickedLine, {
      ...values,
      ordered: String(line.orderedQuantity),
    });
  });
  const charged = bill.captured ?? bill.total - bill.giftCardAmount;
  const payment = input.throughProvider
    ? [
        fill(text.charged, { amount: amount(charged) }),
        ...(bill.released
          ? [
              fill(input.capturedAtPlacement ? text.refundedDifference : text.released, {
                amount: amount(bill.released),
              }),
            ]
          : []),
      ]
    : charged > 0
      ? [fill(text.outside, { amount: amount(charged) })]
      : [];
  const body = [
    greetingOf(text, input.name),
    '',
    fill(text.picked, { orderNumber: input.orderNumber }),
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    ...(bill.fees ? [fill(text.fees, { amount: amount(bill.fees) })] : []),
    ...(bill.deposits ? [fill(text.deposits, { amount: amount(bill.deposits) })] : []),
    ...(bill.discounts ? [fill(text.discounts, { amount: amount(bill.discounts) })] : []),
    fill(text.total, { amount: amount(bill.total) }),
    ...(bill.giftCardAmount ? [fill(text.giftCard, { amount: amount(bill.giftCardAmount) })] : []),
    ...payment,
    '',
    text.pickedClosing,
  ];
  return { subject: fill(text.pickedSubject, { orderNumber: input.orderNumber }), text: body.join('\n') };
}

export function orderRefundEmail(
  input: Common & { amount: number; reason: string; throughProvider: boolean },
): { subject: string; text: string } {
  const text = texts[input.language];
  const values = {
    amount: moneyOf(input.locale, input.currency)(input.amount),
    orderNumber: input.orderNumber,
    reason: input.reason,
  };
  const body = [
    greetingOf(text, input.name),
    '',
    fill(text.refund, values),
    input.throughProvider ? text.refundProvider : text.refundOutside,
    '',
    text.refundClosing,
  ];
  return { subject: fill(text.refundSubject, values), text: body.join('\n') };
}
