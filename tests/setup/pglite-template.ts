import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../backend/src/db/database.js';
import { prepareDatabase } from '../../backend/src/db/prepare-database.js';

// PGlite spends about 3 s in initdb; a dumped empty cluster loads in about 0.5 s. Test files
// that test migrations start from this copy and run every migration themselves.
export async function writeEmptyPgliteCluster(directory: string): Promise<string> {
  const pglite = new PGlite();
  // dumpDataDir does not wait for start-up by itself.
  await pglite.waitReady;
  try {
    return await dumpTo(pglite, join(directory, 'pglite-empty-cluster.tar'));
  } finally {
    await pglite.close();
  }
}

/** The same cluster migrated and seeded once, for the test files that need the seeded shop. */
export async function writeSeededPgliteCluster(directory: string, emptyClusterPath: string): Promise<string> {
  const handle = openDatabase({
    driver: 'pglite',
    initialDataDir: new Blob([await readFile(emptyClusterPath)]),
  });
  try {
    await prepareDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return await dumpTo(client, join(directory, 'pglite-seeded-cluster.tar'));
  } finally {
    await handle.close();
  }
}

async function dumpTo(pglite: PGlite, path: string): Promise<string> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}
