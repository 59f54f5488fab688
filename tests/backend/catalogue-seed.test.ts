import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../backend/src/db/prepare-database.js';
import { products } from '../../backend/src/db/schema/catalogue.js';
import { productDetailSchema } from '../../backend/src/schemas/catalogue.js';
import { generateCatalogue } from '../../backend/src/seed/catalogue/generate-catalogue.js';
import { createTestDatabase } from './support/test-database.js';

const de = generateCatalogue('de');
const en = generateCatalogue('en');

const baseAmount = (value: number, unit: string) => (unit === 'g' || unit === 'ml' ? value / 1000 : value);
const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

describe('the generated catalogue', () => {
  it('comes out the same on every run', () => {
    expect(generateCatalogue('de')).toEqual(de);
    expect(generateCatalogue('en')).toEqual(en);
  });

  it('is real-sized: 15 top categories, about 120 leaves, about 200 brands, 5,000+ products, 60+ recipes', () => {
    expect(de.categories.filter(({ level }) => level === 1)).toHaveLength(15);
    const leaves = de.categories.filter(({ level }) => level === 3).length;
    expect(leaves).toBeGreaterThanOrEqual(110);
    expect(leaves).toBeLessThanOrEqual(135);
    expect(de.brands.length).toBeGreaterThanOrEqual(180);
    expect(de.brands.length).toBeLessThanOrEqual(220);
    expect(de.products.length).toBeGreaterThanOrEqual(5_000);
    expect(de.recipes.length).toBeGreaterThanOrEqual(60);
    expect(de.pesticideTests.length).toBeGreaterThanOrEqual(140);
  });

  it('keeps the top category slugs the seeded links rely on', () => {
    const tops = (catalogue: typeof de) =>
      catalogue.categories.filter(({ level }) => level === 1).map(({ slug }) => slug);
    expect(tops(de)).toEqual(expect.arrayContaining(['obst-gemuese', 'brot-gebaeck', 'milch-kaese']));
    expect(tops(en)).toEqual(expect.arrayContaining(['fruit-veg', 'bakery', 'dairy-cheese']));
  });

  it('names the same products in each language under the same skus', () => {
    expect(en.products.map(({ sku }) => sku)).toEqual(de.products.map(({ sku }) => sku));
    const english = new Map(en.products.map((product) => [product.sku, product.name]));
    const differing = de.products.filter(({ sku, name }) => english.get(sku) !== name).length;
    expect(differing / de.products.length).toBeGreaterThan(0.9);
    expect(de.products.every(({ sku }) => /^\d{8}$/.test(sku))).toBe(true);
    expect(new Set(de.products.map(({ sku }) => sku)).size).toBe(de.products.length);
  });

  it('has the dairy products search relies on', () => {
    const dairy = (catalogue: typeof de, top: string) =>
      catalogue.products.filter(({ parentCategorySlugs }) => parentCategorySlugs[0] === top);
    expect(dairy(de, 'milch-kaese').filter(({ name }) => name.includes('Vollmilch')).length).toBeGreaterThan(
      3,
    );
    expect(dairy(de, 'milch-kaese').filter(({ name }) => name.includes('Bergkäse')).length).toBeGreaterThan(
      3,
    );
    expect(dairy(en, 'dairy-cheese').filter(({ name }) => /whole milk/i.test(name)).length).toBeGreaterThan(
      3,
    );
  });

  describe.each([
    ['de', de],
    ['en', en],
  ] as const)('in %s', (language, catalogue) => {
    const categories = new Map(catalogue.categories.map((category) => [category.slug, category]));

    it('is a three-level tree in depth-first shelf order with unique slugs', () => {
      expect(categories.size).toBe(catalogue.categories.length);
      catalogue.categories.forEach((category, index) => {
        expect(category.position).toBe(index + 1);
        expect(category.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(category.description).toBeTruthy();
        expect(category.language).toBe(language);
        const parent = category.parentSlug ? categories.get(category.parentSlug) : undefined;
        if (category.level === 1) expect(category.parentSlug).toBeNull();
        else {
          expect(parent?.level).toBe(category.level - 1);
          expect(parent!.position).toBeLessThan(category.position);
        }
      });
    });

    it('puts every product in a leaf, with its parents from the top down', () => {
      for (const product of catalogue.products) {
        const leaf = categories.get(product.categorySlug)!;
        expect(leaf.level, product.name).toBe(3);
        const middle = categories.get(leaf.parentSlug!)!;
        expect(product.parentCategorySlugs).toEqual([middle.parentSlug, middle.slug]);
        expect(Math.floor(product.shelfPosition / 10_000)).toBe(leaf.position);
      }
    });

    it('prices consistently: unit price from price and content, loyalty below regular', () => {
      let loyalty = 0;
      for (const product of catalogue.products) {
        const amount = baseAmount(product.contentValue, product.contentUnit);
        expect(product.unitPriceAmount, product.name).toBe(Math.round(product.priceRegular / amount));
        expect(product.priceRegular).toBeGreaterThan(0);
        if (product.priceLoyalty !== null && product.priceLoyalty !== undefined) {
          loyalty++;
          expect(product.priceLoyalty, product.name).toBeLessThan(product.priceRegular);
          expect(product.badges).toContain('offer');
        } else expect(product.badges).not.toContain('offer');
      }
      expect(loyalty / catalogue.products.length).toBeGreaterThan(0.1);
      expect(loyalty / catalogue.products.length).toBeLessThan(0.2);
    });

    it('restricts alcohol by age and never sells what cannot be ordered', () => {
      for (const product of catalogue.products) {
        expect(product.availability === 'ageRestricted', product.name).toBe(product.ageRestriction !== null);
        const orderable = product.availability === 'available' || product.availability === 'ageRestricted';
        expect(product.orderability).toBe(orderable ? 'CanBeOrdered' : 'CanNotBeOrdered');
      }
      const availabilities = new Set(catalogue.products.map(({ availability }) => availability));
      expect([...availabilities].sort()).toEqual([
        'ageRestricted',
        'available',
        'temporarilyUnavailable',
        'unavailable',
      ]);
      expect(new Set(catalogue.products.map(({ ageRestriction }) => ageRestriction))).toEqual(
        new Set([null, 16, 18]),
      );
    });

    it('sells some products by weight, in grams up to the maximum', () => {
      const weighed = catalogue.products.filter(({ weightArticle }) => weightArticle);
      expect(weighed.length).toBeGreaterThan(20);
      for (const product of weighed) {
        expect([product.contentValue, product.contentUnit, product.unitPriceUnit]).toEqual([1, 'kg', 'kg']);
        expect(product.quantityStepSize).toBeGreaterThanOrEqual(50);
        expect(product.maxQuantity! % product.quantityStepSize!).toBe(0);
      }
      const pieces = catalogue.products.filter(({ weightPieceArticle }) => weightPieceArticle);
      expect(pieces.length).toBeGreaterThan(20);
      for (const product of pieces) expect(product.averageWeightGrams).toBe(product.contentValue);
    });

    it('meets the product detail contract, with one picture per product and unique slugs', () => {
      expect(new Set(catalogue.products.map(({ slug }) => slug)).size).toBe(catalogue.products.length);
      for (const product of catalogue.products.filter((_, index) => index % 7 === 0)) {
        const detail = {
          ...product,
          brand: null,
          category: { slug: product.categorySlug, name: '' },
          parentCategories: [],
          price: {
            regular: product.priceRegular,
            loyalty: product.priceLoyalty,
            depositPrice: product.depositPrice,
          },
          unitPrice: { amount: product.unitPriceAmount, unit: product.unitPriceUnit },
          contentAmount: { value: product.contentValue, unit: product.contentUnit },
          image: product.images[0],
        };
        expect(productDetailSchema.safeParse(detail).success, product.name).toBe(true);
        expect(product.images).toEqual([
          { src: `/media/products/${product.sku}.svg`, alt: product.name, width: 600, height: 600 },
        ]);
        expect(product.listedAt >= '2024-11-01' && product.listedAt <= '2026-11-01').toBe(true);
      }
    });

    it('charges deposit on bottled drinks only', () => {
      const withDeposit = catalogue.products.filter(({ depositPrice }) => depositPrice !== null);
      expect(withDeposit.length).toBeGreaterThan(50);
      for (const product of withDeposit)
        expect(product.contentUnit === 'l' || product.contentUnit === 'ml').toBe(true);
    });

    it('links its search banners to its own categories and to existing pictures', () => {
      expect(catalogue.searchBanners.length).toBeGreaterThanOrEqual(3);
      const prefix = language === 'de' ? '/kategorie/' : '/categories/';
      for (const banner of catalogue.searchBanners) {
        expect(banner.href.startsWith(prefix)).toBe(true);
        expect(categories.has(banner.href.slice(prefix.length))).toBe(true);
        expect(existsSync(publicFile(banner.image.src)), banner.image.src).toBe(true);
        for (const keyword of banner.keywords) expect(keyword).toMatch(/^[a-z]+$/);
      }
    });
  });

  it('links most recipe ingredients to products that exist', () => {
    const skus = new Set(de.products.map(({ sku }) => sku));
    const ingredients = de.recipes.flatMap(({ ingredients }) => ingredients);
    expect(ingredients.filter(({ sku }) => sku !== null).length / ingredients.length).toBeGreaterThan(0.8);
    for (const { sku, name } of ingredients) if (sku) expect(skus.has(sku), name).toBe(true);
    for (const recipe of de.recipes) {
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
      expect(recipe.steps.length).toBeLessThanOrEqual(8);
      expect(recipe.totalMinutes).toBe(recipe.prepMinutes + recipe.cookMinutes);
      expect(recipe.tagSlugs).toEqual(recipe.tags.map(({ slug }) => slug));
    }
    expect(new Set(de.recipes.map(({ slug }) => slug)).size).toBe(de.recipes.length);
  });

  it('reports pesticide results consistent with their residues', () => {
    for (const test of de.pesticideTests) {
      if (test.result === 'none') expect([test.residuePercentOfLimit, test.substances]).toEqual([0, []]);
      if (test.result === 'belowLimit') expect(test.residuePercentOfLimit).toBeGreaterThanOrEqual(1);
      if (test.result === 'belowLimit') expect(test.residuePercentOfLimit).toBeLessThan(100);
      if (test.result === 'aboveLimit') expect(test.residuePercentOfLimit).toBeGreaterThan(100);
      if (test.result !== 'none') expect(test.substances.length).toBeGreaterThan(0);
      expect(test.testDate.startsWith('2026-')).toBe(true);
    }
    expect(de.pesticideTests.filter(({ result }) => result === 'aboveLimit').length).toBeLessThan(10);
  });
});

describe('the seeded database', () => {
  it('holds the catalogue of both tenants and finds Bergkäse typed as Bergkaese', async () => {
    const database = await createTestDatabase('pglite');
    try {
      await prepareDatabase(database);
      const counts = await database.db
        .select({ tenantId: products.tenantId, n: sql<number>`count(*)::int` })
        .from(products)
        .groupBy(products.tenantId)
        .orderBy(products.tenantId);
      expect(counts).toEqual([
        { tenantId: 'de', n: de.products.length },
        { tenantId: 'en', n: en.products.length },
      ]);
      const found = await database.db
        .select({ name: products.name })
        .from(products)
        .where(
          sql`${products.tenantId} = 'de' and search_fold(${products.name}) like '%' || search_fold('Bergkaese') || '%'`,
        )
        .limit(5);
      expect(found.length).toBeGreaterThan(0);
      for (const { name } of found) expect(name).toContain('Bergkäse');
    } finally {
      await database.close();
    }
  }, 60_000);
});
