import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clientConfigs, contentPages, type ContentPageRow } from '../db/schema/content.js';

const isPublished = and(isNotNull(contentPages.publishedAt), lte(contentPages.publishedAt, sql`now()`));

export async function findPublishedPage(
  executor: Executor,
  tenantId: string,
  slug: string,
): Promise<ContentPageRow | undefined> {
  const [page] = await executor
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.slug, slug), isPublished))
    .limit(1);
  return page;
}

export async function findPreviewPage(executor: Executor, tenantId: string, slug: string) {
  const [page] = await executor
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.slug, slug)))
    .limit(1);
  return page && { ...page, meta: page.draftMeta ?? page.meta, blocks: page.draftBlocks ?? page.blocks };
}

export function listPublishedPages(executor: Executor, tenantId: string) {
  return executor
    .select({ slug: contentPages.slug, meta: contentPages.meta })
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), isPublished))
    .orderBy(asc(contentPages.slug));
}

export function findClientConfigs(executor: Executor, tenantId: string, types: readonly string[]) {
  return executor
    .select({ type: clientConfigs.type, config: clientConfigs.config })
    .from(clientConfigs)
    .where(and(eq(clientConfigs.tenantId, tenantId), inArray(clientConfigs.type, [...types])));
}
