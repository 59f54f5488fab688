import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPreparedDatabase } from './db/prepare-database.js';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const prepared = await openPreparedDatabase(config).catch((error: unknown) => {
  log.fatal({ err: error }, 'could not prepare the database');
  process.exit(1);
});
const { database } = prepared;
const app = await buildApp({ database, config, loggerInstance: log });
app.log.info(
  { driver: database.driver, dataDir: database.driver === 'pglite' ? config.PGLITE_DATA_DIR : undefined },
  prepared.seeded ? 'database migrated and seeded' : 'database migrated',
);

if (config.xsrfSecretGenerated) {
  app.log.warn(
    'XSRF_SECRET is not set: using a random secret for this process; set one shared secret when running several API processes',
  );
}

if (config.NODE_ENV === 'production') {
  const demoSwitches = (['EMAIL_OUTBOX_PAGE', 'RECAPTCHA_SANDBOX', 'API_DOCS'] as const).filter(
    (name) => config[name],
  );
  if (demoSwitches.length) {
    app.log.warn(
      { demoSwitches },
      'demo conveniences are on in production: never for a shop open to the public',
    );
  }
}

let shuttingDown = false;
async function shutDown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);

try {
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await database.close().catch(() => undefined);
  process.exit(1);
}
