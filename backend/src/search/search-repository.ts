import { and, asc, desc, eq, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { pageTotal } from '../db/page-total.js';
import { categories, recipes, searchBanners } from '../db/schema/catalogue.js';
import { contentPages } from '../db/schema/content.js';
import type { CategoryIndex } from '../catalogue/category-names.js';
import { recipeSummaryColumns } from '../catalogue/recipe-repository.js';
import { matches, rankOf, type ExpandedQuery, type SearchLanguage } from './search-term.js';

type Paging = { offset: number; pageSize: number };

const categoriesMatching = (tenantId: string, query: ExpandedQuery) =>
  and(eq(categories.tenantId, tenantId), matches(categories.searchVector, query));

export async function searchCategories(
  executor: Executor,
  tenantId: string,
  index: CategoryIndex,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const where = categoriesMatching(tenantId, query);
  const rows = await executor
    .select({ slug: categories.slug, total: sql<number>`(count(*) over ())::int` })
    .from(categories)
    .where(where)
    // Deeper categories are more specific: "Vollmilch" before "Milch & Käse" at equal rank.
    .orderBy(desc(rankOf(categories.searchVector, query)), asc(categories.level), asc(categories.position))
    .limit(pageSize)
    .offset(offset);
  return {
    total: await pageTotal(executor, rows, offset, sql`${categories}`, where),
    results: rows.map(({ slug }) => ({
      slug,
      name: index.nameOf(slug),
      parents: index.parentsOf(slug).map((parent) => ({ slug: parent.slug, name: parent.name })),
      productCount: index.productCountOf(slug),
    })),
  };
}

const recipesMatching = (tenantId: string, query: ExpandedQuery) =>
  and(
    eq(recipes.tenantId, tenantId),
    lte(recipes.publishedAt, sql`now()`),
    matches(recipes.searchVector, query),
  );

export async function searchRecipes(
  executor: Executor,
  tenantId: string,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const where = recipesMatching(tenantId, query);
  const rows = await executor
    .select({ ...recipeSummaryColumns, total: sql<number>`(count(*) over ())::int` })
    .from(recipes)
    .where(where)
    .orderBy(desc(rankOf(recipes.searchVector, query)), asc(recipes.title))
    .limit(pageSize)
    .offset(offset);
  return {
    total: await pageTotal(executor, rows, offset, sql`${recipes}`, where),
    results: rows.map(({ total: _total, ...recipe }) => recipe),
  };
}

// The words a shopper reads; never ids, links or style values.
const pageText = sql<string>`(coalesce(${contentPages.meta}->>'title', '') || ' ' || coalesce(${contentPages.meta}->>'description', '') || ' ' || coalesce((select string_agg(value #>> '{}', ' ') from jsonb_path_query(${contentPages.blocks}, 'strict $.**.fields.** ? (@.type() == "object")') as fields(object), jsonb_each(object) as field(key, value) where key in ('text', 'title', 'caption') and jsonb_typeof(value) = 'string'), ''))`;

type ContentPageSlugs = { homePageSlug: string; notFoundPageSlug: string };

/** The published pages with their words, computed on the fly (content pages are few, not indexed). */
function contentPagesOf(tenantId: string, notFoundPageSlug: string, language: SearchLanguage) {
  const config = language === 'en' ? sql`'english'::regconfig` : sql`'german'::regconfig`;
  return new QueryBuilder()
    .select({
      slug: contentPages.slug,
      title: sql<string>`${contentPages.meta}->>'title'`.as('title'),
      text: pageText.as('text'),
      searchVector: sql`to_tsvector(${config}, search_fold(${pageText}))`.as('search_vector'),
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenantId, tenantId),
        isNotNull(contentPages.publishedAt),
        lte(contentPages.publishedAt, sql`now()`),
        ne(contentPages.slug, notFoundPageSlug),
      ),
    )
    .as('pages');
}

export async function searchContent(
  executor: Executor,
  tenantId: string,
  { homePageSlug, notFoundPageSlug }: ContentPageSlugs,
  language: SearchLanguage,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const pages = contentPagesOf(tenantId, notFoundPageSlug, language);
  const rows = await executor
    .select({
      slug: pages.slug,
      title: pages.title,
      text: pages.text,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(pages)
    .where(matches(pages.searchVector, query))
    .orderBy(desc(rankOf(pages.searchVector, query)), asc(pages.slug))
    .limit(pageSize)
    .offset(offset);
  return {
    total: await pageTotal(executor, rows, offset, sql`${pages}`, matches(pages.searchVector, query)),
    results: rows.map(({ slug, title, text }) => ({
      slug,
      path: slug === homePageSlug ? '/' : `/${slug}`,
      title,
      excerpt: excerptOf(text, title),
    })),
  };
}

export type CountedSearchType = 'categories' | 'recipes' | 'content';

/**
 * Issue 39: the totals of the results page's other tabs in one statement, for one expansion of
 * the term (instead of an expansion and a search per tab).
 */
export async function countSearchResults(
  executor: Executor,
  tenantId: string,
  { notFoundPageSlug }: ContentPageSlugs,
  language: SearchLanguage,
  query: ExpandedQuery,
  types: readonly CountedSearchType[],
): Promise<Record<CountedSearchType, number>> {
  const counted = (from: SQL, where: SQL | undefined) =>
    sql`(select count(*)::int from ${from} where ${where})`;
  const counts: Record<CountedSearchType, () => SQL> = {
    categories: () => counted(sql`${categories}`, categoriesMatching(tenantId, query)),
    recipes: () => counted(sql`${recipes}`, recipesMatching(tenantId, query)),
    content: () => {
      const pages = contentPagesOf(tenantId, notFoundPageSlug, language);
      return counted(sql`${pages}`, matches(pages.searchVector, query));
    },
  };
  const result = (await executor.execute(
    sql`select ${sql.join(
      types.map((type) => sql`${counts[type]()} as ${sql.identifier(type)}`),
      sql`, `,
    )}`,
  )) as unknown as { rows: Partial<Record<CountedSearchType, number>>[] };
  const [row] = result.rows;
  return { categories: row?.categories ?? 0, recipes: row?.recipes ?? 0, content: row?.content ?? 0 };
}

const EXCERPT_LENGTH = 160;

function excerptOf(text: string, title: string): string {
  const body = text.startsWith(title) ? text.slice(title.length) : text;
  const clean = body.replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_LENGTH) return clean;
  const cut = clean.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))} …`;
}

export async function findSearchBanner(executor: Executor, tenantId: string, termText: string) {
  const [banner] = await executor
    .select({
      headline: searchBanners.headline,
      text: searchBanners.text,
      href: searchBanners.href,
      image: searchBanners.image,
    })
    .from(searchBanners)
    .where(
      and(
        eq(searchBanners.tenantId, tenantId),
        sql`exists (select 1 from unnest(${searchBanners.keywords}) as keyword where search_fold(${termText}) like '%' || search_fold(keyword) || '%')`,
      ),
    )
    .orderBy(desc(searchBanners.priority), asc(searchBanners.id))
    .limit(1);
  return banner ?? null;
}
