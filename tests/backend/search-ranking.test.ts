import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchemas } from '../../backend/src/schemas/catalogue.js';
import { genericWordShelves, rankGenericWords } from '../../backend/src/search/generic-words.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

// Decision 0080 (issue 38 point 17): a generic food word lists the plain, fresh product of its
// own shelf first, not dog food, baby jars or condensed milk that merely mention it.
describe.each(drivers)('a generic word ranks its own shelf first on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const { json } = tenantRequests(() => testApp);
  const search = async (term: string, tenant: string, pageSize = 24) =>
    searchResultSchemas.products.parse(
      await json(`/api/products/search/${encodeURIComponent(term)}?pageSize=${pageSize}`, tenant),
    );
  const shelvesOf = (product: { category: { slug: string }; parentCategories: { slug: string }[] }) => [
    product.category.slug,
    ...product.parentCategories.map((parent) => parent.slug),
  ];

  describe.each([
    ['de', 'de'],
    ['en', 'en'],
  ] as const)('in the %s shop', (tenant, language) => {
    it.each(genericWordShelves[language])('$word lists $shelf first', async ({ word, shelf }) => {
      const found = await search(word, tenant);
      expect(found.total, word).toBeGreaterThan(0);
      const [first] = found.results;
      expect(
        shelvesOf(first!),
        `${word}: ${found.results.map((product) => product.name).join(', ')}`,
      ).toContain(shelf);
    });
  });

  it('lists fresh chicken before the dog food and baby jars that mention it', async () => {
    const found = await search('Huhn', 'de', 48);
    const names = found.results.map((product) => product.name);
    const fresh = found.results.findIndex((product) => shelvesOf(product).includes('frischfleisch'));
    const processed = found.results.findIndex((product) =>
      ['tierbedarf', 'baby-kind'].some((shelf) => shelvesOf(product).includes(shelf)),
    );
    expect(fresh, names.join(', ')).toBe(0);
    expect(processed === -1 || processed > fresh, names.join(', ')).toBe(true);
  });

  it('lists fresh milk before condensed milk for an organic-milk search', async () => {
    const found = await search('Bio Milch', 'de', 48);
    const names = found.results.map((product) => product.name);
    const condensed = names.findIndex((name) => /kondensmilch/i.test(name));
    expect(names[0], names.join(', ')).not.toMatch(/kondensmilch/i);
    expect(condensed === -1 || condensed > names.findIndex((name) => /vollmilch/i.test(name))).toBe(true);
  });

  it.each([
    ['Kartte', /karotten/i],
    ['Hedl', /hühner|huhn/i],
  ])('finds the products of a synonym typed with one letter dropped: %s', async (term, expected) => {
    const found = await search(term, 'de');
    const names = found.results.map((product) => product.name);
    expect(found.total, term).toBeGreaterThan(0);
    expect(
      names.some((name) => expected.test(name)),
      names.join(', '),
    ).toBe(true);
  });

  it('takes a word the catalogue knows as typed, not as a typo of a synonym: Lachs is no Lauch', async () => {
    const found = await search('Lachs', 'de', 96);
    const names = found.results.map((product) => product.name);
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter((name) => /lauch|porree/i.test(name)),
      names.join(', '),
    ).toEqual([]);
  });

  it('answers the report the same list, each word on its shelf', async () => {
    const rankings = (await rankGenericWords(testApp.database.db, 'de'))!;
    expect(rankings.map(({ word }) => word)).toEqual(genericWordShelves.de.map(({ word }) => word));
    expect(rankings.filter(({ ranked }) => !ranked)).toEqual([]);
    expect(await rankGenericWords(testApp.database.db, 'no-such-shop')).toBeUndefined();
  });
});
