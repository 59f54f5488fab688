import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import type { SearchType } from '../../backend/src/schemas/catalogue.js';
import { loader, type FlapOutAnswer } from './resources.search';

const banner = {
  headline: 'Frische Milch',
  text: 'Aus Österreich',
  href: '/kategorie/milch',
  image: { src: '/b.svg', alt: '', width: 400, height: 200 },
};

function get(query: string, routes = ['product-slug', 'products-slug', 'recipe-slug']) {
  const search = vi.fn(async (type: SearchType, term: string, paging: object) => ({
    total: 1,
    count: 1,
    offset: 0,
    queryId: `${type}-${term}-${JSON.stringify(paging)}`,
    results: [],
  }));
  const getBanner = vi.fn(async () => banner);
  const context = {
    tenant: { paths: Object.fromEntries(routes.map((name) => [name, `/${name}`])) },
    search: { search, getBanner },
  } as unknown as AppLoadContext;
  const request = new Request(`http://shop.test/resources/search?${query}`);
  return { search, getBanner, answer: loader({ request, context, params: {} }) };
}

describe('the flap-out endpoint', () => {
  it('searches every enabled type with page size 5 and fetches the banner', async () => {
    const { search, answer } = get('term=Milch', ['product-slug']);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=30');
    const body = (await response.json()) as FlapOutAnswer;
    expect(Object.keys(body.groups)).toEqual(['products', 'content']);
    expect(search).toHaveBeenCalledWith('products', 'Milch', { pageSize: 5 });
    expect(body.banner).toEqual(banner);
    expect(body.term).toBe('Milch');
  });

  it('answers only the types asked for, never a disabled one', async () => {
    const { search, getBanner, answer } = get('term=Milch&type=recipes', ['product-slug']);
    const body = (await (await answer).json()) as FlapOutAnswer;
    expect(body.groups).toEqual({});
    expect(body).not.toHaveProperty('banner');
    expect(search).not.toHaveBeenCalled();
    expect(getBanner).not.toHaveBeenCalled();
  });

  it('answers the banner alone', async () => {
    const { search, answer } = get('term=Milch&type=banner');
    const body = (await (await answer).json()) as FlapOutAnswer;
    expect(body).toEqual({ term: 'Milch', groups: {}, banner });
    expect(search).not.toHaveBeenCalled();
  });

  it('refuses a term under 2 characters and unknown types without calling the API', async () => {
    for (const query of ['term=M', 'term=%20M%20', 'term=Milch&type=people']) {
      const { search, answer } = get(query);
      expect((await answer).status, query).toBe(400);
      expect(search).not.toHaveBeenCalled();
    }
  });
});
