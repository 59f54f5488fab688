import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { AddToCartSlot } from '~/components/catalogue/add-to-cart-slot';
import { RestockNote } from '~/components/catalogue/restock-note';
import {
  germanPaths,
  productDetail,
  productSummary,
  renderInShop,
  textOf,
} from '../../../tests/storefront/catalogue-test-support';
import { cartNotices, checkoutBlockers } from './cart-rules';
import { CartNoticeList } from './cart-notices';
import { CartProgress } from './cart-progress';
import { CheckoutLink } from './checkout-link';
import { DiscountCodeForm } from './discount-code-form';
import { LineItemRow } from '~/components/cart/line-item-row';
import { PriceSummary } from '~/components/cart/price-summary';
import { cart, lineItem, orderConfig, priceInfo } from '../../../tests/storefront/cart-test-support';
import { TimeSlotPicker } from './time-slot-picker';
import { UnavailableItems } from './unavailable-items';
import { ValidationErrors } from './validation-errors';

const withCart = { ...germanPaths, cart: '/warenkorb' };

describe('add to cart on a tile', () => {
  it('is a plain form posting sku and one step, and says where to come back to', async () => {
    const html = await renderInShop(
      <AddToCartSlot product={productSummary({ sku: '4711', quantityStepSize: 250 })} />,
      { paths: withCart, location: '/kategorie/obst?sort=price' },
    );
    expect(html).toMatch(/<form method="post" action="\/resources\/cart"/);
    expect(html).toContain('name="sku" value="4711"');
    expect(html).toContain('name="quantity" value="250"');
    expect(html).toContain('name="redirectTo" value="/kategorie/obst?sort=price"');
    // Without JavaScript the post is answered with a redirect, not with data.
    expect(html).not.toContain('name="stay"');
  });

  it('is absent where the shop has no cart', async () => {
    const html = await renderInShop(<AddToCartSlot product={productSummary()} />);
    expect(html).not.toContain('<form');
  });
});

describe('a product out of stock for now', () => {
  it("says from which day it is expected back, in the shop's zone, and offers no form", async () => {
    const product = productDetail({
      availability: 'temporarilyUnavailable',
      availableAgainAt: '2026-11-25T23:30:00.000Z',
    });
    const text = textOf(
      await renderInShop(
        <>
          <AddToCartSlot product={product} />
          <RestockNote availableAgainAt={product.availableAgainAt} />
        </>,
        { paths: withCart },
      ),
    );
    expect(text).toContain('Vorübergehend nicht verfügbar');
    // 23:30 UTC is already the next day in Vienna.
    expect(text).toContain('Voraussichtlich wieder verfügbar ab Donnerstag, 26. November');
    expect(text).not.toContain('In den Warenkorb');
  });
});

describe('a line of the cart', () => {
  it('steps by the product step and removes with quantity 0', async () => {
    const item = lineItem({
      quantity: 500,
      product: productSummary({ weightArticle: true, quantityStepSize: 250, maxQuantity: 5000 }),
    });
    const html = await renderInShop(
      <ul>
        <LineItemRow item={item} />
      </ul>,
      { paths: withCart },
    );
    const quantities = [...html.matchAll(/name="quantity"[^>]*value="(\d+)"/g)].map((match) => match[1]);
    expect(quantities).toEqual(['250', '500', '750', '0']);
    expect(textOf(html)).toContain('Vollmilch 3,5 % entfernen');
  });

  it('shows a sized lazy thumbnail, the name as link, unit and base price, deposit and the line total', async () => {
    const item = lineItem({
      quantity: 6,
      perPiecePrice: 99,
      totalPrice: 594,
      product: productSummary({
        name: 'Mineralwasser',
        slug: 'mineralwasser',
        sku: '200001',
        price: { regular: 99, loyalty: null, depositPrice: 25 },
        unitPrice: { amount: 66, unit: 'l' },
      }),
    });
    const html = await renderInShop(
      <ul>
        <LineItemRow item={item} />
      </ul>,
      { paths: withCart },
    );
    expect(html).toMatch(
      /<img class="cart-line__image" src="\/images\/products\/100001.svg" alt="" width="64" height="64" loading="lazy"/,
    );
    expect(html).toMatch(/<a[^>]*href="\/produkte\/mineralwasser\/200001"[^>]*>Mineralwasser<\/a>/);
    const text = textOf(html);
    expect(text).toContain('je € 0,99');
    expect(text).toContain('Grundpreis: € 0,66');
    expect(text).toContain('zzgl. € 1,50 Pfand');
    expect(html.match(/data-line-total="">([^<]*)</)?.[1]?.replace(/\s/g, ' ')).toBe('€ 5,94');
  });

  it('puts the number field between − and + and its update button submits the field’s own form', async () => {
    const html = await renderInShop(
      <ul>
        <LineItemRow item={lineItem({ quantity: 2 })} />
      </ul>,
      { paths: withCart },
    );
    const stepper = html.slice(html.indexOf('class="cart-stepper"'), html.indexOf('cart-stepper__update'));
    const order = ['Weniger von Vollmilch 3,5 %', 'id="quantity-100001"', 'Mehr von Vollmilch 3,5 %'].map(
      (needle) => stepper.indexOf(needle),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/<form [^>]*id="quantity-form-100001"/);
    expect(html).toMatch(/<button type="submit" form="quantity-form-100001"[^>]*>Ändern<\/button>/);
  });
});

describe('price summary', () => {
  it('shows savings, deposit, VAT per rate, the total and the over-authorization for weight articles', async () => {
    const html = await renderInShop(
      <PriceSummary
        priceInfo={priceInfo({
          totalSavings: 56,
          depositFees: 90,
          total: 1234,
          overAuthorizationPercentage: 10,
          overAuthorizationAmount: 123,
          totalWithSurcharge: 1357,
        })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Du sparst −€ 0,56');
    expect(text).toContain('Pfand € 0,90');
    expect(text).toContain('Gesamtsumme € 12,34');
    expect(text).toContain('davon 10 % MwSt. € 0,35');
    expect(text).toContain('davon 20 % MwSt. € 0,82');
    expect(text).toContain('bis zu € 13,57 (10 % mehr)');
  });
});

describe('notices', () => {
  it('names the maximum weight in kg atop the page; the minimum and free service are bars', async () => {
    const heavy = cart({ weight: 31000, priceInfo: priceInfo({ orderValue: 1000 }) });
    const text = textOf(await renderInShop(<CartNoticeList notices={cartNotices(heavy, orderConfig())} />));
    expect(text).toContain('Dein Warenkorb wiegt mehr als 30 kg');
    expect(text).not.toContain('Mindestbestellwert');
  });
});

describe('progress to the minimum order value and a free service', () => {
  const worth = (value: number, overrides = {}) =>
    priceInfo({ orderValue: value, totalArticlePrice: value, ...overrides });

  it('draws each as a labelled bar with the Einkaufswert still missing, and says what it counts', async () => {
    const small = cart({ priceInfo: worth(1000) });
    const html = await renderInShop(
      <CartProgress notices={cartNotices(small, orderConfig())} priceInfo={small.priceInfo} />,
    );
    const text = textOf(html);
    expect(text).toContain('Mindestbestellwert: € 25,00 Einkaufswert. Es fehlen noch € 15,00.');
    expect(text).toContain('Noch € 40,00 Einkaufswert, dann entfällt die Servicegebühr.');
    expect(text).toContain('Dein Einkaufswert: € 10,00.');
    expect(text).toContain('vor Gutscheinen und Rabattcodes');
    expect(html).toMatch(
      /<label for="([^"]+)">Mindestbestellwert[^<]*<\/label><progress id="\1" value="1000" max="2500">/,
    );
    expect(html).toMatch(/<progress id="[^"]+" value="1000" max="5000">/);
  });

  it('counts the articles before a voucher, as the banner says (issue 38)', async () => {
    // Goods of 54.08 less a 10 EUR welcome voucher: free delivery from 50 EUR still holds.
    const voucher = cart({ priceInfo: worth(5408, { orderValue: 4408, discounts: 1000 }) });
    const html = await renderInShop(
      <CartProgress notices={cartNotices(voucher, orderConfig())} priceInfo={voucher.priceInfo} />,
    );
    expect(textOf(html)).toContain('die Servicegebühr entfällt');
    expect(textOf(html)).toContain('Dein Einkaufswert: € 54,08.');
    expect(html).not.toContain('<progress');
  });

  it('says the service is free once the threshold is met, without a bar', async () => {
    const full = cart({ priceInfo: worth(6000) });
    const html = await renderInShop(
      <CartProgress notices={cartNotices(full, orderConfig())} priceInfo={full.priceInfo} />,
    );
    expect(textOf(html)).toContain('die Servicegebühr entfällt');
    expect(html).not.toContain('<progress');
  });

  it('tells no way to a free service beside a service that costs nothing (issue 38)', async () => {
    const pickup = cart({ priceInfo: worth(2931, { serviceFees: 0, serviceFeesAfterDiscount: 0 }) });
    const html = await renderInShop(
      <>
        <PriceSummary priceInfo={pickup.priceInfo} />
        <CartProgress notices={cartNotices(pickup, orderConfig())} priceInfo={pickup.priceInfo} />
      </>,
    );
    expect(textOf(html)).toContain('Servicegebühr gratis');
    expect(textOf(html)).not.toContain('Noch ');
    expect(html).not.toContain('<progress');
  });
});

describe('the checkout button', () => {
  const checkoutPaths = { ...withCart, checkout: '/kasse' };

  it('is a link to checkout when nothing blocks it', async () => {
    const html = await renderInShop(<CheckoutLink blockers={[]} />, { paths: checkoutPaths });
    expect(html).toMatch(/<a[^>]*href="\/kasse"[^>]*>Zur Kasse<\/a>/);
  });

  it('is a disabled button described by every reason while the cart is not valid', async () => {
    const small = cart({ priceInfo: priceInfo({ orderValue: 1000, totalArticlePrice: 1000 }) });
    const blockers = checkoutBlockers(
      [
        { code: '141', message: 'expired' },
        { code: '006', message: 'e-mail' },
      ],
      cartNotices(small, orderConfig()),
      'DELIVERY',
    );
    const html = await renderInShop(<CheckoutLink blockers={blockers} />, { paths: checkoutPaths });
    expect(html).not.toContain('href="/kasse"');
    const describedBy = html.match(
      /<button type="button"[^>]*disabled=""[^>]*aria-describedby="([^"]+)"/,
    )?.[1];
    expect(describedBy).toBeTruthy();
    const reasons = textOf(html.slice(html.indexOf(`id="${describedBy}"`)));
    expect(reasons).toContain('Es fehlen noch € 15,00 bis zum Mindestbestellwert von € 25,00.');
    expect(reasons).toContain('Wähle ein Zeitfenster.');
  });
});

describe('a guest without contact details (issue 38)', () => {
  it('is told beside the checkout button what is missing, with a link to the form', async () => {
    const html = await renderInShop(<CheckoutLink blockers={[]} contactMissing />, {
      paths: { ...withCart, checkout: '/kasse' },
    });
    const missing = html.slice(html.indexOf('data-contact-missing'), html.indexOf('href="/kasse"'));
    expect(textOf(missing)).toContain('Für die Bestellung fehlen noch deine Kontaktdaten.');
    expect(missing).toContain('href="#cart-contact-heading"');
  });

  it('says nothing of it once the contact is given', async () => {
    const html = await renderInShop(<CheckoutLink blockers={[]} />, {
      paths: { ...withCart, checkout: '/kasse' },
    });
    expect(html).not.toContain('data-contact-missing');
  });
});

describe('discount codes', () => {
  it('shows applied codes as chips, each with a remove button named after its code', async () => {
    const html = await renderInShop(
      <DiscountCodeForm
        discountCodes={[
          { code: 'FRISCH10', description: '10 % auf Obst', invalidReason: null },
          { code: 'WINTER5', description: '', invalidReason: '223' },
        ]}
      />,
    );
    expect(html.match(/class="cart-chip[ "]/g)).toHaveLength(2);
    expect(html).toMatch(
      /name="code" value="FRISCH10"\/><button type="submit" name="intent" value="remove-code" aria-label="Gutschein FRISCH10 entfernen"/,
    );
    expect(html).toContain('aria-label="Gutschein WINTER5 entfernen"');
    expect(textOf(html)).toContain('Gilt derzeit nicht');
  });
});

describe('validation errors', () => {
  it('shows each code translated under its §8 group', async () => {
    const html = await renderInShop(
      <ValidationErrors
        errors={[
          { code: '141', message: 'expired' },
          { code: '223', message: 'expired code' },
        ]}
        distributionType="DELIVERY"
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Gutscheincode Dieser Gutscheincode ist abgelaufen.');
    expect(text).toContain('Zeitfenster Dein Zeitfenster ist abgelaufen. Bitte wähle ein neues.');
  });
});

describe('time slot picker', () => {
  const slot = (id: string, start: string, full = false) => ({
    id,
    distributionType: 'DELIVERY' as const,
    appointableId: '103',
    start,
    end: new Date(Date.parse(start) + 2 * 3_600_000).toISOString(),
    cutOff: start,
    fee: 299,
    capacity: 10,
    available: full ? 0 : 4,
    full,
  });

  it('groups windows by day with their fee, the full ones disabled, and says until when a slot is held', async () => {
    const booked = slot('a', '2026-11-23T08:00:00+01:00');
    const html = await renderInShop(
      <TimeSlotPicker
        slots={[booked, slot('b', '2026-11-23T10:00:00+01:00', true), slot('c', '2026-11-24T08:00:00+01:00')]}
        booked={booked}
        reservedUntil="2026-11-22T14:30:00+01:00"
        earliest={null}
      />,
    );
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    // Issue 38.8: one disclosure a day, the booked slot's day open.
    expect(html.match(/<details class="cart-slot__day" open="">/g)).toHaveLength(1);
    expect(html).toMatch(/id="slot-b" name="slotId" disabled=""/);
    const text = textOf(html);
    expect(text).toContain('Montag, 23. November');
    expect(text).toContain('08:00 – 10:00 Gebühr € 2,99');
    expect(text).toContain('10:00 – 12:00 ausgebucht');
    expect(text).toContain('Für dich reserviert bis 14:30 Uhr.');
  });

  it('puts a refused booking first in the form, focused when the page arrives', async () => {
    const refusal = 'Dieses Zeitfenster ist leider ausgebucht. Bitte wähle ein anderes.';
    const html = await renderInShop(
      <TimeSlotPicker
        slots={[slot('a', '2026-11-23T08:00:00+01:00', true), slot('b', '2026-11-23T10:00:00+01:00')]}
        booked={null}
        reservedUntil={null}
        earliest={null}
        lastResult={{ status: 'error', error: { '': [refusal] } }}
      />,
    );
    const form = html.slice(html.indexOf('<form'));
    expect(form.indexOf(refusal)).toBeGreaterThan(-1);
    expect(form.indexOf(refusal)).toBeLessThan(form.indexOf('<fieldset'));
    expect(form).toMatch(
      /<div id="time-slot-message" class="cart-slot__message" role="alert" tabindex="-1" autofocus="">/,
    );
  });
});

describe('unavailable items', () => {
  it('lists them apart with a way to similar items, each removable and all at once', async () => {
    const html = await renderInShop(
      <UnavailableItems
        items={[
          lineItem({ lineItemId: 'l-1', product: productSummary({ name: 'Erdbeeren' }) }),
          lineItem({ lineItemId: 'l-2', product: productSummary({ name: 'Spargel' }) }),
        ]}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Nicht verfügbare Artikel');
    expect(text).toContain('Erdbeeren entfernen');
    expect(text).toContain('Spargel entfernen');
    expect(text).toContain('Ähnliches in Frischmilch');
    expect(text).toContain('Alle nicht verfügbaren Artikel entfernen');
    // One form per line and one for all: l-1 is named by its own form and by the form for all.
    expect(html.match(/name="lineItemId" value="l-1"/g)).toHaveLength(2);
    expect(html.match(/name="lineItemId" value="l-2"/g)).toHaveLength(2);
    expect(html.match(/name="intent" value="remove-lines"/g)).toHaveLength(3);
  });
});
