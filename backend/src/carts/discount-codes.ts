import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartDiscountCodes, discountCodes } from '../db/schema/carts.js';
import type { DistributionType } from '../schemas/distribution.js';
import { cartValidationCodes, type CartValidationCode } from '../schemas/cart.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Why a code does not apply to a cart now (§8 223, 227, 228, 229), or null when it does. */
export function discountCodeProblem(
  code: DiscountCodeRow,
  serviceType: DistributionType | null,
  now: Date,
): CartValidationCode | null {
  if (code.validFrom > now) return cartValidationCodes.discountCodeNotActive;
  if (code.validUntil <= now) return cartValidationCodes.discountCodeExpired;
  if (code.maxApplications !== null && code.applications >= code.maxApplications)
    return cartValidationCodes.discountCodeUsedUp;
  if (code.serviceType !== null && serviceType !== null && code.serviceType !== serviceType)
    return cartValidationCodes.discountCodeWrongServiceType;
  return null;
}

/** Codes are matched whatever their case: shoppers type them off a flyer. */
export async function findDiscountCode(executor: Executor, tenantId: string, code: string) {
  const [row] = await executor
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), sql`upper(${discountCodes.code}) = upper(${code})`));
  return row;
}

export async function addDiscountCode(executor: Executor, cartId: string, code: string) {
  await executor.insert(cartDiscountCodes).values({ cartId, code }).onConflictDoNothing();
}

export async function removeDiscountCode(executor: Executor, cartId: string, code: string) {
  const removed = await executor
    .delete(cartDiscountCodes)
    .where(and(eq(cartDiscountCodes.cartId, cartId), sql`upper(${cartDiscountCodes.code}) = upper(${code})`))
    .returning({ code: cartDiscountCodes.code });
  return removed.length > 0;
}
