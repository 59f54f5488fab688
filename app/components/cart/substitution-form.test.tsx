import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import {
  germanPaths,
  productSummary,
  renderInShop,
  textOf,
} from '../../../tests/storefront/catalogue-test-support';
import { lineItem } from '../../../tests/storefront/cart-test-support';
import { OrderLines } from '../checkout/order-lines';
import { SubstitutionForm } from './substitution-form';

const withCart = { ...germanPaths, cart: '/warenkorb' };
const yoghurt = productSummary({ name: 'Joghurt Natur' });

describe('"Ersatzartikel erlaubt" on a cart line', () => {
  it('is a plain form to the cart page with its own button before JavaScript', async () => {
    const html = await renderInShop(
      <SubstitutionForm item={lineItem({ lineItemId: 'line-7', product: yoghurt })} />,
      { paths: withCart },
    );
    expect(html).toMatch(/<form method="post" action="\/warenkorb"/);
    expect(html).toContain('name="intent" value="set-substitution"');
    expect(html).toContain('name="lineItemId" value="line-7"');
    expect(html).toMatch(/type="checkbox" id="substitution-line-7" name="substitutionAllowed" checked=""/);
    expect(html).not.toContain('name="stay"');
    const text = textOf(html);
    expect(text).toContain('Ersatzartikel erlaubt für Joghurt Natur');
    expect(text).toContain('Speichern (Ersatzartikel für Joghurt Natur)');
  });

  it('is unticked for a line whose substitute the shopper refused', async () => {
    const html = await renderInShop(
      <SubstitutionForm item={lineItem({ substitutionAllowed: false, product: yoghurt })} />,
      { paths: withCart },
    );
    expect(html).toMatch(/name="substitutionAllowed"\/>/);
  });

  it('is absent where the shop has no cart', async () => {
    expect(await renderInShop(<SubstitutionForm item={lineItem()} />)).toBe('');
  });
});

describe('the lines of an order', () => {
  it('say per line whether a substitute is allowed, in English too', async () => {
    const lines = [
      lineItem({ lineItemId: 'a', product: productSummary({ sku: '1', name: 'Milk' }) }),
      lineItem({
        lineItemId: 'b',
        substitutionAllowed: false,
        product: productSummary({ sku: '2', name: 'Cheese' }),
      }),
    ];
    const text = textOf(await renderInShop(<OrderLines lines={lines} headingId="h" />, { language: 'en' }));
    expect(text).toContain('Milk Substitute allowed');
    expect(text).toContain('Cheese No substitute');
  });
});
