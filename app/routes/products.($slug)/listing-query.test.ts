import { describe, expect, it } from 'vitest';
import { isRefined, listingSearch, toApiQuery } from './listing-query';
import { parseListingQuery } from './listing-query.server';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('the listing query', () => {
  it('defaults to the first page in shelf order without filters', () => {
    expect(parse('')).toEqual({ page: 1, sort: 'category', brand: [], badge: [] });
    expect(toApiQuery(parse(''))).toEqual({ offset: 0, pageSize: 24, sort: 'category' });
  });

  it('maps pages to offsets of 24 and reads every filter', () => {
    const state = parse(
      'page=3&sort=unitprice&brand=alpenhof&brand=bergbauer&badge=organic&priceMin=1,5&priceMax=4.99',
    );
    expect(state).toEqual({
      page: 3,
      sort: 'unitprice',
      brand: ['alpenhof', 'bergbauer'],
      badge: ['organic'],
      priceMin: 150,
      priceMax: 499,
    });
    expect(toApiQuery(state)).toEqual({
      offset: 48,
      pageSize: 24,
      sort: 'unitprice',
      brand: ['alpenhof', 'bergbauer'],
      badge: ['organic'],
      priceMin: 150,
      priceMax: 499,
    });
  });

  it('drops bad values one by one and keeps the good ones', () => {
    const state = parse(
      'page=-2&sort=cheapest&brand=Alp%20enhof&brand=alpenhof&brand=alpenhof&badge=gluten-free&badge=vegan&priceMin=abc&priceMax=1e9',
    );
    expect(state).toEqual({ page: 1, sort: 'category', brand: ['alpenhof'], badge: ['vegan'] });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('priceMin=<script>').priceMin).toBeUndefined();
  });

  it('caps repeated filters and turns a reversed price range around', () => {
    const brands = Array.from({ length: 40 }, (_, index) => `brand=marke-${index}`).join('&');
    expect(parse(brands).brand).toHaveLength(20);
    expect(parse('priceMin=5&priceMax=2')).toMatchObject({ priceMin: 200, priceMax: 500 });
  });

  it('ignores filters where a listing has none (brand pages)', () => {
    const state = parseListingQuery(new URLSearchParams('brand=x&badge=vegan&sort=alphabetically'), {
      filters: false,
    });
    expect(state).toEqual({ page: 1, sort: 'alphabetically', brand: [], badge: [] });
  });

  it('writes the query string back without defaults, so page 1 in shelf order is the bare path', () => {
    const state = parse('sort=alphabetically&badge=organic&priceMin=2');
    expect(listingSearch(state)).toBe('?sort=alphabetically&badge=organic&priceMin=2.00');
    expect(listingSearch(state, { page: 2 })).toBe('?sort=alphabetically&badge=organic&priceMin=2.00&page=2');
    expect(listingSearch(parse('page=1&sort=category'))).toBe('');
    expect(isRefined(parse('page=4'))).toBe(false);
    expect(isRefined(state)).toBe(true);
  });
});
