import type { Executor } from '../db/database.js';
import { clientLogs } from '../db/schema/logs.js';
import type { ClientLogEntry } from '../schemas/logs.js';

export type ClientLogOrigin = { requestId: string; tenantId: string | null };

export async function storeClientLog(executor: Executor, entry: ClientLogEntry, origin: ClientLogOrigin) {
  await executor.insert(clientLogs).values({
    tenantId: origin.tenantId,
    requestId: origin.requestId,
    level: entry.level,
    message: entry.message,
    path: entry.path ?? null,
    status: entry.status ?? null,
    entry,
  });
}
