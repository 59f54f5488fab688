import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { pageCountOf, pageSearch, readPageNumber } from './page-query';

describe('listing pages', () => {
  it('reads ?page=N, page 1 otherwise', () => {
    expect(readPageNumber(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=zwei', 'page=1.5', 'page=99999'])
      expect(readPageNumber(new URLSearchParams(query)), query).toBe(1);
  });

  it('links another page keeping the filters, page 1 without the parameter', () => {
    const params = new URLSearchParams('tag=vegan&tag=schnell&page=2');
    expect(pageSearch(params, 3)).toBe('?tag=vegan&tag=schnell&page=3');
    expect(pageSearch(params, 1)).toBe('?tag=vegan&tag=schnell');
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
  });
});
