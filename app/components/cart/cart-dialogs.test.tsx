import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import {
  germanPaths,
  productSummary,
  renderInShop,
  textOf,
} from '../../../tests/storefront/catalogue-test-support';
import { QuickViewFacts } from '../catalogue/quick-view';
import AddedSlideIn from './added-slide-in';
import { addedToCart, type AddedToCart } from './added-to-cart';
import { CartBadge } from './cart-badge';
import { SideCartBody } from './side-cart';
import { DialogHost } from '../dialogs/dialog-host';
import { cart, lineItem, priceInfo, voucherLineItem } from '../../../tests/storefront/cart-test-support';

const withCart = { ...germanPaths, cart: '/warenkorb' };
const milk = productSummary({ sku: '100001', name: 'Vollmilch 3,5 %' });

describe('the cart badge', () => {
  it('is a plain link to the cart page that opens the side cart once JavaScript runs', async () => {
    const html = await renderInShop(<CartBadge />, { paths: withCart, root: { cartCount: 3 } });
    expect(html).toMatch(
      /^<a href="\/warenkorb" data-opens="side-cart" class="cart-badge" aria-label="Warenkorb, 3 Artikel"/,
    );
  });
});

describe('the dialog host', () => {
  it('brings no dialog with the page, only the slide-in’s empty live region', async () => {
    const html = await renderInShop(<DialogHost />);
    expect(html).toBe('<p role="status" class="visually-hidden"></p>');
  });
});

describe('the side cart', () => {
  const contents = {
    lineItems: [lineItem({ product: milk, quantity: 2, totalPrice: 258 })],
    unavailableCount: 1,
    vouchers: [voucherLineItem()],
    lineItemCount: 2,
    total: 1234,
  };

  it('lists the lines with the cart page’s forms, the vouchers, the total and the way to the cart', async () => {
    const html = await renderInShop(<SideCartBody contents={contents} />, { paths: withCart });
    const text = textOf(html);
    expect(html).toMatch(/<form method="post" action="\/resources\/cart"/);
    expect(html).toContain('name="sku" value="100001"');
    expect(text).toContain('Vollmilch 3,5 % entfernen');
    expect(text).toContain('Nicht verfügbare Artikel: 1');
    // Under the dialog's own heading (h2), one level deeper than on the cart page.
    expect(html).toMatch(/<h3 id="[^"]+">Deine Gutscheine<\/h3>/);
    expect(text).toContain('3 % Zustellbonus Automatisch eingelöst Ersparnis: € 0,37');
    expect(text).toContain('Gesamtsumme € 12,34');
    expect(html).toMatch(/<a [^>]*href="\/warenkorb"[^>]*>Zum Warenkorb<\/a>/);
  });

  it('says when the cart is empty', async () => {
    const html = await renderInShop(
      <SideCartBody
        contents={{ ...contents, lineItems: [], unavailableCount: 0, vouchers: [], lineItemCount: 0 }}
      />,
      { paths: withCart },
    );
    expect(textOf(html)).toBe('Dein Warenkorb ist leer.');
  });
});

describe('the product slide-in', () => {
  const added: AddedToCart = {
    sku: '100001',
    name: 'Vollmilch 3,5 %',
    image: milk.image,
    quantity: 2,
    weightArticle: false,
    lineItemCount: 4,
    total: 1234,
    message: 'Vollmilch 3,5 % liegt im Warenkorb.',
  };

  it('is a labelled, non-modal dialog with the product, the cart and the ways on', async () => {
    const html = await renderInShop(<AddedSlideIn added={added} onClose={() => undefined} />, {
      paths: withCart,
    });
    const titleId = /<dialog open="" class="added-slide-in" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${titleId}" class="added-slide-in__title">In den Warenkorb gelegt</h2>`);
    const text = textOf(html);
    expect(text).toContain('Vollmilch 3,5 % Im Warenkorb: 2 Stk.');
    expect(text).toContain('Artikel im Warenkorb: 4 · Gesamt € 12,34');
    expect(html).toMatch(/<a [^>]*href="\/warenkorb"[^>]*>Zum Warenkorb<\/a>/);
    expect(html).toContain(
      '<button type="button" class="button button--secondary">Weiter einkaufen</button>',
    );
  });
});

describe('what the slide-in is told after an add', () => {
  const line = lineItem({ product: milk, quantity: 3 });
  const full = cart({ productLineItems: [line], lineItemCount: 1, priceInfo: priceInfo({ total: 877 }) });

  it('names the product, its quantity now and the cart’s count and total', () => {
    expect(addedToCart('added', line, full, 'da')).toEqual({
      sku: '100001',
      name: 'Vollmilch 3,5 %',
      image: milk.image,
      quantity: 3,
      weightArticle: false,
      lineItemCount: 1,
      total: 877,
      message: 'da',
    });
    expect(addedToCart('updated', line, full, 'mehr')?.quantity).toBe(3);
  });

  it('is nothing when the add did not go through', () => {
    expect(addedToCart('maxquantityreached', line, full, '')).toBeUndefined();
    const unavailable = cart({ productLineItems: [], unavailableLineItems: [line] });
    expect(addedToCart('added', line, unavailable, '')).toBeUndefined();
  });
});

describe('the quick view', () => {
  it('shows the key facts and the add-to-cart form', async () => {
    const html = await renderInShop(<QuickViewFacts product={productSummary({ quantityStepSize: 1 })} />, {
      paths: withCart,
    });
    const text = textOf(html);
    expect(html).toContain('src="/images/products/100001.svg"');
    expect(text).toContain('Alpenhof');
    expect(text).toContain('1 l');
    expect(text).toContain('Normalpreis: € 1,29');
    expect(html).toMatch(/<form method="post" action="\/resources\/cart"/);
    expect(html).toMatch(/<a [^>]*href="\/produkte\/vollmilch-3-5\/100001"[^>]*>Alle Produktdetails<\/a>/);
  });
});
