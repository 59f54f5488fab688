import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { ProductGrid, ProductTile } from './product-tile';
import { thumbnailSrc } from './product-thumbnail';
import { productSummary, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';

describe('the product tile', () => {
  it('links the name to the product page with sku, and the quick view to the same page', async () => {
    const html = await renderInShop(<ProductTile product={productSummary()} />);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toMatch(/<h3 class="product-tile__name"><a [^>]*href="\/produkte\/vollmilch-3-5\/100001"/);
    // Without JavaScript the quick view is a plain link to the product page (§2 cart extras).
    expect(html).toContain(
      '<a href="/produkte/vollmilch-3-5/100001" class="quick-view-link" data-opens="quick-view" data-sku="100001" aria-label="Schnellansicht von Vollmilch 3,5 %">Schnellansicht</a>',
    );
  });

  it('shows brand, content amount, badges as words, price and the add-to-cart place', async () => {
    const html = await renderInShop(
      <ProductTile
        product={productSummary({ badges: ['organic', 'regional'], availability: 'temporarilyUnavailable' })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Alpenhof');
    expect(text).toContain('1 l');
    expect(html).toContain('<ul class="badges" aria-label="Merkmale">');
    expect(text).toContain('Bio Regional');
    expect(text).toContain('Normalpreis: € 1,29');
    expect(html).toContain('data-add-to-cart-slot="100001"');
    expect(text).toContain('Vorübergehend nicht verfügbar');
    // A product that cannot be ordered gets no add-to-cart form.
    expect(html).not.toMatch(/<(button|form)/);
  });

  it('names the age limit and prefers the bundle info over the content amount', async () => {
    const text = textOf(
      await renderInShop(
        <ProductTile
          product={productSummary({
            ageRestriction: 18,
            availability: 'ageRestricted',
            bundleInfo: '6 x 0,5 l',
            contentAmount: { value: 3, unit: 'l' },
          })}
        />,
      ),
    );
    expect(text).toContain('Ab 18 Jahren');
    expect(text).toContain('6 x 0,5 l');
    expect(text).not.toContain('3 l');
  });

  it('sets the picture size and loads it lazily unless it is above the fold', async () => {
    const lazy = await renderInShop(<ProductTile product={productSummary()} />);
    expect(lazy).toMatch(/<img[^>]*width="400" height="400" loading="lazy"/);
    const eager = await renderInShop(<ProductTile product={productSummary()} eager />);
    expect(eager).toContain('loading="eager"');
  });

  it("shows a generated packshot as its thumbnail and a shop's own photo as it is, alt text unchanged", async () => {
    const image = {
      src: '/media/products/100001.svg',
      alt: 'Vollmilch 3,5 %, Packung',
      width: 600,
      height: 600,
    };
    const generated = await renderInShop(<ProductTile product={productSummary({ image })} />);
    expect(generated).toMatch(
      /<img class="product-tile__image" src="\/media\/products\/100001.thumb.svg" alt="Vollmilch 3,5 %, Packung"/,
    );
    const photo = await renderInShop(<ProductTile product={productSummary()} />);
    expect(photo).toContain('src="/images/products/100001.svg"');
    expect(thumbnailSrc('/media/recipes/kaiserschmarrn.svg')).toBe('/media/recipes/kaiserschmarrn.svg');
    expect(thumbnailSrc('https://cdn.example/media/products/1.svg')).toBe(
      'https://cdn.example/media/products/1.svg',
    );
  });

  it('links to the main shop in shop-forward mode (§1)', async () => {
    const html = await renderInShop(<ProductTile product={productSummary()} />, {
      shopForward: { enabled: true, baseUrl: 'https://shop.example/' },
    });
    expect(html).toContain('href="https://shop.example/produkte/vollmilch-3-5"');
    // The quick view shows this shop's products only.
    expect(html).not.toContain('quick-view-link');
  });

  it('renders a grid as a list with the heading level asked for and eager leading pictures', async () => {
    const products = [1, 2, 3].map((n) =>
      productSummary({ sku: `10000${n}`, slug: `milch-${n}`, name: `Milch ${n}` }),
    );
    const html = await renderInShop(<ProductGrid products={products} headingLevel={2} eagerCount={2} />);
    expect(html.match(/<li class="product-grid__item">/g)).toHaveLength(3);
    expect(html.match(/<h2 /g)).toHaveLength(3);
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
  });

  it('lays a longer list out in groups of four that stay one list of every product (issue 39)', async () => {
    const products = Array.from({ length: 10 }, (_, n) =>
      productSummary({ sku: `2000${n + 10}`, slug: `kaese-${n}`, name: `Käse ${n}` }),
    );
    const html = await renderInShop(<ProductGrid products={products} eagerCount={4} label="Käse" />);
    expect(html).toMatch(/^<div role="list" class="product-grid product-grid--grouped" aria-label="Käse">/);
    expect(html.match(/<div role="none" class="product-grid__group">/g)).toHaveLength(3);
    expect(html.match(/<div role="listitem" class="product-grid__item">/g)).toHaveLength(10);
    expect(html).not.toContain('<ul class="product-grid');
    // The groups split the list in its order: the fifth product opens the second group.
    const groups = html.split('class="product-grid__group"').slice(1);
    expect(groups.map((group) => group.match(/<article /g)?.length)).toEqual([4, 4, 2]);
    expect(groups[1]!.match(/<article class="product-tile" data-sku="(\d+)"/)?.[1]).toBe('200014');
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
  });

  it('keeps a list of up to eight products one plain list', async () => {
    const products = Array.from({ length: 8 }, (_, n) =>
      productSummary({ sku: `3000${n + 10}`, slug: `brot-${n}`, name: `Brot ${n}` }),
    );
    const html = await renderInShop(<ProductGrid products={products} />);
    expect(html.match(/<li class="product-grid__item">/g)).toHaveLength(8);
    expect(html).not.toContain('product-grid__group');
  });
});
