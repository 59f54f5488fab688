import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { productSummary, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { flapOutColumns, type FlapOutConfig } from './flap-out-layout';
import { flapOutReducer, initialFlapOutState, type FlapOutAction } from './flap-out-state';
import { SearchFlapOut } from './search-flap-out';

const config: FlapOutConfig = {
  columnRatio: '8/4',
  types: [
    { type: 'products', order: 1, emptyResultsContent: 'Keine Produkte gefunden.' },
    { type: 'categories', order: 2, emptyResultsContent: 'Keine passende Kategorie.' },
    { type: 'recipes', order: 3, emptyResultsContent: 'Kein passendes Rezept.' },
  ],
};

const milk = productSummary();
const organicMilk = productSummary({ sku: '100002', slug: 'bio-vollmilch', name: 'Bio-Vollmilch' });

function stateAfter(actions: FlapOutAction[]) {
  return actions.reduce(flapOutReducer, initialFlapOutState());
}

const answered = stateAfter([
  { type: 'termChanged', term: 'vollm' },
  { type: 'searchStarted', term: 'vollm', types: ['products', 'categories', 'recipes'] },
  {
    type: 'groupArrived',
    term: 'vollm',
    resultType: 'products',
    group: { total: 7, count: 2, offset: 0, queryId: 'q-products', results: [milk, organicMilk] },
  },
  { type: 'groupArrived', term: 'vollm', resultType: 'categories', group: null },
  {
    type: 'bannerArrived',
    term: 'vollm',
    banner: {
      headline: 'Frisch aus der Molkerei',
      text: 'Heumilch und Bergkäse.',
      href: '/kategorie/milch-kaese',
      image: { src: '/images/banner.svg', alt: '', width: 320, height: 160 },
    },
  },
]);

function render(state = answered) {
  return renderInShop(
    <SearchFlapOut
      id="flap"
      state={state}
      columns={flapOutColumns(config, ['products', 'categories', 'recipes'])}
      emptyTextFor={() => 'Keine Treffer.'}
      regionRef={{ current: null }}
    />,
  );
}

describe('the search flap-out', () => {
  it('is a region named after the term, with the groups in two columns of the ratio', async () => {
    const html = await render();
    expect(html).toMatch(
      /<section id="flap" class="search-flap-out" aria-label="Suchvorschläge für „vollm“">/,
    );
    const columns = html.split('search-flap-out__column"').slice(1);
    expect(columns).toHaveLength(2);
    expect(html).toContain('class="col-12 col-lg-8 search-flap-out__column"');
    expect(html).toContain('class="col-12 col-lg-4 search-flap-out__column"');
    expect(columns[0]).toMatch(/data-type="products"[\s\S]*data-type="recipes"/);
    expect(columns[1]).toContain('data-type="categories"');
  });

  it('lists the results, a loading note per group still on its way, and each type’s empty text', async () => {
    const html = await render();
    expect(html).toMatch(/role="group" aria-labelledby="flap-products"/);
    expect(html).toContain('href="/produkte/vollmilch-3-5/100001"');
    expect(html).toContain('href="/produkte/bio-vollmilch/100002"');
    const text = textOf(html);
    expect(text).toContain('Produkte Vollmilch 3,5 %');
    expect(text).toContain('Kategorien Keine passende Kategorie.');
    expect(text).toContain('Rezepte Wird gesucht …');
  });

  it('shows the banner and a link to all results', async () => {
    const html = await render();
    expect(textOf(html)).toContain('Tipp: Frisch aus der Molkerei Heumilch und Bergkäse.');
    expect(html).toContain('href="/kategorie/milch-kaese"');
    expect(html).toMatch(/href="[^"]*\/vollm\?tab=products"[^>]*>Alle Ergebnisse für „vollm“ anzeigen/);
  });

  it('shows every group as loading while the term waits for its search', async () => {
    const text = textOf(await render(flapOutReducer(answered, { type: 'termChanged', term: 'vollmi' })));
    expect(text.match(/Wird gesucht …/g)).toHaveLength(3);
    expect(text).not.toContain('Vollmilch 3,5 %');
  });
});
