import { searchTypes, type SearchType } from '../../../backend/src/schemas/search-values.js';
import { servesRoute, type TenantPaths } from '~/tenant';

// The route a result of each type links to. CMS content pages always exist (catch-all, §2).
const routeOfType: Record<SearchType, string | undefined> = {
  products: 'product-slug',
  categories: 'products-slug',
  recipes: 'recipe-slug',
  content: undefined,
};

/** §1, §2: a type whose route is absent (its feature off) is skipped. */
export function enabledSearchTypes(paths: TenantPaths): SearchType[] {
  return searchTypes.filter((type) => {
    const route = routeOfType[type];
    return route === undefined || servesRoute(paths, route);
  });
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value);
}

/** Results per page on the search page; the flap-out shows 5 (§9). */
export function searchPageSize(type: SearchType): number {
  return type === 'products' ? 24 : 12;
}
