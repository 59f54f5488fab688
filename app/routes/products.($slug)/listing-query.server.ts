import { z } from 'zod';
import { badgeValues, productSortValues } from '../../../backend/src/schemas/catalogue-values.js';
import type { ListingState } from './listing-query';

// Only loaders parse the address: zod stays out of the listing pages' JavaScript (issue 20).

const MAX_PAGE = 1_000;
const MAX_FILTER_VALUES = 20;
const MAX_PRICE_EUROS = 100_000;

/** A category's or brand's slug, from the path or the address's filters. */
export const slugValue = z
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
