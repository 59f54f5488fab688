// The catalogue contract's plain values, without zod: the storefront's listing, recipe and
// pesticide forms read them in the browser, where the zod schemas would cost every such page
// their parsing and evaluation before it answers a tap (issue 20, total blocking time).

export const badgeValues = ['organic', 'vegan', 'regional', 'offer', 'new'] as const;
export type Badge = (typeof badgeValues)[number];

export const productSortValues = ['category', 'alphabetically', 'chronologically', 'unitprice'] as const;
export type ProductSort = (typeof productSortValues)[number];

export const difficultyValues = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficultyValues)[number];

export const pesticideSortValues = ['produce', 'origin', 'testDate', 'result'] as const;
