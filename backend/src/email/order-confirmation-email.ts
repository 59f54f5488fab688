import type { Cart } from '../schemas/cart.js';

// Issue 17: the order-confirmation e-mail, in the tenant's language. Composed from the order's
// snapshot only, so it says what was paid even when prices change later.

type Language = 'de' | 'en';

const texts = {
  de: {
    subject: 'Deine Bestellung {orderNumber}',
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    thanks: 'vielen Dank für deine Bestellung {orderNumber}.',
    lines: 'Deine Artikel:',
    substitutionAllowed: 'Ersatzartikel erlaubt',
    substitutionRefused: 'kein Ersatzartikel',
    deposit: 'Pfand',
    deliveryPass: 'Lieferpass für {months} Monate',
    serviceFee: 'Servicegebühr',
    discounts: 'Rabatte',
    total: 'Gesamtsumme',
    delivery: 'Lieferung an:',
    pickup: 'Abholung im Markt:',
    slot: 'Zeitfenster: {day}, {start} bis {end} Uhr',
    grams: '{grams} g',
    kilograms: '{kilograms} kg',
    reserved:
      'Artikel nach Gewicht berechnen wir nach dem tatsächlichen Gewicht. Dafür haben wir {reserved} auf deinem Zahlungsmittel vorgemerkt; abgebucht wird nur, was du bekommst, höchstens {reserved}.',
    closing: 'Deine Bestellung findest du jederzeit in deinem Kundenkonto:',
    closingGuest: 'Wo deine Bestellung gerade ist, siehst du jederzeit hier, mit dieser E-Mail-Adresse:',
    cancelUntil: 'Bis {day}, {time} Uhr kannst du sie dort auch stornieren.',
  },
  en: {
    subject: 'Your order {orderNumber}',
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    thanks: 'thank you for your order {orderNumber}.',
    lines: 'Your items:',
    substitutionAllowed: 'substitute allowed',
    substitutionRefused: 'no substitute',
    deposit: 'Deposit',
    deliveryPass: 'Delivery pass for {months} months',
    serviceFee: 'Service fee',
    discounts: 'Discounts',
    total: 'Total',
    delivery: 'Delivery to:',
    pickup: 'Pickup at the store:',
    slot: 'Time slot: {day}, {start} to {end}',
    grams: '{grams} g',
    kilograms: '{kilograms} kg',
    reserved:
      'Items sold by weight are charged at their actual weight. For this we reserved {reserved} on your payment method; only what you receive is charged, {reserved} at most.',
    closing: 'You can find your order in your account at any time:',
    closingGuest: 'To see where your order is at any time, open this page and enter this e-mail address:',
    cancelUntil: 'You can also cancel it there until {day}, {time}.',
  },
} satisfies Record<Language, Record<string, string>>;

// The seeded shop delivers in Vienna; slot times read in its zone (as on the storefront).
const shopTimeZone = 'Europe/Vienna';

export type OrderConfirmationInput = {
  language: Language;
  locale: string;
  currency: string;
  orderNumber: string;
  cart: Cart;
  store: { name: string; address: string } | null;
  /** What the provider authorised (with the surcharge for weight articles); null when paid outside it. */
  authorizedAmount: number | null;
  /** Decision 0090: the order's page, the profile's for a customer, the guest's order page else. */
  orderLink: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

type PostalAddressParts = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'streetName'
    | 'streetNumber'
    | 'stairCase'
    | 'floor'
    | 'door'
    | 'postalCode'
    | 'city',
    string | null
  >
>;

/** Name, street with staircase/floor/door, postal code and city: the lines of a letter's address. */
export function addressLines(address: PostalAddressParts): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
  const door = [address.stairCase, address.floor, address.door].filter(Boolean).join('/');
  return [
    name,
    [street, door].filter(Boolean).join('/'),
    [address.postalCode, address.city].filter(Boolean).join(' '),
  ].filter(Boolean);
}

// Issue 39: making a format costs about as much as the rest of the e-mail; each is made once per
// locale and currency (a tenant's), not for every order.
const formats = new Map<string, ReturnType<typeof makeFormats>>();

function makeFormats(locale: string, currency: string) {
  return {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency }),
    weight: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
    day: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: shopTimeZone,
    }),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: shopTimeZone }),
  };
}

function formatsOf(locale: string, currency: string) {
  const key = `${locale} ${currency}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = makeFormats(locale, currency)));
  return made;
}

export function orderConfirmationEmail(input: OrderConfirmationInput): { subject: string; text: string } {
  const text = texts[input.language];
  const { money, weight, day, time } = formatsOf(input.locale, input.currency);
  const amount = (cents: number) => money.format(cents / 100);
  const { cart, orderNumber } = input;
  const address = cart.distributionAddress;
  const name = [address?.firstName, address?.lastName].filter(Boolean).join(' ');

  // A weight article's quantity is grams (§3): it reads as on the pages, 500 g or 1,5 kg.
  const quantityOf = (line: Cart['productLineItems'][number]) =>
    !line.product.weightArticle
      ? `${line.quantity} ×`
      : line.quantity < 1000
        ? fill(text.grams, { grams: weight.format(line.quantity) })
        : fill(text.kilograms, { kilograms: weight.format(line.quantity / 1000) });
  const lines = cart.productLineItems.map(
    (line) =>
      `${quantityOf(line)} ${line.product.name}: ${amount(line.totalPrice)} (${
        line.substitutionAllowed === false ? text.substitutionRefused : text.substitutionAllowed
      })`,
  );
  const { priceInfo } = cart;
  const pass = cart.deliveryPassLineItem;
  const sums = [
    priceInfo.depositFees ? `${text.deposit}: ${amount(priceInfo.depositFees)}` : null,
    // Decision 0083: the pass bought with the order is paid with it.
    pass ? `${fill(text.deliveryPass, { months: String(pass.months) })}: ${amount(pass.price)}` : null,
    priceInfo.serviceFeesAfterDiscount
      ? `${text.serviceFee}: ${amount(priceInfo.serviceFeesAfterDiscount)}`
      : null,
    priceInfo.discounts ? `${text.discounts}: ${amount(-Math.abs(priceInfo.discounts))}` : null,
    `${text.total}: ${amount(priceInfo.total)}`,
  ].filter((line): line is string => line !== null);
  const reserved =
    input.authorizedAmount !== null && input.authorizedAmount > priceInfo.total
      ? fill(text.reserved, { reserved: amount(input.authorizedAmount) })
      : null;

  const destination =
    address?.distributionType === 'CLICK_AND_COLLECT'
      ? [text.pickup, ...(input.store ? [input.store.name, input.store.address] : [])]
      : [text.delivery, ...(address ? addressLines(address) : [])];

  const slot = cart.timeSlot ?? cart.distributionWindow;
  const slotLine = slot
    ? fill(text.slot, {
        day: day.format(new Date(slot.start)),
        start: time.format(new Date(slot.start)),
        end: time.format(new Date(slot.end)),
      })
    : null;

  const cutOff = cart.timeSlot?.cutOff ? new Date(cart.timeSlot.cutOff) : null;
  const body = [
    name ? fill(text.greeting, { name }) : text.greetingWithoutName,
    '',
    fill(text.thanks, { orderNumber }),
    '',
    text.lines,
    ...lines,
    '',
    ...sums,
    ...(reserved ? ['', reserved] : []),
    '',
    ...destination,
    ...(slotLine ? ['', slotLine] : []),
    '',
    cart.customerId ? text.closing : text.closingGuest,
    input.orderLink,
    // Decision 0084: the shopper may cancel until the slot's cut-off.
    ...(cutOff ? [fill(text.cancelUntil, { day: day.format(cutOff), time: time.format(cutOff) })] : []),
  ].join('\n');
  return { subject: fill(text.subject, { orderNumber }), text: body };
}
