import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';

export function openConfiguredDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'PGLITE_DATA_DIR' | 'PGLITE_SHARED_BUFFERS'>,
): DatabaseHandle {
  return config.DATABASE_URL
    ? openDatabase({ driver: 'postgres', url: config.DATABASE_URL })
    : openDatabase({
        driver: 'pglite',
        dataDir: config.PGLITE_DATA_DIR,
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
      });
}
