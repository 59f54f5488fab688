import { z } from 'zod';
import { SEARCH_TERM_MIN } from './search-term-limits.js';
import { searchTypes, type SearchType } from './search-values.js';
import { badgeValues, difficultyValues, pesticideSortValues, productSortValues } from './catalogue-values.js';

export {
  badgeValues,
  difficultyValues,
  pesticideSortValues,
  productSortValues,
  type Badge,
  type Difficulty,
  type ProductSort,
} from './catalogue-values.js';

// The catalogue contract (spec §3 Product, §7 Catalogue and search) shared by the commerce API
// and the storefront. Money is always an integer in minor units (cents, §9).

const minorUnits = z.number().int().describe('money in minor units (cents)');
const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
export const skuSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[0-9A-Za-z-]+$/);

export const pictureSchema = z.object({
  src: z.string().describe('shop-relative URL of the picture'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const linkRefSchema = z.object({ slug: z.string(), name: z.string() });
export type LinkRef = z.infer<typeof linkRefSchema>;

export const availabilityValues = [
  'available',
  'ageRestricted',
  'temporarilyUnavailable',
  'unavailable',
] as const;
export type Availability = (typeof availabilityValues)[number];
export const orderabilityValues = ['CanBeOrdered', 'IsOrdered', 'CanNotBeOrdered'] as const;
export type Orderability = (typeof orderabilityValues)[number];

export const badgeSchema = z.enum(badgeValues);

export const productSortSchema = z.enum(productSortValues).default('category');

export const unitPriceUnits = ['kg', 'l', 'piece'] as const;
export const contentUnits = ['g', 'kg', 'ml', 'l', 'piece'] as const;

export const productPriceSchema = z.object({
  regular: minorUnits.describe('regular price; for a weight article the price per kg'),
  loyalty: minorUnits.nullable().describe('price for loyalty members, when lower'),
  depositPrice: minorUnits.nullable().describe('deposit for bottles and crates, per selling unit'),
});

export const productSummarySchema = z.object({
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: linkRefSchema.nullable(),
  category: linkRefSchema,
  parentCategories: z.array(linkRefSchema),
  price: productPriceSchema,
  unitPrice: z
    .object({ amount: minorUnits, unit: z.enum(unitPriceUnits) })
    .nullable()
    .describe('price per kg, per litre or per piece'),
  contentAmount: z.object({ value: z.number().positive(), unit: z.enum(contentUnits) }),
  bundleInfo: z.string().nullable().describe('e.g. "6 x 1,5 l"'),
  bundleSize: z.number().int().positive(),
  weightArticle: z.boolean().describe('sold by weight: quantities are grams, price.regular is per kg'),
  weightPieceArticle: z
    .boolean()
    .describe('sold by the piece and priced by weight: the piece price is an estimate'),
  averageWeightGrams: z.number().int().positive().nullable(),
  quantityStepSize: z.number().int().positive().describe('grams for a weight article, else pieces'),
  maxQuantity: z.number().int().positive(),
  availability: z.enum(availabilityValues),
  orderability: z.enum(orderabilityValues),
  ageRestriction: z.union([z.literal(16), z.literal(18)]).nullable(),
  badges: z.array(badgeSchema),
  image: pictureSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const nutritionSchema = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  origin: z.string().nullable(),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
  nutrition: nutritionSchema.nullable().describe('per 100 g or 100 ml'),
  storageHint: z.string().nullable(),
  images: z.array(pictureSchema).min(1),
  availableAgainAt: z
    .string()
    .datetime({ offset: true })
    .nullable()
    .describe('when a temporarily unavailable product is expected back; null when unknown'),
  listedAt: z.string().describe('ISO date the product came into the range (chronological sort)'),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  offset: z.number().int(),
  products: z.array(productSummarySchema),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productLinksSchema = z.object({
  products: z.array(z.object({ sku: z.string(), slug: z.string(), listedAt: z.string() })),
});

export const categoryLeafSchema = z.object({
  slug: z.string(),
  name: z.string(),
  productCount: z.number().int(),
});
export const categoryMiddleSchema = categoryLeafSchema.extend({ children: z.array(categoryLeafSchema) });
export const categoryTopSchema = categoryLeafSchema.extend({
  color: z.string().describe('the category colour, e.g. #2e7d32'),
  children: z.array(categoryMiddleSchema),
});
export const categoryTreeSchema = z.object({ categories: z.array(categoryTopSchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export type CategoryTop = z.infer<typeof categoryTopSchema>;

export const categoryDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  level: z.number().int().min(1).max(3),
  description: z.string().nullable(),
  color: z.string(),
  parents: z.array(linkRefSchema),
  children: z.array(categoryLeafSchema),
  productCount: z.number().int(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const facetsSchema = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  badges: z.array(z.object({ badge: badgeSchema, count: z.number().int() })),
  price: z.object({ min: minorUnits, max: minorUnits }).nullable(),
});
export type Facets = z.infer<typeof facetsSchema>;

const repeated = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

export const pagingQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
});

export const productFilterQuerySchema = pagingQuerySchema.extend({
  sort: productSortSchema,
  brand: repeated(slugSchema).describe('brand slugs; repeat the parameter for several'),
  badge: repeated(badgeSchema),
  priceMin: z.coerce.number().int().min(0).optional().describe('minor units, inclusive'),
  priceMax: z.coerce.number().int().min(0).optional().describe('minor units, inclusive'),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

export const categoryProductsSchema = productListSchema.extend({
  category: categoryDetailSchema,
  facets: facetsSchema,
  sort: z.enum(productSortValues),
});
export type CategoryProducts = z.infer<typeof categoryProductsSchema>;

export const productsQuerySchema = pagingQuerySchema.extend({
  skus: z
    .string()
    .max(4_000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .describe('comma-separated skus; answered in the order given'),
  slug: slugSchema.optional().describe('the product with this slug'),
  category: slugSchema.optional(),
  brand: slugSchema.optional(),
  sort: productSortSchema,
});

export const brandSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  productCount: z.number().int(),
});
export const brandListSchema = z.object({ brands: z.array(brandSummarySchema) });
export const brandProductsSchema = productListSchema.extend({
  brand: brandSummarySchema.extend({ description: z.string().nullable() }),
  sort: z.enum(productSortValues),
});
export type BrandProducts = z.infer<typeof brandProductsSchema>;

export const recipeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  image: pictureSchema,
  totalMinutes: z.number().int().positive(),
  difficulty: z.enum(difficultyValues),
  servings: z.number().int().positive(),
  tags: z.array(linkRefSchema),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeDetailSchema = recipeSummarySchema.extend({
  description: z.string(),
  prepMinutes: z.number().int().min(0),
  cookMinutes: z.number().int().min(0),
  ingredients: z.array(
    z.object({
      quantity: z.number().positive().nullable().describe('for the recipe servings'),
      unit: z.string().nullable(),
      name: z.string(),
      product: productSummarySchema.nullable().describe('a product of the shop for this ingredient'),
    }),
  ),
  steps: z.array(z.string()).min(1),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

export const recipeQuerySchema = pagingQuerySchema.extend({
  term: z.string().trim().max(100).optional(),
  tag: repeated(slugSchema),
  maxMinutes: z.coerce.number().int().positive().max(1_000).optional(),
  difficulty: z.enum(difficultyValues).optional(),
});
export const recipeListSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  offset: z.number().int(),
  recipes: z.array(recipeSummarySchema),
  tags: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type RecipeList = z.infer<typeof recipeListSchema>;

export const pesticideResultValues = ['none', 'belowLimit', 'aboveLimit'] as const;
export type PesticideResult = (typeof pesticideResultValues)[number];

export const pesticideEntrySchema = z.object({
  id: z.number().int(),
  produce: z.string(),
  origin: z.string(),
  testDate: z.string().describe('YYYY-MM-DD'),
  result: z.enum(pesticideResultValues).describe('no residue found, below or above the legal limit'),
  residuePercentOfLimit: z.number().min(0).describe('highest residue as a percentage of its legal limit'),
  substances: z.array(z.string()),
});
export type PesticideEntry = z.infer<typeof pesticideEntrySchema>;

export const pesticideQuerySchema = pagingQuerySchema.extend({
  term: z.string().trim().max(100).optional(),
  sort: z.enum(pesticideSortValues).default('testDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const pesticideListSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  offset: z.number().int(),
  entries: z.array(pesticideEntrySchema),
});
export type PesticideList = z.infer<typeof pesticideListSchema>;

// Re-exported for the contract's readers; browser code imports them from search-values.ts and
// search-term-limits.ts.
export { searchTypes, SEARCH_TERM_MIN, type SearchType };
export const SEARCH_FLAP_OUT_PAGE_SIZE = 5;

// A term shorter than SEARCH_TERM_MIN (§5, §9) is refused by the handler with SEARCH_TERM_TOO_SHORT.
export const searchTermParamsSchema = z.object({ term: z.string().max(100) });
export const searchQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(96).default(SEARCH_FLAP_OUT_PAGE_SIZE),
});

/** Issue 39: GET /api/search/totals/{term}?types=categories,recipes (one to four types, comma-separated). */
export const searchTotalsQuerySchema = z.object({
  types: z
    .string()
    .max(100)
    .regex(new RegExp(`^(${searchTypes.join('|')})(,(${searchTypes.join('|')}))*$`))
    .transform((list) => [...new Set(list.split(','))] as SearchType[])
    .describe('comma-separated: products, categories, recipes, content'),
});
export const searchTotalsSchema = z.object({
  totals: z.record(z.enum(searchTypes), z.number().int().min(0)),
});
export type SearchTotals = z.infer<typeof searchTotalsSchema>['totals'];

export const categoryHitSchema = z.object({
  slug: z.string(),
  name: z.string(),
  parents: z.array(linkRefSchema),
  productCount: z.number().int(),
});
export const contentHitSchema = z.object({
  slug: z.string(),
  path: z.string().describe("the page's path in the shop: / for the home page, else /{slug}"),
  title: z.string(),
  excerpt: z.string(),
});

const searchGroup = <T extends z.ZodTypeAny>(result: T) =>
  z.object({
    total: z.number().int(),
    count: z.number().int(),
    offset: z.number().int(),
    queryId: z.string(),
    results: z.array(result),
  });
export const searchResultSchemas = {
  products: searchGroup(productSummarySchema),
  categories: searchGroup(categoryHitSchema),
  recipes: searchGroup(recipeSummarySchema),
  content: searchGroup(contentHitSchema),
} as const;
export type SearchResults = { [T in SearchType]: z.infer<(typeof searchResultSchemas)[T]> };

export const searchBannerSchema = z.object({
  banner: z
    .object({
      headline: z.string(),
      text: z.string(),
      href: z.string(),
      image: pictureSchema,
    })
    .nullable(),
});
export type SearchBanner = z.infer<typeof searchBannerSchema>['banner'];

export const searchEventSchema = z.object({
  type: z.enum(['click', 'conversion']),
  queryId: z.string().max(64),
  resultType: z.enum(searchTypes),
  objectId: z.string().min(1).max(200).describe('sku or slug of the result'),
  position: z.number().int().min(1).max(10_000).optional().describe('1-based place in the results'),
});
export type SearchEvent = z.infer<typeof searchEventSchema>;

// Issue 20: a search that found nothing, kept per term for `npm run report:search`.
export const unansweredSearchEventSchema = z.object({
  type: z.literal('noResults'),
  term: searchTermParamsSchema.shape.term.min(1),
});
export const searchInsightEventSchema = z.union([searchEventSchema, unansweredSearchEventSchema]);
export type SearchInsightEvent = z.infer<typeof searchInsightEventSchema>;

// Issue 20 "did you mean": the closest words of the catalogue to a term that found nothing.
export const searchSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ term: z.string() })).max(3),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>['suggestions'];
