import { and, eq, inArray } from 'drizzle-orm';
import { listAutomaticVouchers } from '../content/voucher-repository.js';
import type { Executor } from '../db/database.js';
import { cartVouchers } from '../db/schema/carts.js';
import type { ContentVoucherRow } from '../db/schema/content.js';
import { customers } from '../db/schema/customers.js';
import type { DistributionType } from '../schemas/distribution.js';
import type { VoucherServiceType } from '../schemas/vouchers.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import type { CartRow, CartVoucher } from './cart-repository.js';

// §4 automatic vouchers: Always vouchers are in every cart whose service type they allow;
// first-order vouchers only in the cart of a customer who has not ordered under its service type.

const voucherServiceTypeOf: Record<DistributionType, VoucherServiceType> = {
  DELIVERY: 'Delivery',
  CLICK_AND_COLLECT: 'Click & Collect',
};

export type AutomaticVoucherRule = Pick<ContentVoucherRow, 'automaticRedemption' | 'automaticServiceTypes'>;

export type CartCircumstances = {
  serviceType: DistributionType | null;
  /** The customer's §3 firstOrder flags; null for a guest's cart. */
  firstOrder: { delivery: boolean; clickAndCollect: boolean } | null;
};

export function isAutomaticVoucherDue(rule: AutomaticVoucherRule, cart: CartCircumstances): boolean {
  const { serviceType, firstOrder } = cart;
  // No limit means every service type, even before the shopper chose one.
  const limits = rule.automaticServiceTypes;
  if (limits.length && (serviceType === null || !limits.includes(voucherServiceTypeOf[serviceType])))
    return false;
  if (rule.automaticRedemption === 'Always') return true;
  if (rule.automaticRedemption !== 'FirstOrders' || firstOrder === null || serviceType === null) return false;
  return serviceType === 'DELIVERY' ? firstOrder.delivery : firstOrder.clickAndCollect;
}

async function firstOrderFlagsOf(executor: Executor, cart: CartRow) {
  if (!cart.customerId) return null;
  const [flags] = await executor
    .select({ delivery: customers.firstOrderDelivery, clickAndCollect: customers.firstOrderClickAndCollect })
    .from(customers)
    .where(and(eq(customers.tenantId, cart.tenantId), eq(customers.id, cart.customerId)));
  return flags ?? null;
}

// Idempotent: a concurrent request adding the same voucher is a no-op through the unique index.
// Carts past OPEN keep the vouchers they were ordered with.
// Decision 0106: with the request's tenant, its automatic vouchers are kept with it.
export async function syncAutomaticVouchers(
  executor: Executor,
  cart: CartRow,
  held: readonly CartVoucher[],
  tenant?: TenantContext,
): Promise<boolean> {
  if (cart.status !== 'OPEN') return false;
  const [vouchers, firstOrder] = await Promise.all([
    listAutomaticVouchers(executor, cart.tenantId, tenant),
    firstOrderFlagsOf(executor, cart),
  ]);
  const circumstances = { serviceType: cart.distributionAddress?.distributionType ?? null, firstOrder };
  const due = new Set(
    vouchers
      .filter((voucher) => isAutomaticVoucherDue(voucher, circumstances))
      .map((voucher) => voucher.promotionId),
  );
  const presentIds = new Set(held.filter(({ line }) => line.automatic).map(({ line }) => line.promotionId));
  // Most answers change nothing: reading a cart writes only when its vouchers are due to change.
  const stale = [...presentIds].filter((promotionId) => !due.has(promotionId));
  const missing = [...due].filter((promotionId) => !presentIds.has(promotionId));
  if (stale.length)
    await executor
      .delete(cartVouchers)
      .where(
        and(
          eq(cartVouchers.cartId, cart.id),
          eq(cartVouchers.automatic, true),
          inArray(cartVouchers.promotionId, stale),
        ),
      );
  if (missing.length)
    await executor
      .insert(cartVouchers)
      .values(missing.map((promotionId) => ({ cartId: cart.id, promotionId, automatic: true })))
      .onConflictDoNothing();
  return stale.length > 0 || missing.length > 0;
}
