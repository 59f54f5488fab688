import type { Badge, ProductSort } from '../../../backend/src/schemas/catalogue-values.js';
import type { ListingQuery } from '~/services/catalogue.server';
import { pageCountOf } from '~/utils/page-query';

/** §3: a listing shows 24 products a page; pages are `?page=N` in the address, offsets at the API. */
export const LISTING_PAGE_SIZE = 24;

/** The listing's state as the address carries it: the page, not an offset; prices in cents. */
export type ListingState = {
  page: number;
  sort: ProductSort;
  brand: string[];
  badge: Badge[];
  priceMin?: number;
  priceMax?: number;
};

/** The API query of a listing state (offset paging, §7). */
export function toApiQuery(state: ListingState): ListingQuery {
  return {
    offset: (state.page - 1) * LISTING_PAGE_SIZE,
    pageSize: LISTING_PAGE_SIZE,
    sort: state.sort,
    ...(state.brand.length ? { brand: state.brand } : {}),
    ...(state.badge.length ? { badge: state.badge } : {}),
    ...(state.priceMin !== undefined ? { priceMin: state.priceMin } : {}),
    ...(state.priceMax !== undefined ? { priceMax: state.priceMax } : {}),
  };
}

/** Cents as the euro value of the price inputs ("2.5" → "2.50"), in the URL's decimal point form. */
export function centsToInput(cents: number | undefined): string {
  return cents === undefined ? '' : (cents / 100).toFixed(2);
}

/** Defaults left out: one canonical address per listing. */
export function listingSearch(state: ListingState, changes: Partial<ListingState> = {}): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.sort !== 'category') params.set('sort', next.sort);
  for (const brand of next.brand) params.append('brand', brand);
  for (const badge of next.badge) params.append('badge', badge);
  if (next.priceMin !== undefined) params.set('priceMin', centsToInput(next.priceMin));
  if (next.priceMax !== undefined) params.set('priceMax', centsToInput(next.priceMax));
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the shopper narrowed or reordered the listing (such pages are not indexed). */
export function isRefined(state: ListingState): boolean {
  return (
    state.sort !== 'category' ||
    state.brand.length > 0 ||
    state.badge.length > 0 ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined
  );
}

export function pageCount(total: number): number {
  return pageCountOf(total, LISTING_PAGE_SIZE);
}
