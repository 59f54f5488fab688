import { z } from 'zod';
import {
  badgeValues,
  productSortValues,
  type Badge,
  type ProductSort,
} from '../../../backend/src/schemas/catalogue.js';
import type { ListingQuery } from '~/services/catalogue.server';
import { pageCountOf } from './paging';

/** §3: a listing shows 24 products a page; pages are `?page=N` in the address, offsets at the API. */
export const LISTING_PAGE_SIZE = 24;
const MAX_PAGE = 1_000;
const MAX_FILTER_VALUES = 20;
const MAX_PRICE_EUROS = 100_000;

const slugValue = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const sortValue = z.enum(productSortValues);
const badgeValue = z.enum(badgeValues);
const pageValue = z.coerce.number().int().min(1).max(MAX_PAGE);
// Prices are typed in euros, with a decimal comma or point ("2,50", "2.5"), and sent in cents (§9).
const euroValue = z
  .string()
  .trim()
  .transform((value) => value.replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,6}(\.\d{0,2})?$/))
  .transform(Number)
  .pipe(z.number().min(0).max(MAX_PRICE_EUROS))
  .transform((euros) => Math.round(euros * 100));

/** The listing's state as the address carries it: the page, not an offset; prices in cents. */
export type ListingState = {
  page: number;
  sort: ProductSort;
  brand: string[];
  badge: Badge[];
  priceMin?: number;
  priceMax?: number;
};

function one<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function many<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, values: readonly string[]): T[] {
  const valid = values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(valid)].slice(0, MAX_FILTER_VALUES);
}

/** Each value checked alone: a bad one is dropped, so an old address shows a listing, never a 500. */
export function parseListingQuery(params: URLSearchParams, { filters = true } = {}): ListingState {
  const state: ListingState = {
    page: one(pageValue, params.get('page')) ?? 1,
    sort: one(sortValue, params.get('sort')) ?? 'category',
    brand: filters ? many(slugValue, params.getAll('brand')) : [],
    badge: filters ? many(badgeValue, params.getAll('badge')) : [],
  };
  if (!filters) return state;
  let priceMin = one(euroValue, params.get('priceMin'));
  let priceMax = one(euroValue, params.get('priceMax'));
  // A range typed the wrong way round still means the same range.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin !== undefined) state.priceMin = priceMin;
  if (priceMax !== undefined) state.priceMax = priceMax;
  return state;
}

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
