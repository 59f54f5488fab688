import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// PGlite spends about 3 s in initdb; a dumped empty cluster loads in about 0.5 s. Test files
// start from this copy and still run every migration themselves.
export async function writeEmptyPgliteCluster(directory: string): Promise<string> {
  const pglite = new PGlite();
  // dumpDataDir does not wait for start-up by itself.
  await pglite.waitReady;
  try {
    const dump = await pglite.dumpDataDir('none');
    const path = join(directory, 'pglite-empty-cluster.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  } finally {
    await pglite.close();
  }
}
