// The search contract's plain values, without zod: the storefront's search box reads them in the
// browser, where zod would cost the home page its JavaScript budget (decision 0017). The term's
// limits are in search-term-limits.ts: the header needs only those (decision 0059).

export const searchTypes = ['products', 'categories', 'recipes', 'content'] as const;
export type SearchType = (typeof searchTypes)[number];
