import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { checkSearchTerm, isSearchable, searchTermMessage } from './search-term';

describe('the search term (§5: at least 2 characters)', () => {
  it('accepts 2 characters and more, trimmed', () => {
    expect(checkSearchTerm('  Milch ')).toEqual({ ok: true, term: 'Milch' });
    expect(checkSearchTerm('Ei')).toEqual({ ok: true, term: 'Ei' });
  });

  it('refuses an empty, blank or 1-character term as too short', () => {
    for (const raw of [undefined, null, '', '   ', 'M', ' M '])
      expect(checkSearchTerm(raw), String(raw)).toMatchObject({ ok: false, error: 'tooShort' });
  });

  it('refuses a term over 100 characters as too long', () => {
    expect(checkSearchTerm('a'.repeat(101))).toMatchObject({ ok: false, error: 'tooLong' });
    expect(checkSearchTerm('a'.repeat(100)).ok).toBe(true);
  });

  it('names the message and its limit', () => {
    expect(searchTermMessage('tooShort')).toEqual(['search.termTooShort', { min: 2 }]);
    expect(searchTermMessage('tooLong')).toEqual(['search.termTooLong', { max: 100 }]);
  });

  it('searches while typing only from 2 characters on', () => {
    expect(isSearchable(' v ')).toBe(false);
    expect(isSearchable('vo')).toBe(true);
  });
});
