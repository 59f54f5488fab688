import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  clientConfigTypes,
  clientConfigsResponseSchema,
  contentPageListSchema,
  contentPageSchema,
  type ClientConfigType,
  type ContentPage,
} from '../../backend/src/schemas/content.js';
import { generalVoucherListSchema, personalVoucherListSchema } from '../../backend/src/schemas/vouchers.js';
import type { ApiClient } from './api-client.server';

type ClientConfigsResponse = z.infer<typeof clientConfigsResponseSchema>;
type PageList = z.infer<typeof contentPageListSchema>;
type GeneralVoucherList = z.infer<typeof generalVoucherListSchema>;
type PersonalVoucherList = z.infer<typeof personalVoucherListSchema>;
type Published = ClientConfigsResponse | ContentPage | PageList | GeneralVoucherList | PersonalVoucherList;

// §2: published content kept a minute per tenant; failures never kept; `shared`: one leaving fails none.
const PUBLISHED_CONTENT_TTL_MS = 60_000;
const publishedContent = new LRUCache<string, Promise<Published>>({
  max: 2_000,
  ttl: PUBLISHED_CONTENT_TTL_MS,
});

function cached<T extends Published>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = publishedContent.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const loading = load();
  publishedContent.set(key, loading);
  loading.catch(() => publishedContent.delete(key));
  return loading;
}

/** CMS content of the tenant (§1 blocks, §3 page meta, §7 client configs). */
export function createContentClient(api: ApiClient, tenantId: string, { preview = false } = {}) {
  return {
    getPage(slug: string) {
      const path = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
      // §2 CMS preview: the drafts, fresh on every view, so an editor sees each change at once.
      if (preview)
        return api.request(`/api/content/pages/${path}`, {
          query: { preview: 'true' },
          schema: contentPageSchema,
        });
      return cached(`${tenantId}:page:${path}`, () =>
        api.request(`/api/content/pages/${path}`, { schema: contentPageSchema, shared: true }),
      );
    },
    listPages() {
      return cached(`${tenantId}:pages`, () =>
        api.request('/api/content/pages', { schema: contentPageListSchema, shared: true }),
      );
    },
    // The same for every shopper, like published pages; one starting or ending shows within a minute.
    getGeneralVouchers() {
      return cached(`${tenantId}:vouchers:general`, () =>
        api.request('/api/content/vouchers/generalvouchers', {
          schema: generalVoucherListSchema,
          shared: true,
        }),
      );
    },
    // Content only (which member holds them is the loyalty call's answer), so shared like the rest.
    getPersonalVouchers(promotionIds: readonly string[]) {
      const ids = [...promotionIds].sort().join(',');
      return cached(`${tenantId}:vouchers:personal:${ids}`, () =>
        api.request('/api/content/vouchers/personalvouchers', {
          query: { promotionIds: ids },
          schema: personalVoucherListSchema,
          shared: true,
        }),
      );
    },
    getClientConfigs(types: readonly ClientConfigType[] = clientConfigTypes) {
      return cached(`${tenantId}:configs:${types.join(',')}`, () =>
        api.request('/api/content/configs/client', {
          query: { 'types[]': types },
          schema: clientConfigsResponseSchema,
          shared: true,
        }),
      );
    },
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
