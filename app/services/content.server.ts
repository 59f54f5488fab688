import {
  clientConfigTypes,
  clientConfigsResponseSchema,
  contentPageListSchema,
  contentPageSchema,
  type ClientConfigType,
} from '../../backend/src/schemas/content.js';
import type { ApiClient } from './api-client.server';

/** CMS content of the tenant (§1 blocks, §3 page meta, §7 client configs). */
export function createContentClient(api: ApiClient) {
  return {
    getPage(slug: string) {
      const path = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
      return api.request(`/api/content/pages/${path}`, { schema: contentPageSchema });
    },
    listPages() {
      return api.request('/api/content/pages', { schema: contentPageListSchema });
    },
    getClientConfigs(types: readonly ClientConfigType[] = clientConfigTypes) {
      return api.request('/api/content/configs/client', {
        query: { 'types[]': types },
        schema: clientConfigsResponseSchema,
      });
    },
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
