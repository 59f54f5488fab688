// The search term's length limits, without zod or the search types: the header's search box checks
// them in the browser on every page, which then loads nothing else of the search contract (decision 0059).

export const SEARCH_TERM_MIN = 2;
/** The longest term the storefront sends (the API's term parameter allows the same). */
export const SEARCH_TERM_MAX = 100;
