import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDetail, RecipeSummary } from '../../backend/src/schemas/catalogue.js';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { productSummary, renderInShop, textOf } from '../../tests/storefront/catalogue-test-support';
import '../../tests/storefront/console-guard';
import { BlockDataProvider, type BlockData } from './block-data';
import { loadBlockData } from './block-data.server';
import { checkedBlocks } from './checked-blocks.server';
import { BlockList } from './registry';

const pageUrl = new URL('http://localhost/bausteine');

const recipe = (slug: string): RecipeSummary => ({
  slug,
  title: `Rezept ${slug}`,
  teaser: 'Schnell gemacht.',
  image: { src: `/media/recipes/${slug}.svg`, alt: `Rezept ${slug}`, width: 800, height: 600 },
  totalMinutes: 20,
  difficulty: 'easy',
  servings: 4,
  tags: [{ slug: 'schnell', name: 'Schnell' }],
});

const offers: BlockNode = {
  id: 'offers',
  type: 'productGroup',
  fields: {
    title: 'Angebote',
    category: 'milch-kaese',
    badge: 'offer',
    limit: 2,
    link: { label: 'Alles aus Milch & Käse', href: '/kategorie/milch-kaese' },
  },
};
const chosen: BlockNode = { id: 'chosen', type: 'productGroup', fields: { skus: ['2', '1'] } };
const recipes: BlockNode = {
  id: 'recipes',
  type: 'recipeGroup',
  fields: { title: 'Neu', slugs: ['a', 'b'] },
};

function fakeContext(overrides: { recipesOn?: boolean; failCategory?: boolean } = {}) {
  const milk = productSummary({ sku: '1', name: 'Vollmilch' });
  const cheese = productSummary({ sku: '2', name: 'Bergkäse' });
  const catalogue = {
    getCategoryProducts: vi.fn(async () => {
      if (overrides.failCategory) throw new Error('API down');
      return { products: [milk] };
    }),
    getProductsBySku: vi.fn(async () => ({ products: [cheese, milk] })),
  };
  const search = {
    getRecipe: vi.fn(async (slug: string) => {
      if (slug === 'b') throw new Error('gone');
      return { ...recipe(slug), steps: ['Kochen'], ingredients: [] } as unknown as RecipeDetail;
    }),
    listRecipes: vi.fn(),
  };
  const paths = overrides.recipesOn === false ? {} : { 'recipe-slug': '/rezepte/:slug' };
  const context = { catalogue, search, requestId: 'test', tenant: { paths } } as unknown as AppLoadContext;
  return { context, catalogue, search };
}

describe('loadBlockData', () => {
  it('loads every group of the page, nested ones too, with their fields', async () => {
    const { context, catalogue } = fakeContext();
    const section: BlockNode = {
      id: 'section',
      type: 'section',
      fields: {},
      children: [offers, chosen, recipes],
    };
    const data = await loadBlockData(context, [section], new Request(pageUrl));
    expect(catalogue.getCategoryProducts).toHaveBeenCalledWith('milch-kaese', {
      sort: 'category',
      pageSize: 2,
      badge: ['offer'],
    });
    expect(catalogue.getProductsBySku).toHaveBeenCalledWith(['2', '1']);
    expect(Object.keys(data).sort()).toEqual(['chosen', 'offers', 'recipes']);
    // A chosen recipe that is gone is left out; cards get the summary only.
    expect(data.recipes).toEqual({ recipes: [recipe('a')] });
  });

  it('leaves a group without data when its call fails, and skips recipes a tenant has switched off', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, search } = fakeContext({ failCategory: true, recipesOn: false });
    const data = await loadBlockData(context, [offers, recipes], new Request(pageUrl));
    expect(data).toEqual({});
    expect(search.getRecipe).not.toHaveBeenCalled();
  });

  it('reports a failed group, unless the shopper left before the page came', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context } = fakeContext({ failCategory: true });
    await loadBlockData(context, [offers], new Request(pageUrl));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockClear();

    const left = new AbortController();
    left.abort();
    await loadBlockData(context, [offers], new Request(pageUrl, { signal: left.signal }));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('product and recipe group blocks', () => {
  const render = (blocks: BlockNode[], data: BlockData) =>
    renderInShop(
      <BlockDataProvider data={data}>
        <BlockList blocks={checkedBlocks(blocks)} />
      </BlockDataProvider>,
    );

  it('render their title, tiles or cards, and the link to see all', async () => {
    const html = await render([offers, recipes], {
      offers: { products: [productSummary({ sku: '1', slug: 'vollmilch', name: 'Vollmilch' })] },
      recipes: { recipes: [recipe('a')] },
    });
    expect(html).toContain('<h2 class="block-group__title" id="offers-title">Angebote</h2>');
    expect(html).toContain('href="/produkte/vollmilch/1"');
    expect(textOf(html)).toContain('Rezept a');
    expect(html).toContain('href="/kategorie/milch-kaese"');
  });

  it('render nothing without data, and an invalid group (neither skus nor category) never renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const invalid: BlockNode = { id: 'invalid', type: 'productGroup', fields: { title: 'Leer' } };
    const html = await render([offers, invalid], { invalid: { products: [productSummary()] } });
    expect(html).not.toContain('block-group');
  });
});
