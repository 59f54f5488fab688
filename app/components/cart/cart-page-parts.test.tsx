import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { AddToCartSlot } from '../catalogue/add-to-cart-slot';
import { RestockNote } from '../catalogue/restock-note';
import {
  germanRoutes,
  productDetail,
  productSummary,
  renderInShop,
  textOf,
} from '../../../tests/storefront/catalogue-test-support';
import { cartNotices } from './cart-rules';
import { CartNoticeList } from './cart-notices';
import { LineItemRow } from './line-item-row';
import { PriceSummary } from './price-summary';
import { cart, lineItem, orderConfig, priceInfo } from '../../../tests/storefront/cart-test-support';
import { TimeSlotPicker } from './time-slot-picker';
import { UnavailableItems } from './unavailable-items';
import { ValidationErrors } from './validation-errors';

const withCart = [...germanRoutes, { name: 'cart', path: '/warenkorb', fallbackPath: '/cart' }];

describe('add to cart on a tile', () => {
  it('is a plain form posting sku and one step, and says where to come back to', async () => {
    const html = await renderInShop(
      <AddToCartSlot product={productSummary({ sku: '4711', quantityStepSize: 250 })} />,
      { routes: withCart, location: '/kategorie/obst?sort=price' },
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
        { routes: withCart },
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
      { routes: withCart },
    );
    const quantities = [...html.matchAll(/name="quantity"[^>]*value="(\d+)"/g)].map((match) => match[1]);
    expect(quantities).toEqual(['250', '500', '750', '0']);
    expect(textOf(html)).toContain('Vollmilch 3,5 % entfernen');
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
  it('names the maximum weight in kg and the missing minimum value', async () => {
    const heavy = cart({ weight: 31000, priceInfo: priceInfo({ orderValue: 1000 }) });
    const text = textOf(await renderInShop(<CartNoticeList notices={cartNotices(heavy, orderConfig())} />));
    expect(text).toContain('Dein Warenkorb wiegt mehr als 30 kg');
    expect(text).toContain('Der Mindestbestellwert beträgt € 25,00. Es fehlen noch € 15,00.');
    expect(text).toContain('Noch € 40,00 bis zur gratis Servicegebühr.');
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
    expect(html).toMatch(/id="slot-b" name="slotId" disabled=""/);
    const text = textOf(html);
    expect(text).toContain('Montag, 23. November');
    expect(text).toContain('08:00 – 10:00 · Gebühr € 2,99');
    expect(text).toContain('ausgebucht');
    expect(text).toContain('Für dich reserviert bis 14:30 Uhr.');
  });
});

describe('unavailable items', () => {
  it('lists them apart and removes them by their line ids in one form', async () => {
    const html = await renderInShop(
      <UnavailableItems
        items={[
          lineItem({ lineItemId: 'l-1', product: productSummary({ name: 'Erdbeeren' }) }),
          lineItem({ lineItemId: 'l-2', product: productSummary({ name: 'Spargel' }) }),
        ]}
      />,
    );
    expect(textOf(html)).toContain('Nicht verfügbare Artikel');
    expect(textOf(html)).toContain('Erdbeeren Spargel');
    expect(html).toContain('name="lineItemId" value="l-1"');
    expect(html).toContain('name="lineItemId" value="l-2"');
    expect(html).toContain('name="intent" value="remove-lines"');
  });
});
