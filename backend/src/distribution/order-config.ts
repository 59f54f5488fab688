import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { orderConfigs } from '../db/schema/distribution.js';
import type { OrderConfig } from '../schemas/distribution.js';
import { keptSetting } from '../tenant/kept-settings.js';
import type { TenantContext } from '../tenant/tenant-repository.js';

/**
 * §3 order config; a tenant without one has no limits at all. With the request's tenant, kept
 * as long as it is (decision 0106).
 */
export function findOrderConfig(
  executor: Executor,
  tenantId: string,
  tenant?: TenantContext,
): Promise<OrderConfig> {
  return keptSetting(tenant, tenantId, 'order-config', () => readOrderConfig(executor, tenantId));
}

async function readOrderConfig(executor: Executor, tenantId: string): Promise<OrderConfig> {
  const [row] = await executor.select().from(orderConfigs).where(eq(orderConfigs.tenantId, tenantId));
  return {
    maxOrderValueDelivery: row?.maxOrderValueDelivery ?? null,
    maxOrderValueCC: row?.maxOrderValueCC ?? null,
    minOrderValueDelivery: row?.minOrderValueDelivery ?? null,
    minOrderValueCC: row?.minOrderValueCC ?? null,
    maxOrderWeightDelivery: row?.maxOrderWeightDelivery ?? null,
    maxOrderWeightCC: row?.maxOrderWeightCC ?? null,
  };
}
