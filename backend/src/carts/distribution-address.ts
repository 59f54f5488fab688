import { findDeliveryAreaAt } from '../distribution/delivery-areas.js';
import { geocodeAddress } from '../distribution/gazetteer.js';
import { findCheckoutStore } from '../distribution/stores.js';
import type { Executor } from '../db/database.js';
import { InvalidDataError, NotFoundError } from '../errors.js';
import { cartAddressSchema, type CartAddress, type DistributionAddressBody } from '../schemas/cart.js';
import { distributionErrorCodes } from '../schemas/distribution.js';

/**
 * §3 distribution address of a cart: a store for pickup, or a delivery address the gazetteer
 * knows inside a delivery area, with the area and its picking units.
 */
export async function resolveDistributionAddress(
  executor: Executor,
  tenantId: string,
  body: DistributionAddressBody,
): Promise<CartAddress> {
  if (body.distributionType === 'CLICK_AND_COLLECT') {
    const store = await findCheckoutStore(executor, tenantId, body.storeId);
    if (!store) throw new NotFoundError(`No store ${body.storeId}`, distributionErrorCodes.storeNotFound);
    return cartAddressSchema.parse({
      distributionType: 'CLICK_AND_COLLECT',
      storeId: store.storeId,
      pickingUnitIds: store.pickingUnitIds,
      streetName: store.streetName,
      streetNumber: store.streetNumber,
      postalCode: store.postalCode,
      city: store.city,
      countryCode: store.countryCode,
      position: store.position,
    });
  }
  const place = await geocodeAddress(
    executor,
    tenantId,
    `${body.streetName} ${body.streetNumber}, ${body.postalCode}`,
  );
  const area = place ? await findDeliveryAreaAt(executor, tenantId, place.position) : undefined;
  if (!place || !area)
    throw new InvalidDataError(
      'We do not deliver to this address',
      { field: 'streetName' },
      distributionErrorCodes.outsideDeliveryArea,
    );
  return cartAddressSchema.parse({
    ...body,
    streetName: place.streetName,
    postalCode: place.postalCode,
    city: place.city,
    countryCode: place.countryCode,
    country: 'Österreich',
    position: place.position,
    deliveryAreaNumber: area.deliveryAreaNumber,
    pickingUnitIds: area.pickingUnitIds,
  });
}
