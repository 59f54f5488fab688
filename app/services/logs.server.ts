import type { ClientLogEntry } from '../../backend/src/schemas/logs.js';
import type { ApiClient } from './api-client.server';

/** §7 POST /logs: client error reports; failures there are ignored. */
export function createLogClient(api: ApiClient) {
  return {
    async report(entry: ClientLogEntry): Promise<void> {
      await api.request('/logs', { method: 'POST', body: entry }).catch(() => undefined);
    },
  };
}
export type LogClient = ReturnType<typeof createLogClient>;
