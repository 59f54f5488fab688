import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchTerm } from '../../backend/src/search/search-term.js';
import type { DatabaseHandle } from '../../backend/src/db/database.js';
import { createTestDatabase, drivers, rowsOf } from './support/test-database.js';

describe('parseSearchTerm', () => {
  it('keeps letters and digits as lower-case words and drops everything else', () => {
    expect(parseSearchTerm('  Bio-Vollmilch 3,5%  ', 'de')).toEqual({
      text: 'bio vollmilch 3 5',
      words: ['bio', 'vollmilch', '3', '5'],
      language: 'de',
    });
    expect(parseSearchTerm("kase:* & !milch | 'x'", 'de')?.words).toEqual(['kase', 'milch', 'x']);
  });

  it('refuses terms with fewer than two letters or digits (§5, §9)', () => {
    for (const term of ['', 'k', ' m ', '!!', '&*:']) expect(parseSearchTerm(term, 'de')).toBeUndefined();
    expect(parseSearchTerm('Öl', 'de')?.text).toBe('öl');
  });
});

describe.each(drivers)('search_fold on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { seeded: true });
  });
  afterAll(() => database.close());

  const fold = async (text: string) =>
    (await rowsOf<{ folded: string }>(database.db, sql`select search_fold(${text}) as folded`))[0]!.folded;

  it.each([
    ['Käse', 'kase'],
    ['KAESE', 'kase'],
    ['kase', 'kase'],
    ['Bergkäse', 'bergkase'],
    ['Öl', 'ol'],
    ['Oel', 'ol'],
    ['Müsli', 'musli'],
    ['Muesli', 'musli'],
    ['Straße', 'strasse'],
    ['Crème brûlée', 'creme brulee'],
  ])('folds %s to %s', async (text, folded) => {
    expect(await fold(text)).toBe(folded);
  });
});
