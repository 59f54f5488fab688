import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { contentPages } from '../db/schema/content.js';
import { InvalidDataError } from '../errors.js';
import { describeProblem, validateContentPages, type ContentPageFile } from './content-validation.js';

export type ContentVersion = 'published' | 'draft';

// With a single problem nothing is written; run it in a transaction to import several tenants.
export async function importContentPages(
  executor: Executor,
  tenantId: string,
  files: readonly { source: string; content: unknown }[],
  version: ContentVersion = 'published',
): Promise<{ imported: number }> {
  const { pages, problems } = validateContentPages(files);
  if (problems.length)
    throw new InvalidDataError(`${problems.length} problem(s) in the content of tenant ${tenantId}`, {
      details: problems.map(describeProblem),
    });
  if (!pages.length) return { imported: 0 };
  if (version === 'draft') await writeDrafts(executor, tenantId, pages);
  else await publish(executor, tenantId, pages);
  return { imported: pages.length };
}

// Publishing makes the imported version the one shoppers see, and drops the page's draft.
async function publish(executor: Executor, tenantId: string, pages: ContentPageFile[]) {
  await executor
    .insert(contentPages)
    .values(
      pages.map(({ slug, meta, blocks }) => ({ tenantId, slug, meta, blocks, publishedAt: sql`now()` })),
    )
    .onConflictDoUpdate({
      target: [contentPages.tenantId, contentPages.slug],
      set: {
        meta: sql`excluded.meta`,
        blocks: sql`excluded.blocks`,
        draftMeta: null,
        draftBlocks: null,
        updatedAt: sql`now()`,
        // A page imported again stays published since when it first was.
        publishedAt: sql`coalesce(${contentPages.publishedAt}, excluded.published_at)`,
      },
    });
}

// A draft leaves the published version as it is; a new page stays unpublished.
async function writeDrafts(executor: Executor, tenantId: string, pages: ContentPageFile[]) {
  await executor
    .insert(contentPages)
    .values(
      pages.map(({ slug, meta, blocks }) => ({
        tenantId,
        slug,
        meta,
        blocks,
        draftMeta: meta,
        draftBlocks: blocks,
        publishedAt: null,
      })),
    )
    .onConflictDoUpdate({
      target: [contentPages.tenantId, contentPages.slug],
      set: {
        draftMeta: sql`excluded.draft_meta`,
        draftBlocks: sql`excluded.draft_blocks`,
        updatedAt: sql`now()`,
      },
    });
}

export async function exportContentPages(
  executor: Executor,
  tenantId: string,
  version: ContentVersion = 'published',
): Promise<ContentPageFile[]> {
  const rows = await executor
    .select()
    .from(contentPages)
    .where(
      version === 'draft'
        ? eq(contentPages.tenantId, tenantId)
        : and(eq(contentPages.tenantId, tenantId), isNotNull(contentPages.publishedAt)),
    )
    .orderBy(asc(contentPages.slug));
  return rows.map((row) =>
    version === 'draft'
      ? { slug: row.slug, meta: row.draftMeta ?? row.meta, blocks: row.draftBlocks ?? row.blocks }
      : { slug: row.slug, meta: row.meta, blocks: row.blocks },
  );
}
