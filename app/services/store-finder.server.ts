import {
  deliveryAreaMapSchema,
  distributionErrorCodes,
  storeSearchAnswerSchema,
  type Position,
  type StoreSearchAnswer,
} from '../../backend/src/schemas/distribution.js';
import type { ApiClient } from './api-client.server';
import { ApiError } from './api-errors.server';

export type StoreSearch = { query: string } | { position: Position } | null;

/** §2 storefinder: stores by distance with their hours now, and the delivery areas to draw. */
export function createStoreFinderClient(api: ApiClient) {
  return {
    async searchStores(search: StoreSearch): Promise<StoreSearchAnswer | 'placeNotFound'> {
      const query =
        search === null
          ? {}
          : 'query' in search
            ? { q: search.query }
            : { latitude: String(search.position.lat), longitude: String(search.position.lng) };
      try {
        return await api.request('/api/stores', { query, schema: storeSearchAnswerSchema, shared: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === distributionErrorCodes.placeNotFound)
          return 'placeNotFound';
        throw error;
      }
    },
    listStores() {
      return api.request('/api/stores', { schema: storeSearchAnswerSchema, shared: true });
    },
    getDeliveryAreaMap() {
      return api.request('/api/distribution/map', { schema: deliveryAreaMapSchema, shared: true });
    },
  };
}

export type StoreFinderClient = ReturnType<typeof createStoreFinderClient>;
