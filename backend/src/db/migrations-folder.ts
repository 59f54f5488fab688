import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The SQL migrations live in backend/drizzle. This file runs from backend/src/db (tsx, vitest)
// and from dist/backend/src/db (the build), so walk up until the folder is found.
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  const tried: string[] = [];
  let directory = start;
  for (;;) {
    for (const candidate of [join(directory, 'drizzle'), join(directory, 'backend', 'drizzle')]) {
      tried.push(candidate);
      if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw new Error(
    `No SQL migrations found (backend/drizzle/meta/_journal.json); looked in:\n${tried.join('\n')}`,
  );
}
