import { describe, expect, it } from 'vitest';
import { formatLocaleDate, localeDateExample, parseLocaleDate } from './locale-date';

describe('birthdates in the locale’s date format (§3)', () => {
  it('shows an ISO date as de-AT and en-IE write it', () => {
    expect(formatLocaleDate('1990-11-02', 'de-AT')).toBe('02.11.1990');
    expect(formatLocaleDate('1990-11-02', 'en-IE')).toBe('02/11/1990');
    expect(localeDateExample('de-AT')).toBe('22.11.1990');
  });

  it('reads a typed date in the locale’s order, with short day and month', () => {
    expect(parseLocaleDate('2.11.1990', 'de-AT')).toBe('1990-11-02');
    expect(parseLocaleDate('02/11/1990', 'en-IE')).toBe('1990-11-02');
    expect(parseLocaleDate(' 2. 11. 1990 ', 'de-AT')).toBe('1990-11-02');
  });

  it('gives up on anything that is not three numbers with a four-digit year', () => {
    expect(parseLocaleDate('1990-11', 'de-AT')).toBeNull();
    expect(parseLocaleDate('2.11.90', 'de-AT')).toBeNull();
    expect(parseLocaleDate('gestern', 'de-AT')).toBeNull();
  });
});
