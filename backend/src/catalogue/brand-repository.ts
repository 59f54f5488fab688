import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { brands, products } from '../db/schema/catalogue.js';

/** Every brand with its number of products, A to Z (umlauts sorted as their base letter). */
export function listBrands(executor: Executor, tenantId: string) {
  return executor
    .select({ slug: brands.slug, name: brands.name, productCount: sql<number>`count(${products.sku})::int` })
    .from(brands)
    .leftJoin(products, and(eq(products.tenantId, brands.tenantId), eq(products.brandSlug, brands.slug)))
    .where(eq(brands.tenantId, tenantId))
    .groupBy(brands.slug, brands.name)
    .orderBy(sql`search_fold(${brands.name})`, asc(brands.slug));
}

export async function findBrand(executor: Executor, tenantId: string, slug: string) {
  const [brand] = await executor
    .select({
      slug: brands.slug,
      name: brands.name,
      description: brands.description,
      productCount: sql<number>`count(${products.sku})::int`,
    })
    .from(brands)
    .leftJoin(products, and(eq(products.tenantId, brands.tenantId), eq(products.brandSlug, brands.slug)))
    .where(and(eq(brands.tenantId, tenantId), eq(brands.slug, slug)))
    .groupBy(brands.slug, brands.name, brands.description);
  return brand;
}
