import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import type { SearchType } from '../../backend/src/schemas/catalogue.js';
import { loader } from './search.$term';
import { makeRuntimeConfig } from '../../tests/storefront/factories';

type LoaderResult = { data: Record<string, unknown>; init: { status?: number } | null };

function load(
  term: string,
  query = '',
  routes = ['search', 'product-slug', 'products-slug', 'recipe-slug'],
  found = 30,
  cookie = '',
) {
  const search = vi.fn(
    async (type: SearchType, _term: string, paging: { offset?: number; pageSize?: number }) => ({
      total: found,
      count: Math.min(paging.pageSize ?? 5, found),
      offset: paging.offset ?? 0,
      queryId: `q-${type}`,
      results: [],
    }),
  );
  const totals = vi.fn(async (_term: string, types: readonly SearchType[]) =>
    Object.fromEntries(types.map((type) => [type, found])),
  );
  const suggest = vi.fn(async () => [{ term: 'milch' }]);
  const reportUnanswered = vi.fn(async () => undefined);
  const context = {
    tenant: {
      paths: Object.fromEntries(routes.map((name) => [name, name === 'search' ? '/suche' : `/${name}`])),
      config: { clientRuntimeConfig: makeRuntimeConfig({ consent: { provider: 'builtin' } }) },
    },
    search: { search, totals, suggest, reportUnanswered },
    t: (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`,
  } as unknown as AppLoadContext;
  const request = new Request(`http://shop.test/suche/${encodeURIComponent(term)}${query}`, {
    headers: { Cookie: cookie },
  });
  const result = loader({ request, context, params: { term } }) as Promise<unknown> as Promise<LoaderResult>;
  return { search, totals, suggest, reportUnanswered, result };
}

describe('the search page loader', () => {
  it('searches the products tab by default, 24 to a page, and only counts the other tabs, in one call', async () => {
    const { search, totals, result } = load('Milch');
    const { data } = await result;
    expect(data).toMatchObject({
      valid: true,
      term: 'Milch',
      active: 'products',
      page: 1,
      formAction: '/suche',
    });
    expect(data.totals).toEqual({ products: 30, categories: 30, recipes: 30, content: 30 });
    expect(search).toHaveBeenCalledWith('products', 'Milch', { offset: 0, pageSize: 24 });
    expect(search).toHaveBeenCalledTimes(1);
    expect(totals).toHaveBeenCalledWith('Milch', ['categories', 'recipes', 'content']);
    expect(totals).toHaveBeenCalledTimes(1);
  });

  it('pages the chosen tab 12 to a page', async () => {
    const { search, totals, result } = load('Milch', '?tab=recipes&page=3');
    expect((await result).data).toMatchObject({ active: 'recipes', page: 3, pageSize: 12 });
    expect(search).toHaveBeenCalledWith('recipes', 'Milch', { offset: 24, pageSize: 12 });
    expect(totals).toHaveBeenCalledWith('Milch', ['products', 'categories', 'content']);
  });

  it('falls back to products for a tab the tenant does not have', async () => {
    const { search, totals, result } = load('Milch', '?tab=recipes', ['search', 'product-slug']);
    const { data } = await result;
    expect(data).toMatchObject({ active: 'products', types: ['products', 'content'] });
    expect(search).not.toHaveBeenCalledWith('recipes', expect.anything(), expect.anything());
    expect(totals).toHaveBeenCalledWith('Milch', ['content']);
  });

  it('counts a term that found nothing anywhere and offers what it may have meant', async () => {
    const { suggest, reportUnanswered, result } = load('milsch', '', undefined, 0);
    expect((await result).data).toMatchObject({ suggestions: [{ term: 'milch' }] });
    expect(reportUnanswered).toHaveBeenCalledWith('milsch');
    expect(suggest).toHaveBeenCalledWith('milsch');
  });

  it('neither counts nor suggests when some type found something', async () => {
    const { suggest, reportUnanswered, result } = load('Milch');
    expect((await result).data).toMatchObject({ suggestions: [] });
    expect(reportUnanswered).not.toHaveBeenCalled();
    expect(suggest).not.toHaveBeenCalled();
  });

  it('refuses a 1-character term without calling the API (§5)', async () => {
    const { search, totals, result } = load('M');
    const { data, init } = await result;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ valid: false, term: 'M', error: 'tooShort' });
    expect(search).not.toHaveBeenCalled();
    expect(totals).not.toHaveBeenCalled();
  });

  it('prepares view_item_list of the products found with the search term, only with the statistics consent (issue 37)', async () => {
    expect((await load('Milch').result).data.trackingEvents).toEqual([]);
    const { data } = await load('Milch', '', undefined, 30, 'consent=C0002').result;
    expect(data.trackingEvents).toEqual([
      {
        event: 'view_item_list',
        ecommerce: { currency: 'EUR', item_list_name: 'search', search_term: 'Milch', items: [] },
      },
    ]);
  });
});
