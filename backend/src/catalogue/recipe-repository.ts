import { and, arrayContains, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { pageTotal } from '../db/page-total.js';
import { recipes } from '../db/schema/catalogue.js';
import type { Difficulty, RecipeDetail, RecipeSummary } from '../schemas/catalogue.js';
import type { CategoryIndex } from './category-names.js';
import { findProductsBySku } from './product-repository.js';
import { matches, rankOf, type ExpandedQuery } from '../search/search-term.js';

export const recipeSummaryColumns = {
  slug: recipes.slug,
  title: recipes.title,
  teaser: recipes.teaser,
  image: recipes.image,
  totalMinutes: recipes.totalMinutes,
  difficulty: recipes.difficulty,
  servings: recipes.servings,
  tags: recipes.tags,
};

export type RecipeFilters = {
  query?: ExpandedQuery;
  tag: readonly string[];
  maxMinutes?: number;
  difficulty?: Difficulty;
};

function recipeConditions(tenantId: string, filters: RecipeFilters, skipTags = false): SQL {
  const conditions: SQL[] = [eq(recipes.tenantId, tenantId), lte(recipes.publishedAt, sql`now()`)];
  if (filters.query !== undefined) conditions.push(matches(recipes.searchVector, filters.query));
  if (!skipTags && filters.tag.length) conditions.push(arrayContains(recipes.tagSlugs, [...filters.tag]));
  if (filters.maxMinutes !== undefined) conditions.push(lte(recipes.totalMinutes, filters.maxMinutes));
  if (filters.difficulty) conditions.push(eq(recipes.difficulty, filters.difficulty));
  return and(...conditions)!;
}

export async function listRecipes(
  executor: Executor,
  tenantId: string,
  filters: RecipeFilters,
  { offset, pageSize }: { offset: number; pageSize: number },
) {
  const order = filters.query
    ? [desc(rankOf(recipes.searchVector, filters.query)), asc(recipes.title)]
    : [desc(recipes.publishedAt), asc(recipes.slug)];
  const [rows, tagRows] = await Promise.all([
    executor
      .select({ ...recipeSummaryColumns, total: sql<number>`(count(*) over ())::int` })
      .from(recipes)
      .where(recipeConditions(tenantId, filters))
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset),
    // Tag counts with the other filters applied and the chosen tags too, so a count is what
    // ticking that tag in addition leaves.
    executor
      .select({
        slug: sql<string>`tag->>'slug'`,
        name: sql<string>`tag->>'name'`,
        count: sql<number>`count(*)::int`,
      })
      .from(sql`${recipes} cross join lateral jsonb_array_elements(${recipes.tags}) as tag`)
      .where(recipeConditions(tenantId, filters))
      .groupBy(sql`tag->>'slug'`, sql`tag->>'name'`)
      .orderBy(sql`tag->>'name'`),
  ]);
  return {
    total: await pageTotal(executor, rows, offset, sql`${recipes}`, recipeConditions(tenantId, filters)),
    recipes: rows.map(({ total: _total, ...recipe }) => recipe satisfies RecipeSummary),
    tags: tagRows,
  };
}

export async function findRecipe(
  executor: Executor,
  tenantId: string,
  categoriesIndex: CategoryIndex,
  slug: string,
): Promise<RecipeDetail | undefined> {
  const [row] = await executor
    .select({
      ...recipeSummaryColumns,
      description: recipes.description,
      prepMinutes: recipes.prepMinutes,
      cookMinutes: recipes.cookMinutes,
      ingredients: recipes.ingredients,
      steps: recipes.steps,
    })
    .from(recipes)
    .where(and(eq(recipes.tenantId, tenantId), eq(recipes.slug, slug), lte(recipes.publishedAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  const skus = row.ingredients.flatMap((ingredient) => (ingredient.sku ? [ingredient.sku] : []));
  const products = new Map(
    (await findProductsBySku(executor, tenantId, categoriesIndex, skus)).map((product) => [
      product.sku,
      product,
    ]),
  );
  return {
    ...row,
    ingredients: row.ingredients.map(({ sku, ...ingredient }) => ({
      ...ingredient,
      product: (sku && products.get(sku)) || null,
    })),
  };
}
