import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandListSchema,
  brandProductsSchema,
  categoryDetailSchema,
  categoryProductsSchema,
  categoryTreeSchema,
  productDetailSchema,
  productLinksSchema,
  productListSchema,
  type ProductSummary,
} from '../../backend/src/schemas/catalogue.js';
import { folded, startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const paidPrice = (product: ProductSummary) => product.price.loyalty ?? product.price.regular;

describe.each(drivers)('catalogue API on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const { get, json } = tenantRequests(() => testApp);

  describe('categories', () => {
    it('answers the three-level tree with product counts that add up', async () => {
      const { categories } = categoryTreeSchema.parse(await json('/api/category-trees'));
      expect(categories.length).toBeGreaterThanOrEqual(12);
      expect(categories.map((category) => category.slug)).toEqual(
        expect.arrayContaining(['obst-gemuese', 'brot-gebaeck', 'milch-kaese']),
      );
      const leaves = categories.flatMap((top) => top.children.flatMap((middle) => middle.children));
      expect(leaves.length).toBeGreaterThanOrEqual(100);
      const total = categories.reduce((sum, top) => sum + top.productCount, 0);
      expect(total).toBeGreaterThanOrEqual(5_000);
      for (const top of categories) {
        expect(top.children.reduce((sum, middle) => sum + middle.productCount, 0)).toBe(top.productCount);
      }
    });

    it('answers one category with its children, and 404 for an unknown one', async () => {
      const dairy = categoryDetailSchema.parse(await json('/api/categories/milch-kaese'));
      expect(dairy).toMatchObject({ slug: 'milch-kaese', level: 1, parents: [] });
      expect(dairy.children.length).toBeGreaterThan(1);
      const child = categoryDetailSchema.parse(await json(`/api/categories/${dairy.children[0]!.slug}`));
      expect(child.parents).toEqual([{ slug: 'milch-kaese', name: dairy.name }]);

      const missing = await get('/api/categories/gibt-es-nicht');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists a category and everything below it in pages of 24, without overlap', async () => {
      const first = categoryProductsSchema.parse(await json('/api/categories/milch-kaese/products'));
      expect(first.sort).toBe('category');
      expect(first.count).toBe(24);
      expect(first.total).toBe(first.category.productCount);
      for (const product of first.products)
        expect([product.category.slug, ...product.parentCategories.map((parent) => parent.slug)]).toContain(
          'milch-kaese',
        );
      const second = categoryProductsSchema.parse(
        await json('/api/categories/milch-kaese/products?offset=24'),
      );
      expect(second.offset).toBe(24);
      const skus = new Set(first.products.map((product) => product.sku));
      expect(second.products.some((product) => skus.has(product.sku))).toBe(false);
      const beyond = categoryProductsSchema.parse(
        await json(`/api/categories/milch-kaese/products?offset=${first.total + 10}`),
      );
      expect(beyond).toMatchObject({ count: 0, total: first.total, products: [] });
    });

    it('sorts by unit price, alphabetically and by shelf order', async () => {
      const byUnitPrice = categoryProductsSchema.parse(
        await json('/api/categories/milch-kaese/products?sort=unitprice&pageSize=96'),
      );
      const unitPrices = byUnitPrice.products.flatMap((product) =>
        product.unitPrice ? [product.unitPrice.amount] : [],
      );
      expect(unitPrices.length).toBeGreaterThan(50);
      expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));

      const alphabetical = categoryProductsSchema.parse(
        await json('/api/categories/milch-kaese/products?sort=alphabetically&pageSize=96'),
      );
      const names = alphabetical.products.map((product) => folded(product.name));
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const invalid = await get('/api/categories/milch-kaese/products?sort=price');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('filters by brand, badge and price, with facet counts that match the filtered totals', async () => {
      const all = categoryProductsSchema.parse(await json('/api/categories/milch-kaese/products'));
      const brand = all.facets.brands.find((facet) => facet.count >= 2)!;
      const byBrand = categoryProductsSchema.parse(
        await json(`/api/categories/milch-kaese/products?brand=${brand.slug}&pageSize=96`),
      );
      expect(byBrand.total).toBe(brand.count);
      expect(byBrand.products.every((product) => product.brand?.slug === brand.slug)).toBe(true);

      const badge = all.facets.badges.find((facet) => facet.badge === 'organic')!;
      expect(badge.count).toBeGreaterThan(0);
      const organic = categoryProductsSchema.parse(
        await json('/api/categories/milch-kaese/products?badge=organic&pageSize=96'),
      );
      expect(organic.total).toBe(badge.count);
      expect(organic.products.every((product) => product.badges.includes('organic'))).toBe(true);

      const range = all.facets.price!;
      expect(range.min).toBeLessThan(range.max);
      const cheap = categoryProductsSchema.parse(
        await json(`/api/categories/milch-kaese/products?priceMax=200&pageSize=96`),
      );
      expect(cheap.total).toBeGreaterThan(0);
      expect(cheap.products.every((product) => paidPrice(product) <= 200)).toBe(true);
    });
  });

  describe('products', () => {
    it('answers products by joined skus in the order given, and by slug', async () => {
      const listing = categoryProductsSchema.parse(await json('/api/categories/brot-gebaeck/products'));
      const skus = listing.products
        .slice(0, 3)
        .map((product) => product.sku)
        .reverse();
      const bySku = productListSchema.parse(await json(`/api/products?skus=${skus.join(',')},99999999`));
      expect(bySku.products.map((product) => product.sku)).toEqual(skus);

      const bySlug = productListSchema.parse(await json(`/api/products?slug=${listing.products[0]!.slug}`));
      expect(bySlug.products.map((product) => product.sku)).toEqual([listing.products[0]!.sku]);
    });

    it('answers one product with its facts, and 404 for an unknown sku', async () => {
      const listing = categoryProductsSchema.parse(await json('/api/categories/milch-kaese/products'));
      const product = productDetailSchema.parse(await json(`/api/products/${listing.products[0]!.sku}`));
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.parentCategories[0]).toEqual({ slug: 'milch-kaese', name: listing.category.name });
      expect(product.nutrition).not.toBeNull();
      expect(product.availableAgainAt).toBeNull();

      const missing = await get('/api/products/99999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('says when a product out of stock for now is expected back', async () => {
      const { rows } = (await testApp.database.db.execute(
        sql`select sku from products where tenant_id = 'de' and availability = 'temporarilyUnavailable' limit 1`,
      )) as unknown as { rows: { sku: string }[] };
      const product = productDetailSchema.parse(await json(`/api/products/${rows[0]!.sku}`));
      expect(product.availability).toBe('temporarilyUnavailable');
      expect(Date.parse(product.availableAgainAt!)).toBeGreaterThan(Date.now());
    });

    it('answers similar products from the same shelf, never the product itself', async () => {
      const listing = categoryProductsSchema.parse(await json('/api/categories/milch-kaese/products'));
      const product = listing.products[0]!;
      const similar = productListSchema.parse(await json(`/api/products/${product.slug}/similar`));
      expect(similar.count).toBeGreaterThan(0);
      expect(similar.products.every((other) => other.category.slug === product.category.slug)).toBe(true);
      expect(similar.products.some((other) => other.sku === product.sku)).toBe(false);
      expect((await get('/api/products/gibt-es-nicht/similar')).statusCode).toBe(404);
    });
  });

  it("answers every available product's sku and slug for site maps in one call", async () => {
    const { products } = productLinksSchema.parse(await json('/api/product-links'));
    const { categories } = categoryTreeSchema.parse(await json('/api/category-trees'));
    const total = categories.reduce((sum, top) => sum + top.productCount, 0);
    expect(products.length).toBeGreaterThan(total * 0.9);
    expect(products.length).toBeLessThanOrEqual(total);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
  });

  describe('brands', () => {
    it('lists about 200 brands A to Z and one brand with its products', async () => {
      const { brands } = brandListSchema.parse(await json('/api/brands'));
      expect(brands.length).toBeGreaterThanOrEqual(150);
      const brand = brands.find((candidate) => candidate.productCount > 30)!;
      const page = brandProductsSchema.parse(await json(`/api/brands/${brand.slug}?sort=alphabetically`));
      expect(page.brand).toMatchObject({ slug: brand.slug, productCount: brand.productCount });
      expect(page.total).toBe(brand.productCount);
      expect(page.products.every((product) => product.brand?.slug === brand.slug)).toBe(true);
      expect((await get('/api/brands/gibt-es-nicht')).statusCode).toBe(404);
    });
  });

  it('reuses a catalogue answer for the same tenant and URL, and only answers with status 200', async () => {
    const url = '/api/categories/brot-gebaeck/products?sort=alphabetically&offset=24';
    const first = await get(url);
    const second = await get(url);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(url, 'en')).statusCode).toBe(404);
    const missing = await get('/api/products/99999998');
    expect(missing.headers['x-cache']).toBeUndefined();
  });

  it("keeps each tenant's catalogue in its language", async () => {
    const en = categoryTreeSchema.parse(await json('/api/category-trees', 'en'));
    expect(en.categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['fruit-veg', 'bakery', 'dairy-cheese']),
    );
    expect((await get('/api/categories/milch-kaese', 'en')).statusCode).toBe(404);
  });
});
