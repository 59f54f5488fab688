import type { AppLoadContext } from '@remix-run/node';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { getEnv } from '~/env.server';
import { getOptionalCustomer } from './auth.server';
import { cleanFavoriteStoreIds, favoriteStoresKey, type FavoriteStoreSource } from './favorite-stores';

const oneYear = 60 * 60 * 24 * 365;

/** The guest's list as the cookie copy holds it (decision 0037): store ids joined by commas. */
export function readGuestFavoriteStores(request: Request): string[] {
  const value = parseCookies(request.headers.get('Cookie') ?? '')[favoriteStoresKey];
  return value ? cleanFavoriteStoreIds(value.split(',')) : [];
}

export function guestFavoriteStoresCookie(ids: readonly string[]): string {
  return serializeCookie(favoriteStoresKey, ids.join(','), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    maxAge: ids.length === 0 ? 0 : oneYear,
  });
}

export type FavoriteStores = { source: FavoriteStoreSource; storeIds: string[] };

export async function loadFavoriteStores(context: AppLoadContext, request: Request): Promise<FavoriteStores> {
  const customer = await getOptionalCustomer(context, request);
  if (customer)
    return { source: 'CUSTOMER', storeIds: customer.favoriteStoreId ? [customer.favoriteStoreId] : [] };
  return { source: 'LOCALSTORAGE', storeIds: readGuestFavoriteStores(request) };
}
