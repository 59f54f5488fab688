import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { deliveryAreas, deliveryZones, distributionSettings } from '../db/schema/distribution.js';
import type { DeliveryArea, Position } from '../schemas/distribution.js';
import { keptSetting } from '../tenant/kept-settings.js';
import type { TenantContext } from '../tenant/tenant-repository.js';

async function areaWithPostalCodes(executor: Executor, tenantId: string, deliveryAreaNumber: string) {
  const [area] = await executor
    .select()
    .from(deliveryAreas)
    .where(
      and(eq(deliveryAreas.tenantId, tenantId), eq(deliveryAreas.deliveryAreaNumber, deliveryAreaNumber)),
    );
  if (!area) return undefined;
  const zones = await executor
    .select({ postalCode: deliveryZones.postalCode })
    .from(deliveryZones)
    .where(
      and(eq(deliveryZones.tenantId, tenantId), eq(deliveryZones.deliveryAreaNumber, deliveryAreaNumber)),
    )
    .orderBy(deliveryZones.postalCode);
  return {
    deliveryAreaNumber: area.deliveryAreaNumber,
    name: area.name,
    pickingUnitIds: area.pickingUnitIds,
    postalCodes: zones.map((zone) => zone.postalCode),
  } satisfies DeliveryArea;
}

export async function findDeliveryZoneAt(executor: Executor, tenantId: string, { lat, lng }: Position) {
  const zones = await executor.select().from(deliveryZones).where(eq(deliveryZones.tenantId, tenantId));
  return zones.find((zone) => booleanPointInPolygon([lng, lat], polygon([zone.outline])));
}

export async function findDeliveryAreaAt(executor: Executor, tenantId: string, position: Position) {
  const zone = await findDeliveryZoneAt(executor, tenantId, position);
  return zone ? areaWithPostalCodes(executor, tenantId, zone.deliveryAreaNumber) : undefined;
}

// By position when placed, else by postal code: our street list is far shorter (decision 0028).
export async function findDeliveryAreaOf(
  executor: Executor,
  tenantId: string,
  { position, postalCode }: { position: Position | null; postalCode: string | null },
) {
  if (position) return findDeliveryAreaAt(executor, tenantId, position);
  if (!postalCode) return undefined;
  const [zone] = await executor
    .select({ deliveryAreaNumber: deliveryZones.deliveryAreaNumber })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.tenantId, tenantId), eq(deliveryZones.postalCode, postalCode)));
  return zone ? areaWithPostalCodes(executor, tenantId, zone.deliveryAreaNumber) : undefined;
}

/**
 * Issue 39: the number of the area a cart's address lies in, for its validation: where
 * findDeliveryAreaOf reads the zone, the area and its postal codes, this reads the tenant's zones
 * with their areas' numbers, kept with the request's tenant (decision 0106). Undefined as there.
 */
export async function findDeliveryAreaNumberOf(
  executor: Executor,
  tenantId: string,
  { position, postalCode }: { position: Position | null; postalCode: string | null },
  tenant?: TenantContext,
): Promise<string | undefined> {
  if (!position && !postalCode) return undefined;
  const zones = await keptSetting(tenant, tenantId, 'delivery-zones', () => readZones(executor, tenantId));
  const zone = position
    ? zones.find((candidate) =>
        booleanPointInPolygon([position.lng, position.lat], polygon([candidate.outline])),
      )
    : zones.find((candidate) => candidate.postalCode === postalCode);
  return zone?.areaNumber ?? undefined;
}

function readZones(executor: Executor, tenantId: string) {
  return executor
    .select({
      postalCode: deliveryZones.postalCode,
      outline: deliveryZones.outline,
      areaNumber: deliveryAreas.deliveryAreaNumber,
    })
    .from(deliveryZones)
    .leftJoin(
      deliveryAreas,
      and(
        eq(deliveryAreas.tenantId, deliveryZones.tenantId),
        eq(deliveryAreas.deliveryAreaNumber, deliveryZones.deliveryAreaNumber),
      ),
    )
    .where(eq(deliveryZones.tenantId, tenantId))
    .orderBy(deliveryZones.postalCode);
}

export async function findDefaultDeliveryArea(executor: Executor, tenantId: string) {
  const [settings] = await executor
    .select({ number: distributionSettings.defaultDeliveryAreaNumber })
    .from(distributionSettings)
    .where(eq(distributionSettings.tenantId, tenantId));
  return settings ? areaWithPostalCodes(executor, tenantId, settings.number) : undefined;
}
