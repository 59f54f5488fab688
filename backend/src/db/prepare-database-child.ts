import { openDatabase } from './database.js';
import { prepareDatabase } from './prepare-database.js';

// A process of its own: when it ends, the memory that seeding took goes back to the system (issue 20).
const [dataDir, sharedBuffers] = process.argv.slice(2);
if (!dataDir || !process.send) throw new Error('run by openPreparedDatabase with a data directory');
const database = openDatabase({ driver: 'pglite', dataDir, sharedBuffers });
try {
  const prepared = await prepareDatabase(database);
  await new Promise<void>((resolve, reject) =>
    process.send!(prepared, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} finally {
  await database.close();
}
