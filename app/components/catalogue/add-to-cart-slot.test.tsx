import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import {
  germanPaths,
  productSummary,
  renderInShop,
  textOf,
} from '../../../tests/storefront/catalogue-test-support';
import { AddToCartSlot } from './add-to-cart-slot';
import { ProductTile } from './product-tile';

const withCart = { ...germanPaths, cart: '/warenkorb' };
const quantitiesSent = (html: string) =>
  [...html.matchAll(/name="quantity" value="(\d+)"/g)].map((match) => Number(match[1]));

describe('the add-to-cart place of a product in the cart', () => {
  it('shows the quantity in the cart between − and +, which set it one step either way', async () => {
    const html = await renderInShop(<ProductTile product={productSummary()} />, {
      paths: withCart,
      root: { cartQuantities: { '100001': 2 } },
      location: '/kategorie/milch',
    });
    expect(html).not.toContain('add-to-cart-form__button');
    expect(textOf(html)).toContain('Im Warenkorb: 2');
    // One form: the pressed button sends the quantity it sets.
    expect(html.match(/<form [^>]*class="cart-stepper"/g)).toHaveLength(1);
    expect(html.match(/name="mode" value="set"/g)).toHaveLength(1);
    expect(quantitiesSent(html)).toEqual([1, 3]);
    expect(html).toContain('aria-label="Weniger von Vollmilch 3,5 %"');
    expect(html).toContain('aria-label="Mehr von Vollmilch 3,5 %"');
    // Without JavaScript a press posts and comes back to the same listing.
    expect(html).toContain('name="redirectTo" value="/kategorie/milch"');
  });

  it('offers the add button again for a product not in the cart', async () => {
    const html = await renderInShop(<AddToCartSlot product={productSummary()} />, {
      paths: withCart,
      root: { cartQuantities: { '999999': 4 } },
    });
    expect(html).toContain('add-to-cart-form__button');
    expect(html).not.toContain('cart-stepper');
  });

  it('cannot go past the most the cart takes', async () => {
    const html = await renderInShop(<AddToCartSlot product={productSummary({ maxQuantity: 3 })} />, {
      paths: withCart,
      root: { cartQuantities: { '100001': 3 } },
    });
    expect(html).toMatch(/aria-label="Mehr von Vollmilch 3,5 %" disabled=""/);
  });

  it('shows a weight article by its weight and steps through the amounts of its weight choice', async () => {
    const apples = productSummary({ weightArticle: true, quantityStepSize: 100, maxQuantity: 50 });
    const html = await renderInShop(<AddToCartSlot product={apples} />, {
      paths: withCart,
      root: { cartQuantities: { '100001': 1500 } },
    });
    expect(textOf(html)).toContain('Im Warenkorb: 1,5 kg');
    expect(quantitiesSent(html)).toEqual([1000, 2000]);
    expect(html).not.toContain('<select');
  });

  it('counts a weight-piece article in pieces', async () => {
    const cheese = productSummary({ weightPieceArticle: true, averageWeightGrams: 250, maxQuantity: 10 });
    const html = await renderInShop(<AddToCartSlot product={cheese} />, {
      paths: withCart,
      root: { cartQuantities: { '100001': 2 } },
      language: 'en',
    });
    expect(textOf(html)).toContain('In your cart: 2 pcs');
    expect(quantitiesSent(html)).toEqual([1, 3]);
  });

  it('offers nothing for a product in the cart that can no longer be ordered', async () => {
    const html = await renderInShop(
      <AddToCartSlot product={productSummary({ availability: 'unavailable' })} />,
      { paths: withCart, root: { cartQuantities: { '100001': 1 } } },
    );
    expect(html).not.toMatch(/<(form|button)/);
  });
});
