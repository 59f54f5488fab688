import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { getToast } from '~/sessions.server';
import { action } from './route';

// §3/§4 favourite stores through the store finder's action: a guest's cookie copy (decision
// 0037), a customer's store on the account, and what the server refuses.

const stores = ['10101', '11001', '12101'].map((storeId) => ({ storeId, name: `Filiale ${storeId}` }));

function shop({ loggedIn = false } = {}) {
  const setFavoriteStore = vi.fn(async () => ({}));
  const context = {
    t: getI18nInstance('de', de).t,
    stores: { listStores: async () => ({ origin: null, stores }) },
    customer: { getCustomer: async () => ({ favoriteStoreId: '10101' }), setFavoriteStore },
    cart: {},
  } as unknown as AppLoadContext;
  const post = async (fields: Record<string, string>, cookie = '') =>
    asResponse(
      await action({
        request: new Request('http://shop.test/filialfinder', {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { Cookie: [cookie, loggedIn ? 'logged-in=true' : ''].filter(Boolean).join('; ') },
        }),
        context,
        params: {},
      }),
    );
  return { post, setFavoriteStore };
}

/** A redirect as it is; a fetcher's answer (`data()`) as the response it becomes. */
function asResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const { data: body, init } = answer as { data: unknown; init?: ResponseInit };
  return new Response(JSON.stringify(body), init);
}

const favoriteCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('favoriteStores='))
    ?.split(';')[0];

describe('the store finder’s favourite buttons', () => {
  it('keeps a guest’s favourite in the cookie and comes back to the page without JavaScript', async () => {
    const { post } = shop();
    const response = await post(
      { intent: 'favorite-add', storeId: '11001', returnTo: '/filialfinder?q=1100' },
      'favoriteStores=10101',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/filialfinder?q=1100');
    expect(favoriteCookieOf(response)).toBe('favoriteStores=10101%2C11001');
    const { toast } = await getToast(
      new Request('http://shop.test/', { headers: { Cookie: response.headers.getSetCookie().join('; ') } }),
    );
    expect(toast?.message).toBe('Filiale 11001 ist jetzt eine deiner Filialen.');
  });

  it('removes the cookie with the last favourite', async () => {
    const { post } = shop();
    const response = await post({ intent: 'favorite-remove', storeId: '10101' }, 'favoriteStores=10101');
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('favoriteStores='))).toMatch(
      /Max-Age=0/,
    );
  });

  it('refuses a store the shop does not have, and an eleventh favourite', async () => {
    const { post } = shop();
    const unknown = await post({ intent: 'favorite-add', storeId: '99999' });
    expect(unknown.status).toBe(400);
    expect(favoriteCookieOf(unknown)).toBeUndefined();
    const ten = Array.from({ length: 10 }, (_, index) => `9000${index}`).join('%2C');
    const full = await post({ intent: 'favorite-add', storeId: '12101' }, `favoriteStores=${ten}`);
    expect(full.status).toBe(400);
    expect(favoriteCookieOf(full)).toBeUndefined();
  });

  it('copies the browser’s list into the cookie, leaving out stores the shop does not have', async () => {
    const { post } = shop();
    const response = await post({ intent: 'favorite-sync', storeIds: '12101,99999,10101' });
    expect(favoriteCookieOf(response)).toBe('favoriteStores=12101%2C10101');
  });

  it('makes a store a customer’s own on the account, and never sets a cookie for them', async () => {
    const { post, setFavoriteStore } = shop({ loggedIn: true });
    const response = await post({ intent: 'favorite-add', storeId: '12101' });
    expect(response.status).toBe(200);
    expect(setFavoriteStore).toHaveBeenCalledWith('12101');
    expect(favoriteCookieOf(response)).toBeUndefined();
    const removal = await post({ intent: 'favorite-remove', storeId: '10101' });
    expect(removal.status).toBe(400);
  });
});
