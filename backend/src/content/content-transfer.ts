import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { contentPages } from '../db/schema/content.js';
import { InvalidDataError } from '../errors.js';
import { describeProblem, validateContentPages, type ContentPageFile } from './content-validation.js';

/**
 * Writes a tenant's pages (created, or replaced by slug) after every page and block passed the
 * content contract; with a single problem nothing is written and all problems are reported.
 * Run it in a transaction to import several tenants all or nothing.
 */
export async function importContentPages(
  executor: Executor,
  tenantId: string,
  files: readonly { source: string; content: unknown }[],
): Promise<{ imported: number }> {
  const { pages, problems } = validateContentPages(files);
  if (problems.length)
    throw new InvalidDataError(
      `${problems.length} problem(s) in the content of tenant ${tenantId}`,
      problems.map(describeProblem),
    );
  if (!pages.length) return { imported: 0 };
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
        updatedAt: sql`now()`,
        // A page imported again stays published since when it first was.
        publishedAt: sql`coalesce(${contentPages.publishedAt}, excluded.published_at)`,
      },
    });
  return { imported: pages.length };
}

/** A tenant's pages in the import format, by slug. */
export async function exportContentPages(executor: Executor, tenantId: string): Promise<ContentPageFile[]> {
  const rows = await executor
    .select({ slug: contentPages.slug, meta: contentPages.meta, blocks: contentPages.blocks })
    .from(contentPages)
    .where(eq(contentPages.tenantId, tenantId))
    .orderBy(asc(contentPages.slug));
  return rows;
}
