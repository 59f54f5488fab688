import { findDeliveryAreaOf } from '../distribution/delivery-areas.js';
import { geocodeAddress } from '../distribution/gazetteer.js';
import { findCheckoutStore } from '../distribution/stores.js';
import type { Executor } from '../db/database.js';
import { InvalidDataError, NotFoundError } from '../errors.js';
import { cartAddressSchema, type CartAddress, type DistributionAddressBody } from '../schemas/cart.js';
import { distributionErrorCodes } from '../schemas/distribution.js';

// A street the gazetteer does not know is kept as typed and placed by its postal code (0028).
export async function resolveDistributionAddress(
  executor: Executor,
  tenantId: string,
  body: DistributionAddressBody,
): Promise<CartAddress> {
  if (body.distributionType === 'CLICK_AND_COLLECT') {
    const store = await findCheckoutStore(executor, tenantId, body.storeId);
    if (!store)
      throw new NotFoundError(`No store ${body.storeId}`, { code: distributionErrorCodes.storeNotFound });
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
  const area = await findDeliveryAreaOf(executor, tenantId, {
    position: place?.position ?? null,
    postalCode: body.postalCode,
  });
  if (!area)
    throw new InvalidDataError('We do not deliver to this address', {
      code: distributionErrorCodes.outsideDeliveryArea,
      details: { field: 'streetName' },
    });
  return cartAddressSchema.parse({
    ...body,
    country: 'Österreich',
    countryCode: 'AT',
    ...(place && {
      streetName: place.streetName,
      postalCode: place.postalCode,
      city: place.city,
      countryCode: place.countryCode,
      position: place.position,
    }),
    deliveryAreaNumber: area.deliveryAreaNumber,
    pickingUnitIds: area.pickingUnitIds,
  });
}
