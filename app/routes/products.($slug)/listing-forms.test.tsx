import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { FilterForm, SortForm } from './listing-forms';
import { parseListingQuery } from './listing-query.server';
import { Paging, visiblePages } from '~/components/catalogue/paging';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';

const facets = {
  brands: [
    { slug: 'alpenhof', name: 'Alpenhof', count: 12 },
    { slug: 'bergbauer', name: 'Bergbauer', count: 1 },
  ],
  badges: [{ badge: 'organic' as const, count: 7 }],
  price: { min: 49, max: 1290 },
};
const location = '/kategorie/milch-kaese';

describe('the listing forms', () => {
  it('are GET forms to the listing with labelled fields, facet counts and the other form’s state', async () => {
    const state = parseListingQuery(new URLSearchParams('sort=unitprice&brand=alpenhof&priceMax=5'));
    const filters = await renderInShop(<FilterForm state={state} facets={facets} />, { location });
    expect(filters).toMatch(/<form method="get" action="\/kategorie\/milch-kaese"/);
    expect(filters).toContain('<input type="hidden" name="sort" value="unitprice"/>');
    expect(filters).toMatch(/<input type="checkbox" name="brand" checked="" value="alpenhof"\/>/);
    expect(filters).toMatch(/<input type="checkbox" name="brand" value="bergbauer"\/>/);
    const text = textOf(filters);
    expect(text).toContain('Alpenhof (12), 12 Produkte');
    expect(text).toContain('Bergbauer (1), 1 Produkt');
    expect(text).toContain('Bio (7), 7 Produkte');
    expect(text).toContain('Preise von € 0,49 bis € 12,90');
    expect(filters).toMatch(
      /<label for="[^"]+-price-max">Preis bis \(€\)<\/label><input id="[^"]+-price-max" name="priceMax"[^>]*value="5.00"/,
    );
    // Groups with a selection stay open; the others are closed.
    expect(filters).toMatch(/<details class="filter-group" open=""><summary>Marke<\/summary>/);
    expect(filters).toMatch(/<details class="filter-group"><summary>Merkmal<\/summary>/);

    const sort = await renderInShop(<SortForm state={state} />, { location });
    expect(sort).toContain('<input type="hidden" name="brand" value="alpenhof"/>');
    expect(sort).toContain('<input type="hidden" name="priceMax" value="5.00"/>');
    expect(sort).toMatch(/<option value="unitprice" selected="">Grundpreis \(aufsteigend\)<\/option>/);
    expect(sort).not.toContain('name="page"');
  });
});

describe('paging', () => {
  it('shows the first, last and nearby pages with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('is a list of links with the current page marked and nothing for a single page', async () => {
    const html = await renderInShop(
      <Paging page={2} pageCount={3} hrefFor={(page) => `${location}?page=${page}`} />,
      { location },
    );
    expect(html).toContain('<nav class="paging" aria-label="Seiten">');
    expect(html).toMatch(/href="\/kategorie\/milch-kaese\?page=1"[^>]*>Vorherige Seite/);
    expect(html).toMatch(/href="\/kategorie\/milch-kaese\?page=3"[^>]*>Nächste Seite/);
    expect(html).toMatch(/<span class="paging__current" aria-current="page">/);
    expect(await renderInShop(<Paging page={1} pageCount={1} hrefFor={() => ''} />)).toBe('');
  });
});
