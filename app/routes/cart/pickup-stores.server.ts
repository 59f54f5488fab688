import type { AppLoadContext } from '@remix-run/node';
import { promiseHash } from 'remix-utils/promise';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { pickupStoreOptions, type PickupStoreOption } from './pickup-store-choice';
import { loadFavoriteStores } from '~/utils/favorite-stores.server';

const postalCodePattern = /^\d{4,5}$/;

/** The shopper's own postal code: the filter when it is one, else the delivery or billing address's. */
export function originPostalCodeOf(cart: Pick<Cart, 'distributionAddress' | 'billingAddress'>, filter = '') {
  const candidates = [
    filter.trim(),
    cart.distributionAddress?.distributionType === 'DELIVERY' ? cart.distributionAddress.postalCode : null,
    cart.billingAddress?.postalCode,
  ];
  return candidates.find((code): code is string => !!code && postalCodePattern.test(code)) ?? null;
}

/** Issue 19: the pickup stores, favourites first, then nearest to the shopper's postal code. */
export async function loadPickupStores(
  context: AppLoadContext,
  request: Request,
  originPostalCode: string | null,
): Promise<{ stores: PickupStoreOption[]; favoriteStoreIds: string[] }> {
  const { pickupStores, favorites, nearest } = await promiseHash({
    pickupStores: context.cart.listCheckoutStores(),
    favorites: loadFavoriteStores(context, request),
    nearest: originPostalCode
      ? context.stores.searchStores({ query: originPostalCode })
      : Promise.resolve(null),
  });
  const distances = new Map<string, number>();
  if (nearest && nearest !== 'placeNotFound')
    for (const store of nearest.stores)
      if (store.distanceMetres !== null) distances.set(store.storeId, store.distanceMetres);
  return {
    stores: pickupStoreOptions(pickupStores.stores, distances, favorites.storeIds),
    favoriteStoreIds: favorites.storeIds,
  };
}
