import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { exportContentPages, importContentPages } from '../content/content-transfer.js';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { DomainError, InvalidDataError } from '../errors.js';
import { findTenantById, listTenants } from '../tenant/tenant-repository.js';

const usage = `Usage:
  npm run content:import -- <dir> [--draft]   validate and import <dir>/<tenant-id>/**/*.json
  npm run content:export -- <dir> [--draft]   write every tenant's pages to <dir>/<tenant-id>/<slug>.json

Without --draft the pages are published (their drafts dropped); with it they become the pages'
drafts, shown only in CMS preview (cms.preview), and the published versions stay as they are.

A page file holds {slug, meta, blocks}; a slug with slashes is a file in sub-folders. Every block
is checked against its type's schema; with any problem (listed with its file, page and block
path) nothing is imported. Pages of the same slug are replaced; others stay. Uses the API's
database settings (DATABASE_URL, else PGlite at PGLITE_DATA_DIR): stop the API first on PGlite.`;

type PageSource = { source: string; content: unknown };

async function jsonFilesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function readTenantPages(dir: string): Promise<Map<string, PageSource[]>> {
  const byTenant = new Map<string, PageSource[]>();
  for (const file of await jsonFilesBelow(dir)) {
    const [tenantId] = relative(dir, file).split(sep);
    if (!tenantId || tenantId === relative(dir, file)) continue;
    const text = await readFile(file, 'utf8');
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch (error) {
      content = { invalidJson: String(error) };
    }
    byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), { source: relative(dir, file), content }]);
  }
  return byTenant;
}

async function run([command, dir, flag]: string[]): Promise<number> {
  const version = flag === '--draft' ? 'draft' : 'published';
  if ((command !== 'import' && command !== 'export') || !dir || (flag && flag !== '--draft')) {
    console.error(usage);
    return 2;
  }
  const database = openConfiguredDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    if (command === 'export') {
      for (const tenant of await listTenants(database.db)) {
        const pages = await exportContentPages(database.db, tenant.id, version);
        for (const page of pages) {
          const file = join(dir, tenant.id, `${page.slug}.json`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
        }
        console.error(`Exported ${pages.length} ${version} pages of tenant ${tenant.id}`);
      }
      return 0;
    }
    const byTenant = await readTenantPages(dir);
    // All tenants in one transaction: one problem anywhere and nothing is imported.
    const counts = await database.db.transaction(async (tx) => {
      const imported: string[] = [];
      for (const [tenantId, pages] of byTenant) {
        if (!(await findTenantById(tx, tenantId)))
          throw new InvalidDataError(`No tenant ${tenantId}`, { details: [`${tenantId}/: no such tenant`] });
        imported.push(
          `${(await importContentPages(tx, tenantId, pages, version)).imported} pages of tenant ${tenantId}`,
        );
      }
      return imported;
    });
    console.error(
      counts.length
        ? `Imported (${version}) ${counts.join(', ')}`
        : `No page files below ${dir}/<tenant-id>/`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`${error.code}: ${error.message}; nothing was imported`);
      for (const line of Array.isArray(error.details) ? error.details : [])
        console.error(`  ${String(line)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
