import { walletSchema } from '../../backend/src/schemas/wallet.js';
import type { ApiClient } from './api-client.server';

/** §7 the wallet calls (decision 0074): the customer's gift cards and their balance. */
export function createWalletClient(api: ApiClient) {
  return {
    getWallet: () => api.request('/api/customers/digital-wallet', { schema: walletSchema }),
    linkGiftCard: (code: string) =>
      api.request('/api/customers/digital-wallet/gift-card', {
        method: 'PUT',
        body: { code },
        schema: walletSchema,
      }),
    removeGiftCard: (id: string) =>
      api.request(`/api/customers/digital-wallet/gift-card/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: walletSchema,
      }),
  };
}
