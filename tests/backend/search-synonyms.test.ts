import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidDataError } from '../../backend/src/errors.js';
import { searchResultSchemas, searchSuggestionsSchema } from '../../backend/src/schemas/catalogue.js';
import { listUnansweredSearches } from '../../backend/src/search/search-insight-repository.js';
import { exportSynonyms, importSynonyms } from '../../backend/src/search/synonym-transfer.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('regional synonyms, did you mean and unanswered searches on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // No answer cache: a synonym import must show in the very next search.
    testApp = await startTestApp(driver, { CATALOGUE_CACHE_SECONDS: 0 });
  });
  afterAll(() => testApp.close());

  const { get, json } = tenantRequests(() => testApp);
  const search = async (type: 'products' | 'categories' | 'recipes', term: string, tenant = 'de') =>
    searchResultSchemas[type].parse(
      await json(`/api/${type}/search/${encodeURIComponent(term)}?pageSize=48`, tenant),
    ) as { total: number; results: { name?: string; title?: string }[] };
  const names = (found: { results: { name?: string; title?: string }[] }) =>
    found.results.map((result) => result.name ?? result.title ?? '');

  it.each([
    ['tomaten', /paradeis/i],
    ['Tomate', /paradeis/i],
    ['tomatn', /paradeis/i],
    ['Kartoffeln', /erdäpfel/i],
    ['Erdäpfel', /erdäpfel/i],
    ['Blumenkohl', /karfiol/i],
    ['Karfiol', /karfiol/i],
    ['Schlagsahne', /schlagobers/i],
    ['Schlagobers', /schlagobers/i],
    ['Aubergine', /melanzani/i],
    ['Aprikosen', /marille/i],
  ])('%s finds its products in the Austrian shop', async (term, expected) => {
    const found = await search('products', term);
    expect(found.total, term).toBeGreaterThan(0);
    expect(
      names(found).some((name) => expected.test(name)),
      names(found).join(', '),
    ).toBe(true);
  });

  it('applies synonyms to categories and recipes too', async () => {
    const categories = await search('categories', 'Tomaten');
    expect(names(categories).some((name) => /paradeiser/i.test(name))).toBe(true);
    const recipes = await search('recipes', 'Kartoffel');
    expect(recipes.total).toBeGreaterThan(0);
    expect(names(recipes).some((title) => /erdäpfel/i.test(title))).toBe(true);
  });

  it('ranks what the word as typed finds before what only its synonyms find', async () => {
    const file = await exportSynonyms(testApp.database.db, 'de');
    await importSynonyms(testApp.database.db, { ...file, sets: [...file.sets, ['Karfiol', 'Vollmilch']] });
    try {
      const list = names(await search('products', 'karfiol'));
      const typed = list.map((name) => /karfiol/i.test(name));
      const synonymOnly = list.map((name) => !/karfiol/i.test(name) && /vollmilch/i.test(name));
      expect(synonymOnly.some(Boolean), list.join(', ')).toBe(true);
      expect(typed.lastIndexOf(true), list.join(', ')).toBeLessThan(synonymOnly.indexOf(true));
    } finally {
      await importSynonyms(testApp.database.db, file);
    }
  });

  it('knows British and American words in the English shop', async () => {
    const found = await search('products', 'zucchini', 'en');
    expect(
      names(found).some((name) => /courgette/i.test(name)),
      names(found).join(', '),
    ).toBe(true);
    const eggplant = await search('products', 'eggplant', 'en');
    expect(names(eggplant).some((name) => /aubergine/i.test(name))).toBe(true);
  });

  it('exports the seeded sets and imports an edited file, which searches use at once', async () => {
    const file = await exportSynonyms(testApp.database.db, 'de');
    expect(file.sets.length).toBeGreaterThanOrEqual(40);
    expect(file.sets).toContainEqual(['Paradeiser', 'Tomate']);
    expect((await search('products', 'Pomodoro')).total).toBe(0);

    await importSynonyms(testApp.database.db, { ...file, sets: [...file.sets, ['Paradeiser', 'Pomodoro']] });
    expect(names(await search('products', 'Pomodoro')).some((name) => /paradeiser/i.test(name))).toBe(true);
    await importSynonyms(testApp.database.db, file);
    expect((await search('products', 'Pomodoro')).total).toBe(0);
  });

  it('refuses a synonyms file with a set of one word and changes nothing', async () => {
    const file = await exportSynonyms(testApp.database.db, 'de');
    await expect(
      importSynonyms(testApp.database.db, { ...file, sets: [['Paradeiser']] }),
    ).rejects.toBeInstanceOf(InvalidDataError);
    expect(await exportSynonyms(testApp.database.db, 'de')).toEqual(file);
  });

  it('suggests the closest words of the catalogue for a term that finds nothing', async () => {
    expect((await search('products', 'milsch')).total).toBe(0);
    const { suggestions } = searchSuggestionsSchema.parse(await json('/api/search/suggestions/milsch'));
    expect(suggestions[0]?.term).toBe('milch');
    const suggested = await search('products', suggestions[0]!.term);
    expect(suggested.total).toBeGreaterThan(0);
  });

  it('keeps the known words of a term and swaps the unknown one', async () => {
    const { suggestions } = searchSuggestionsSchema.parse(
      await json(`/api/search/suggestions/${encodeURIComponent('bio joghurtxy')}`),
    );
    expect(suggestions.map(({ term }) => term)).toContain('bio joghurt');
  });

  it('suggests nothing for a term nothing in the catalogue is close to', async () => {
    const { suggestions } = searchSuggestionsSchema.parse(await json('/api/search/suggestions/qqqxxzz'));
    expect(suggestions).toEqual([]);
    expect((await get('/api/search/suggestions/q')).statusCode).toBe(400);
  });

  it('counts searches that found nothing per term, with when it was last asked', async () => {
    const post = (body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/search-insights/events',
        headers: { 'x-tenant': 'de' },
        payload: body,
      });
    expect((await post({ type: 'noResults', term: 'Pomodoro' })).statusCode).toBe(202);
    expect((await post({ type: 'noResults', term: ' pomodoro ' })).statusCode).toBe(202);
    await Promise.all([1, 2, 3].map(() => post({ type: 'noResults', term: 'Tofuwurst' })));
    expect((await post({ type: 'noResults', term: '!' })).json().code).toBe('SEARCH_TERM_TOO_SHORT');

    const rows = await listUnansweredSearches(testApp.database.db, 'de');
    expect(rows.map(({ term, count }) => ({ term, count }))).toEqual([
      { term: 'tofuwurst', count: 3 },
      { term: 'pomodoro', count: 2 },
    ]);
    expect(rows[0]!.lastSeenAt).toBeInstanceOf(Date);
  });
});
