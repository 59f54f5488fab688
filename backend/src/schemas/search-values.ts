// The search contract's plain values, without zod: the storefront's search box reads them in the
// browser, where zod would cost the home page its JavaScript budget (decision 0017).

export const searchTypes = ['products', 'categories', 'recipes', 'content'] as const;
export type SearchType = (typeof searchTypes)[number];
export const SEARCH_TERM_MIN = 2;
/** The longest term the storefront sends (the API's term parameter allows the same). */
export const SEARCH_TERM_MAX = 100;
