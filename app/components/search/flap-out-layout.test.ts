import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { flapOutColumns, orderedSearchTypes, parseColumnRatio, type FlapOutConfig } from './flap-out-layout';
import { enabledSearchTypes } from './search-types';

const config: FlapOutConfig = {
  columnRatio: '8/4',
  types: [
    { type: 'content', order: 4, emptyResultsContent: 'Keine Seiten.' },
    { type: 'products', order: 1, emptyResultsContent: 'Keine Produkte.' },
    { type: 'recipes', order: 3, emptyResultsContent: 'Kein Rezept.' },
    { type: 'categories', order: 2, emptyResultsContent: 'Keine Kategorie.' },
  ],
};

const typesOf = (columns: ReturnType<typeof flapOutColumns>) =>
  columns.map((column) => column.types.map((entry) => entry.type));

describe('the column ratio (§2)', () => {
  it('reads two widths split by a slash', () => {
    expect(parseColumnRatio('8/4')).toEqual([8, 4]);
    expect(parseColumnRatio(' 3 / 9 ')).toEqual([3, 9]);
  });

  it('falls back to 6/6 when absent or not two widths adding up to 12', () => {
    for (const ratio of [undefined, '', '8', '8/5', '0/12', '12/0', 'a/b', '4/4/4'])
      expect(parseColumnRatio(ratio), String(ratio)).toEqual([6, 6]);
  });
});

describe('the flap-out columns (§2)', () => {
  it('puts odd orders in the first column and even in the second, each sorted by order', () => {
    const columns = flapOutColumns(config, ['products', 'categories', 'recipes', 'content']);
    expect(typesOf(columns)).toEqual([
      ['products', 'recipes'],
      ['categories', 'content'],
    ]);
    expect(columns.map((column) => column.span)).toEqual([8, 4]);
  });

  it('skips types the tenant cannot show and gives a lone column the full width', () => {
    const columns = flapOutColumns(config, ['products', 'recipes']);
    expect(typesOf(columns)).toEqual([['products', 'recipes']]);
    expect(columns[0]?.span).toBe(12);
  });

  it('without a config shows every enabled type in 6/6', () => {
    const columns = flapOutColumns(undefined, ['products', 'categories', 'content']);
    expect(typesOf(columns)).toEqual([['products', 'content'], ['categories']]);
    expect(columns.map((column) => column.span)).toEqual([6, 6]);
  });

  it('orders the search page tabs like the flap-out', () => {
    expect(orderedSearchTypes(config, ['content', 'recipes', 'products'])).toEqual([
      'products',
      'recipes',
      'content',
    ]);
  });
});

describe('the enabled result types', () => {
  it('skips a type whose route is absent, e.g. recipes without featureRecipes', () => {
    expect(
      enabledSearchTypes({
        'product-slug': '/produkte/:slug',
        'products-slug': '/kategorie/:slug?',
        'search-term': '/suche/:term',
      }),
    ).toEqual(['products', 'categories', 'content']);
  });

  it('keeps content pages, which the catch-all always serves', () => {
    expect(enabledSearchTypes({})).toEqual(['content']);
    expect(
      enabledSearchTypes({ 'recipe-slug': '/rezepte/:slug', 'product-slug': '/produkte/:slug' }),
    ).toEqual(['products', 'recipes', 'content']);
  });
});
