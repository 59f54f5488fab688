import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { pageTotal } from '../db/page-total.js';
import { categories, recipes, searchBanners } from '../db/schema/catalogue.js';
import { contentPages } from '../db/schema/content.js';
import type { CategoryIndex } from '../catalogue/category-names.js';
import { recipeSummaryColumns } from '../catalogue/recipe-repository.js';
import { matches, rankOf, type ExpandedQuery, type SearchLanguage } from './search-term.js';

type Paging = { offset: number; pageSize: number };

export async function searchCategories(
  executor: Executor,
  tenantId: string,
  index: CategoryIndex,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const where = and(eq(categories.tenantId, tenantId), matches(categories.searchVector, query));
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

export async function searchRecipes(
  executor: Executor,
  tenantId: string,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const where = and(
    eq(recipes.tenantId, tenantId),
    lte(recipes.publishedAt, sql`now()`),
    matches(recipes.searchVector, query),
  );
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

export async function searchContent(
  executor: Executor,
  tenantId: string,
  { homePageSlug, notFoundPageSlug }: { homePageSlug: string; notFoundPageSlug: string },
  language: SearchLanguage,
  query: ExpandedQuery,
  { offset, pageSize }: Paging,
) {
  const config = language === 'en' ? sql`'english'::regconfig` : sql`'german'::regconfig`;
  // Content pages are few (tens per tenant): their words are computed on the fly, not indexed.
  const pages = executor
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
