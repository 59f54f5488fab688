import { and, arrayContains, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { pageTotal } from '../db/page-total.js';
import { brands, products, type ProductRow } from '../db/schema/catalogue.js';
import type { Badge, Facets, ProductDetail, ProductSort, ProductSummary } from '../schemas/catalogue.js';
import { expandSearchTerm, matches, searchExpansion, type SearchTerm } from '../search/search-term.js';
import type { CategoryIndex } from './category-names.js';

export const summaryColumns = {
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  brandSlug: products.brandSlug,
  brandName: brands.name,
  categorySlug: products.categorySlug,
  parentCategorySlugs: products.parentCategorySlugs,
  priceRegular: products.priceRegular,
  priceLoyalty: products.priceLoyalty,
  depositPrice: products.depositPrice,
  unitPriceAmount: products.unitPriceAmount,
  unitPriceUnit: products.unitPriceUnit,
  contentValue: products.contentValue,
  contentUnit: products.contentUnit,
  bundleInfo: products.bundleInfo,
  bundleSize: products.bundleSize,
  weightArticle: products.weightArticle,
  weightPieceArticle: products.weightPieceArticle,
  averageWeightGrams: products.averageWeightGrams,
  quantityStepSize: products.quantityStepSize,
  maxQuantity: products.maxQuantity,
  availability: products.availability,
  orderability: products.orderability,
  ageRestriction: products.ageRestriction,
  badges: products.badges,
  images: products.images,
};
export type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'brandName'
    ? string | null
    : ProductRow[Exclude<K, 'brandName'>];
};

const detailColumns = {
  ...summaryColumns,
  description: products.description,
  origin: products.origin,
  ingredients: products.ingredients,
  allergens: products.allergens,
  nutrition: products.nutrition,
  storageHint: products.storageHint,
  availableAgainAt: products.availableAgainAt,
  listedAt: products.listedAt,
};
type DetailRow = SummaryRow &
  Pick<
    ProductRow,
    | 'description'
    | 'origin'
    | 'ingredients'
    | 'allergens'
    | 'nutrition'
    | 'storageHint'
    | 'availableAgainAt'
    | 'listedAt'
  >;

export function toProductSummary(row: SummaryRow, categories: CategoryIndex): ProductSummary {
  const [image] = row.images;
  if (!image) throw new Error(`product ${row.sku} has no picture`);
  return {
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    brand: row.brandSlug ? { slug: row.brandSlug, name: row.brandName ?? row.brandSlug } : null,
    category: { slug: row.categorySlug, name: categories.nameOf(row.categorySlug) },
    parentCategories: row.parentCategorySlugs.map((slug) => ({ slug, name: categories.nameOf(slug) })),
    price: { regular: row.priceRegular, loyalty: row.priceLoyalty, depositPrice: row.depositPrice },
    unitPrice:
      row.unitPriceAmount !== null && row.unitPriceUnit !== null
        ? { amount: row.unitPriceAmount, unit: row.unitPriceUnit }
        : null,
    contentAmount: { value: row.contentValue, unit: row.contentUnit },
    bundleInfo: row.bundleInfo,
    bundleSize: row.bundleSize,
    weightArticle: row.weightArticle,
    weightPieceArticle: row.weightPieceArticle,
    averageWeightGrams: row.averageWeightGrams,
    quantityStepSize: row.quantityStepSize,
    maxQuantity: row.maxQuantity,
    availability: row.availability,
    orderability: row.orderability,
    ageRestriction: row.ageRestriction === 16 || row.ageRestriction === 18 ? row.ageRestriction : null,
    badges: row.badges as Badge[],
    image,
  };
}

function toProductDetail(row: DetailRow, categories: CategoryIndex): ProductDetail {
  return {
    ...toProductSummary(row, categories),
    description: row.description,
    origin: row.origin,
    ingredients: row.ingredients,
    allergens: row.allergens,
    nutrition: row.nutrition,
    storageHint: row.storageHint,
    images: row.images,
    availableAgainAt:
      row.availability === 'temporarilyUnavailable' && row.availableAgainAt
        ? new Date(row.availableAgainAt).toISOString()
        : null,
    listedAt: row.listedAt,
  };
}

export function inCategory(slug: string): SQL {
  return or(eq(products.categorySlug, slug), arrayContains(products.parentCategorySlugs, [slug]))!;
}

export type ProductFilters = {
  category?: string;
  brand?: readonly string[];
  badge?: readonly Badge[];
  priceMin?: number;
  priceMax?: number;
  skus?: readonly string[];
  slug?: string;
};

const effectivePrice = sql`coalesce(${products.priceLoyalty}, ${products.priceRegular})`;

function filterConditions(
  tenantId: string,
  filters: ProductFilters,
  skip?: 'brand' | 'badge' | 'price',
): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.tenantId, tenantId)];
  if (filters.category) conditions.push(inCategory(filters.category));
  if (filters.skus) conditions.push(inArray(products.sku, [...filters.skus]));
  if (filters.slug) conditions.push(eq(products.slug, filters.slug));
  if (skip !== 'brand' && filters.brand?.length)
    conditions.push(inArray(products.brandSlug, [...filters.brand]));
  // Several badges narrow down: organic and vegan means both.
  if (skip !== 'badge' && filters.badge?.length)
    conditions.push(arrayContains(products.badges, [...filters.badge]));
  if (skip !== 'price' && filters.priceMin !== undefined)
    conditions.push(gte(effectivePrice, filters.priceMin));
  if (skip !== 'price' && filters.priceMax !== undefined)
    conditions.push(lte(effectivePrice, filters.priceMax));
  return and(...conditions)!;
}

// §3 sorts; every order ends on the sku so paging is stable.
function orderFor(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'alphabetically':
      return [sql`search_fold(${products.name})`, asc(products.sku)];
    case 'chronologically':
      return [desc(products.listedAt), asc(products.sku)];
    case 'unitprice':
      return [sql`${products.unitPriceAmount} asc nulls last`, asc(products.priceRegular), asc(products.sku)];
    case 'category':
      return [asc(products.shelfPosition), asc(products.sku)];
  }
}

export type ProductPage = { total: number; products: ProductSummary[] };

export async function listProducts(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  filters: ProductFilters,
  { sort, offset, pageSize }: { sort: ProductSort; offset: number; pageSize: number },
): Promise<ProductPage> {
  // Decision 0051: the page is chosen and counted on the sku; only its rows are read whole.
  const page = executor
    .select({ sku: products.sku, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(products)
    .where(filterConditions(tenantId, filters))
    .orderBy(...orderFor(sort))
    .limit(pageSize)
    .offset(offset)
    .as('page');
  const rows = await executor
    .select({ ...summaryColumns, total: page.total })
    .from(page)
    .innerJoin(products, and(eq(products.tenantId, tenantId), eq(products.sku, page.sku)))
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .orderBy(...orderFor(sort));
  const total = await pageTotal(
    executor,
    rows,
    offset,
    sql`${products}`,
    filterConditions(tenantId, filters),
  );
  return { total, products: rows.map((row) => toProductSummary(row, categoriesIndex)) };
}

export async function findProductsBySku(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  skus: readonly string[],
): Promise<ProductSummary[]> {
  if (!skus.length) return [];
  const rows = await executor
    .select(summaryColumns)
    .from(products)
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .where(and(eq(products.tenantId, tenantId), inArray(products.sku, [...skus])));
  const bySku = new Map(rows.map((row) => [row.sku, toProductSummary(row, categoriesIndex)]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

export async function findProductDetail(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  sku: string,
): Promise<ProductDetail | undefined> {
  const [row] = await executor
    .select(detailColumns)
    .from(products)
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sku)))
    .limit(1);
  return row ? toProductDetail(row, categoriesIndex) : undefined;
}

export async function findSimilarProducts(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  slug: string,
  limit: number,
): Promise<ProductSummary[] | undefined> {
  const [product] = await executor
    .select({ sku: products.sku, categorySlug: products.categorySlug, priceRegular: products.priceRegular })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.slug, slug)))
    .limit(1);
  if (!product) return undefined;
  const rows = await executor
    .select(summaryColumns)
    .from(products)
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.categorySlug, product.categorySlug),
        sql`${products.sku} <> ${product.sku}`,
        sql`${products.availability} <> 'unavailable'`,
      ),
    )
    .orderBy(sql`abs(${products.priceRegular} - ${product.priceRegular})`, asc(products.sku))
    .limit(limit);
  return rows.map((row) => toProductSummary(row, categoriesIndex));
}

// Each facet counts with the other facets' filters applied: what ticking the option gets.
export async function productFacets(
  executor: Executor,
  tenantId: string,
  filters: ProductFilters,
): Promise<Facets> {
  // Counted per brand slug first: grouping the joined names cost more than the join of the few brands.
  const brandCounts = executor
    .select({ brandSlug: products.brandSlug, count: sql<number>`count(*)::int`.as('count') })
    .from(products)
    .where(filterConditions(tenantId, filters, 'brand'))
    .groupBy(products.brandSlug)
    .as('brand_counts');
  // unnest() in the select list: a lateral unnest per product row cost several times more.
  const badged = executor
    .select({ badge: sql<string>`unnest(${products.badges})`.as('badge') })
    .from(products)
    .where(filterConditions(tenantId, filters, 'badge'))
    .as('badged');
  const [brandRows, badgeRows, [priceRow]] = await Promise.all([
    executor
      .select({ slug: brands.slug, name: brands.name, count: brandCounts.count })
      .from(brandCounts)
      .innerJoin(brands, and(eq(brands.tenantId, tenantId), eq(brands.slug, brandCounts.brandSlug)))
      .orderBy(sql`search_fold(${brands.name})`),
    executor
      .select({ badge: badged.badge, count: sql<number>`count(*)::int` })
      .from(badged)
      .groupBy(badged.badge)
      .orderBy(badged.badge),
    executor
      .select({
        min: sql<number | null>`min(${effectivePrice})::int`,
        max: sql<number | null>`max(${effectivePrice})::int`,
      })
      .from(products)
      .where(filterConditions(tenantId, filters, 'price')),
  ]);
  return {
    brands: brandRows,
    badges: badgeRows.map((row) => ({ badge: row.badge as Badge, count: row.count })),
    price:
      priceRow && priceRow.min !== null && priceRow.max !== null
        ? { min: priceRow.min, max: priceRow.max }
        : null,
  };
}

export async function searchProducts(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  term: SearchTerm,
  { offset, pageSize }: { offset: number; pageSize: number },
): Promise<ProductPage> {
  // Decisions 0056 and 0068: one statement, the term's expansion and the page of its matches, two
  // database functions with plans each session keeps. search_product_page ranks and counts every
  // match on narrow rows, joins the page's rows whole and names their columns as a summary row.
  // No synonym joined in: the words as typed are the whole query, and get no bonus of their own.
  const { rows } = (await executor.execute(sql`
    select page.* from ${searchExpansion(tenantId, term)} as expansion
    cross join lateral search_product_page(${tenantId}, expansion.query::tsquery,
      expansion.exact::tsquery, case when expansion.has_synonyms then expansion.typed::tsquery end,
      expansion.names::tsquery, ${offset}, ${pageSize}) as page
  `)) as unknown as { rows: (SummaryRow & { total: number })[] };
  return {
    total: rows[0]?.total ?? (offset === 0 ? 0 : await countMatches(executor, tenantId, term)),
    products: rows.map((row) => toProductSummary(row, categoriesIndex)),
  };
}

/** How many products a term finds, for a page past the last one. */
async function countMatches(executor: Executor, tenantId: string, term: SearchTerm): Promise<number> {
  const expanded = await expandSearchTerm(executor, tenantId, term);
  if (!expanded) return 0;
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), matches(products.searchVector, expanded)));
  return row?.count ?? 0;
}

export function listProductLinks(executor: Executor, tenantId: string) {
  return executor
    .select({ sku: products.sku, slug: products.slug, listedAt: products.listedAt })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sql`${products.availability} <> 'unavailable'`))
    .orderBy(asc(products.shelfPosition), asc(products.sku));
}
