// The search term's length limits, without zod: the header's search box checks them in the browser,
// and esbuild writes their values into its code instead of a chunk of their own (decision 0059).

export const SEARCH_TERM_MIN = 2;
/** The longest term the storefront sends (the API's term parameter allows the same). */
export const SEARCH_TERM_MAX = 100;
