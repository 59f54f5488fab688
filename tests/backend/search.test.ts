import { sql } from 'drizzle-orm';
import { loadCategoryIndex } from '../../backend/src/catalogue/category-names.js';
import { findProductsBySku } from '../../backend/src/catalogue/product-repository.js';
import { NoopLogger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  brandListSchema,
  pesticideListSchema,
  recipeDetailSchema,
  recipeListSchema,
  searchBannerSchema,
  searchResultSchemas,
  searchTotalsSchema,
  searchTypes,
} from '../../backend/src/schemas/catalogue.js';
import { expandSearchTerm, parseSearchTerm } from '../../backend/src/search/search-term.js';
import { folded, startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

describe.each(drivers)('search, recipes and pesticides on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const { get, json } = tenantRequests(() => testApp);
  const searchProducts = async (term: string, query = '', tenant = 'de') =>
    searchResultSchemas.products.parse(
      await json(`/api/products/search/${encodeURIComponent(term)}${query}`, tenant),
    );

  describe('products', () => {
    it('finds Vollmilch by its name, first', async () => {
      const found = await searchProducts('Vollmilch');
      expect(found.total).toBeGreaterThan(0);
      expect(found.count).toBe(Math.min(5, found.total));
      expect(found.offset).toBe(0);
      expect(found.queryId).not.toBe('');
      expect(found.results[0]!.name).toContain('Vollmilch');
      // The word as typed ranks before compounds that contain it.
      expect(found.results[0]!.name).not.toContain('Vollmilchschokolade');
    });

    it('needs every word: bio vollmilch finds organic whole milk only', async () => {
      const found = await searchProducts('bio vollmilch', '?pageSize=20');
      expect(found.total).toBeGreaterThan(0);
      expect(
        found.results.every((product) => /bio/i.test(product.name) || product.badges.includes('organic')),
      ).toBe(true);
    });

    it.each(['kase', 'kaese', 'Käse', 'KÄSE'])('finds Käse when typed as %s', async (term) => {
      const found = await searchProducts(term, '?pageSize=10');
      expect(found.total).toBeGreaterThan(0);
      expect(
        found.results.some((product) => product.name.includes('käse') || product.name.includes('Käse')),
      ).toBe(true);
    });

    it('forgives a typo: vollmich finds Vollmilch', async () => {
      const found = await searchProducts('vollmich');
      expect(found.results.some((product) => product.name.includes('Vollmilch'))).toBe(true);
    });

    it('puts products of a category the term names first: milch finds milk before milk soap', async () => {
      const found = await searchProducts('milch');
      for (const product of found.results)
        expect(
          product.parentCategories.map((parent) => parent.slug),
          product.name,
        ).toContain('milch-kaese');
    });

    it('finds words inside compound nouns and by prefix while typing', async () => {
      const compound = await searchProducts('milch', '?pageSize=50');
      expect(compound.results.some((product) => product.name.includes('Vollmilch'))).toBe(true);
      const prefix = await searchProducts('vollm');
      expect(prefix.results.some((product) => product.name.includes('Vollmilch'))).toBe(true);
    });

    it('spends its compound places on compounds the prefix does not find', async () => {
      const expanded = await expandSearchTerm(testApp.database.db, 'de', parseSearchTerm('milch', 'de')!);
      const alternatives = expanded!.query.replace(/[()]/g, '').split(' | ');
      expect(alternatives[0]).toBe("'milch':*");
      expect(alternatives.length).toBeGreaterThan(1);
      // 'milchreis' is found by 'milch':* already, 'bio-vollmilch' by its part 'vollmilch'.
      for (const alternative of alternatives.slice(1)) {
        expect(alternative).not.toMatch(/^'milch/);
        expect(alternative).not.toContain('-');
      }
    });

    it('plans the expansion and the ranked page once per session', async () => {
      const settings = await rowsOf<{ name: string; config: string[] | null; rows: number }>(
        testApp.database.db,
        sql`select proname as name, proconfig as config, prorows::int as rows from pg_proc
          where proname in ('search_expansion', 'search_product_page') order by proname`,
      );
      expect(settings).toEqual([
        { name: 'search_expansion', config: ['plan_cache_mode=force_generic_plan'], rows: 1000 },
        { name: 'search_product_page', config: ['plan_cache_mode=force_generic_plan'], rows: 24 },
      ]);
    });

    // Decision 0068: the function names its columns as a summary row; nothing maps them.
    it('gives each found product as the catalogue reads it', async () => {
      const { db } = testApp.database;
      const found = await searchProducts('milch', '?pageSize=24');
      expect(found.results.length).toBe(24);
      const read = await findProductsBySku(
        db,
        'de',
        await loadCategoryIndex(db, 'de'),
        found.results.map((product) => product.sku),
      );
      expect(found.results.some((product) => product.brand !== null)).toBe(true);
      // In the search's order, each product as the catalogue reads it by its SKU.
      expect(found.results).toEqual(read);
    });

    it('finds products by their brand name', async () => {
      const { brands } = brandListSchema.parse(await json('/api/brands'));
      const brand = brands.find((candidate) => candidate.productCount >= 5 && !candidate.name.includes(' '))!;
      const found = await searchProducts(brand.name, '?pageSize=20');
      expect(found.total).toBeGreaterThanOrEqual(brand.productCount);
      expect(found.results.filter((product) => product.brand?.slug === brand.slug).length).toBeGreaterThan(0);
    });

    it('pages with pageSize and offset', async () => {
      const first = await searchProducts('milch', '?pageSize=5');
      const second = await searchProducts('milch', '?pageSize=5&offset=5');
      expect(first.total).toBe(second.total);
      expect(second).toMatchObject({ offset: 5, count: 5 });
      const skus = new Set(first.results.map((product) => product.sku));
      expect(second.results.some((product) => skus.has(product.sku))).toBe(false);
    });

    it('keeps the total true on a page past the last one', async () => {
      const first = await searchProducts('vollmilch');
      for (const type of ['products', 'categories', 'recipes', 'content'] as const) {
        const whole = searchResultSchemas[type].parse(await json(`/api/${type}/search/milch?pageSize=5`));
        const beyond = searchResultSchemas[type].parse(
          await json(`/api/${type}/search/milch?pageSize=5&offset=5000`),
        );
        expect(beyond, type).toMatchObject({ total: whole.total, count: 0, offset: 5000, results: [] });
      }
      expect(first.total).toBeGreaterThan(0);
      const recipes = recipeListSchema.parse(await json('/api/recipes?offset=5000'));
      expect(recipes.total).toBeGreaterThanOrEqual(60);
      const pesticides = pesticideListSchema.parse(await json('/api/pesticides?offset=5000'));
      expect(pesticides).toMatchObject({ count: 0, entries: [] });
      expect(pesticides.total).toBeGreaterThanOrEqual(100);
    });

    it('finds nothing, on any page, for stop words only', async () => {
      for (const type of searchTypes)
        for (const offset of [0, 5])
          expect(
            searchResultSchemas[type].parse(await json(`/api/${type}/search/der%20und?offset=${offset}`)),
            type,
          ).toMatchObject({ total: 0, count: 0, results: [] });
    });

    it('refuses a term under two characters with a clear error', async () => {
      for (const term of ['k', ' m ', '!!']) {
        const response = await get(`/api/products/search/${encodeURIComponent(term)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'SEARCH_TERM_TOO_SHORT',
          message: 'The search term needs at least 2 letters or digits',
        });
      }
    });

    it('searches the English catalogue in English', async () => {
      const found = await searchProducts('whole milk', '', 'en');
      expect(found.results[0]!.name.toLowerCase()).toContain('whole milk');
    });
  });

  it('finds categories, recipes and content pages', async () => {
    const categories = searchResultSchemas.categories.parse(await json('/api/categories/search/milch'));
    expect(categories.results.some((category) => category.name.includes('Milch'))).toBe(true);

    const recipes = searchResultSchemas.recipes.parse(await json('/api/recipes/search/kuchen'));
    expect(recipes.total).toBeGreaterThan(0);

    const content = searchResultSchemas.content.parse(await json('/api/content/search/lieferung'));
    expect(content.results.map((page) => page.slug)).toContain('service/lieferung');
    expect(content.results.find((page) => page.slug === 'service/lieferung')?.path).toBe(
      '/service/lieferung',
    );
    const home = searchResultSchemas.content.parse(await json('/api/content/search/supermarkt?pageSize=20'));
    expect(home.results.find((page) => page.slug === 'startseite')?.path).toBe('/');
    expect(content.results.every((page) => page.slug !== 'seite-nicht-gefunden')).toBe(true);
    expect(content.results[0]!.excerpt.length).toBeGreaterThan(0);
    // Text inside a block's items (the FAQ accordion's answers) is found too.
    const faq = searchResultSchemas.content.parse(await json('/api/content/search/leergut'));
    expect(faq.results.map((page) => page.slug)).toContain('service/faq');
  });

  // Issue 39: a results page asks the other tabs' totals in one call, the term expanded once.
  it.each(['milch', 'kuchen', 'lieferung', 'paradeiser', 'vollmich', 'qqxyzzy', 'und die'])(
    'counts each type as its own search does (%s)',
    async (word) => {
      const totals = searchTotalsSchema.parse(
        await json(
          `/api/search/totals/${encodeURIComponent(word)}?types=categories,recipes,content,products`,
        ),
      ).totals;
      for (const type of searchTypes) {
        const found = searchResultSchemas[type].parse(
          await json(`/api/${type}/search/${encodeURIComponent(word)}?pageSize=1`),
        );
        expect(totals[type], type).toBe(found.total);
      }
      const some = searchTotalsSchema.parse(await json(`/api/search/totals/${word}?types=recipes`)).totals;
      expect(some).toEqual({ recipes: totals.recipes });
    },
  );

  it('counts three tabs in 3 statements: the tenant, the expansion and the counts', async () => {
    const statements: string[] = [];
    const spy = vi
      .spyOn(NoopLogger.prototype, 'logQuery')
      .mockImplementation((...args: unknown[]) => void statements.push(String(args[0])));
    const response = await get('/api/search/totals/joghurt?types=categories,recipes,content');
    spy.mockRestore();
    expect(response.statusCode, response.body).toBe(200);
    expect(statements.filter((query) => !/^\s*(begin|commit|rollback)\b/i.test(query))).toHaveLength(3);
  });

  it('refuses totals of no type, an unknown type or a 1-character term', async () => {
    for (const url of [
      '/api/search/totals/milch',
      '/api/search/totals/milch?types=',
      '/api/search/totals/milch?types=products,brands',
      '/api/search/totals/m?types=products',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });

  it('answers the banner of a matching keyword, or none', async () => {
    const milk = searchBannerSchema.parse(await json('/api/content/search/frische%20milch/banner'));
    expect(milk.banner).not.toBeNull();
    expect(milk.banner!.href).toMatch(/^\//);
    expect(searchBannerSchema.parse(await json('/api/content/search/xylophon/banner'))).toEqual({
      banner: null,
    });
  });

  it('stores click and conversion events for the search-index provider', async () => {
    const found = await searchProducts('Vollmilch');
    const event = {
      type: 'click',
      queryId: found.queryId,
      resultType: 'products',
      objectId: found.results[0]!.sku,
      position: 1,
    };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/search-insights/events',
      headers: { 'x-tenant': 'de' },
      payload: event,
    });
    expect(response.statusCode).toBe(202);
    const stored = await rowsOf(
      testApp.database.db,
      sql`select type, object_id from search_events where query_id = ${found.queryId}`,
    );
    expect(stored).toEqual([{ type: 'click', object_id: event.objectId }]);

    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/search-insights/events',
      headers: { 'x-tenant': 'de' },
      payload: { ...event, type: 'view' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  describe('recipes', () => {
    it('lists at least 60 recipes, filters by tag, time and difficulty', async () => {
      const all = recipeListSchema.parse(await json('/api/recipes?pageSize=96'));
      expect(all.total).toBeGreaterThanOrEqual(60);
      const tag = all.tags.find((candidate) => candidate.count >= 3 && candidate.count < all.total)!;
      const tagged = recipeListSchema.parse(await json(`/api/recipes?tag=${tag.slug}&pageSize=96`));
      expect(tagged.total).toBe(tag.count);
      expect(
        tagged.recipes.every((recipe) => recipe.tags.some((candidate) => candidate.slug === tag.slug)),
      ).toBe(true);
      const quickEasy = recipeListSchema.parse(
        await json('/api/recipes?maxMinutes=30&difficulty=easy&pageSize=96'),
      );
      expect(quickEasy.total).toBeGreaterThan(0);
      expect(
        quickEasy.recipes.every((recipe) => recipe.totalMinutes <= 30 && recipe.difficulty === 'easy'),
      ).toBe(true);
    });

    it('answers a recipe with ingredients linked to products, and 404 for an unknown one', async () => {
      const { recipes } = recipeListSchema.parse(await json('/api/recipes'));
      const recipe = recipeDetailSchema.parse(await json(`/api/recipes/${recipes[0]!.slug}`));
      expect(recipe.steps.length).toBeGreaterThan(0);
      expect(recipe.ingredients.some((ingredient) => ingredient.product !== null)).toBe(true);
      expect((await get('/api/recipes/gibt-es-nicht')).statusCode).toBe(404);
    });
  });

  describe('pesticides', () => {
    it('lists the tests, searchable and sortable', async () => {
      const all = pesticideListSchema.parse(
        await json('/api/pesticides?sort=produce&order=asc&pageSize=100'),
      );
      expect(all.total).toBeGreaterThanOrEqual(100);
      const names = all.entries.map((entry) => folded(entry.produce));
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const byResidue = pesticideListSchema.parse(await json('/api/pesticides?sort=result&order=desc'));
      const residues = byResidue.entries.map((entry) => entry.residuePercentOfLimit);
      expect(residues).toEqual([...residues].sort((a, b) => b - a));

      const produce = all.entries[0]!.produce;
      const found = pesticideListSchema.parse(
        await json(`/api/pesticides?term=${encodeURIComponent(produce)}`),
      );
      expect(found.total).toBeGreaterThan(0);
      expect(found.entries.some((entry) => entry.produce === produce)).toBe(true);
      expect(found.total).toBeLessThan(all.total);
    });
  });
});
