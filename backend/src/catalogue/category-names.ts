import { asc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/database.js';
import { categories, products } from '../db/schema/catalogue.js';

export type CategoryInfo = {
  slug: string;
  name: string;
  parentSlug: string | null;
  level: number;
  position: number;
  color: string;
  description: string | null;
};

export type CategoryIndex = {
  bySlug: Map<string, CategoryInfo>;
  ordered: CategoryInfo[];
  nameOf(slug: string): string;
  parentsOf(slug: string): CategoryInfo[];
  childrenOf(slug: string | null): CategoryInfo[];
  colorOf(slug: string): string;
  productCountOf(slug: string): number;
};

// The tree is small (about 140 rows) and changes rarely, so each process keeps it briefly instead
// of joining it into every product query; another process's change shows within the TTL.
const CATEGORY_INDEX_TTL_MS = 30_000;
const indexes = new LRUCache<string, Promise<CategoryIndex>>({ max: 200, ttl: CATEGORY_INDEX_TTL_MS });

export function loadCategoryIndex(executor: Executor, tenantId: string): Promise<CategoryIndex> {
  const hit = indexes.get(tenantId);
  if (hit) return hit;
  const loading = readCategoryIndex(executor, tenantId);
  indexes.set(tenantId, loading);
  loading.catch(() => indexes.delete(tenantId));
  return loading;
}

async function readCategoryIndex(executor: Executor, tenantId: string): Promise<CategoryIndex> {
  const countRows = await executor
    .select({ slug: products.categorySlug, count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .groupBy(products.categorySlug);
  const rows = await executor
    .select({
      slug: categories.slug,
      name: categories.name,
      parentSlug: categories.parentSlug,
      level: categories.level,
      position: categories.position,
      color: categories.color,
      description: categories.description,
    })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.position));
  return buildCategoryIndex(rows, new Map(countRows.map((row) => [row.slug, row.count])));
}

export function buildCategoryIndex(rows: CategoryInfo[], leafCounts: Map<string, number>): CategoryIndex {
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const children = new Map<string | null, CategoryInfo[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentSlug) ?? [];
    siblings.push(row);
    children.set(row.parentSlug, siblings);
  }
  const parentsOf = (slug: string) => {
    const parents: CategoryInfo[] = [];
    let parentSlug = bySlug.get(slug)?.parentSlug ?? null;
    while (parentSlug) {
      const parent = bySlug.get(parentSlug);
      if (!parent) break;
      parents.unshift(parent);
      parentSlug = parent.parentSlug;
    }
    return parents;
  };
  const totals = new Map<string, number>();
  const countBelow = (slug: string): number => {
    const known = totals.get(slug);
    if (known !== undefined) return known;
    const below = children.get(slug);
    const total = below?.length
      ? below.reduce((sum, child) => sum + countBelow(child.slug), 0)
      : (leafCounts.get(slug) ?? 0);
    totals.set(slug, total);
    return total;
  };
  return {
    bySlug,
    ordered: rows,
    productCountOf: countBelow,
    nameOf: (slug) => bySlug.get(slug)?.name ?? slug,
    parentsOf,
    childrenOf: (slug) => children.get(slug) ?? [],
    colorOf: (slug) => (parentsOf(slug)[0] ?? bySlug.get(slug))?.color ?? '#5f6b5a',
  };
}
