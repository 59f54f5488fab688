import type { z } from 'zod';
import {
  clientConfigTypes,
  clientConfigsResponseSchema,
  contentPageListSchema,
  contentPageSchema,
  type ClientConfigType,
} from '../../backend/src/schemas/content.js';
import type { ApiClient } from './api-client.server';

type ClientConfigsResponse = z.infer<typeof clientConfigsResponseSchema>;

// §7: the site chrome is tenant-wide and was loaded once at start-up in the original; kept here
// for a minute per tenant so every page does not ask again, and CMS edits still show up soon.
const CLIENT_CONFIGS_TTL_MS = 60_000;
const clientConfigsCache = new Map<string, { expiresAt: number; configs: Promise<ClientConfigsResponse> }>();

function cached(key: string, load: () => Promise<ClientConfigsResponse>): Promise<ClientConfigsResponse> {
  const hit = clientConfigsCache.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.configs;
  const configs = load();
  clientConfigsCache.set(key, { expiresAt: Date.now() + CLIENT_CONFIGS_TTL_MS, configs });
  configs.catch(() => clientConfigsCache.delete(key));
  return configs;
}

/** CMS content of the tenant (§1 blocks, §3 page meta, §7 client configs). */
export function createContentClient(api: ApiClient, tenantId: string) {
  return {
    getPage(slug: string) {
      const path = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
      return api.request(`/api/content/pages/${path}`, { schema: contentPageSchema });
    },
    listPages() {
      return api.request('/api/content/pages', { schema: contentPageListSchema });
    },
    getClientConfigs(types: readonly ClientConfigType[] = clientConfigTypes) {
      return cached(`${tenantId}:${types.join(',')}`, () =>
        api.request('/api/content/configs/client', { query: { 'types[]': types }, schema: clientConfigsResponseSchema }),
      );
    },
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
