import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { ConflictError } from '../errors.js';
import { cartDiscountCodes, discountCodes } from '../db/schema/carts.js';
import type { DistributionType } from '../schemas/distribution.js';
import { cartValidationCodes, type CartValidationCode } from '../schemas/cart.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

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

// §8 227: in the order's transaction, a code with N uses left is counted by exactly N orders
// however many come at once; the one too late fails with 227 and rolls back.
export async function countDiscountCodeUses(
  tx: Transaction,
  tenantId: string,
  /** The codes of the cart the shopper paid for: its finalized snapshot's (issue 39: no read). */
  codes: string[],
): Promise<void> {
  if (!codes.length) return;
  const counted = await tx
    .update(discountCodes)
    .set({ applications: sql`${discountCodes.applications} + 1` })
    .where(
      and(
        eq(discountCodes.tenantId, tenantId),
        inArray(discountCodes.code, codes),
        or(
          isNull(discountCodes.maxApplications),
          lt(discountCodes.applications, discountCodes.maxApplications),
        ),
      ),
    )
    .returning({ code: discountCodes.code });
  const usedUp = codes.filter((code) => !counted.some((row) => row.code === code));
  if (usedUp.length)
    throw new ConflictError(`Discount code ${usedUp.join(', ')} has no uses left`, {
      code: cartValidationCodes.discountCodeUsedUp,
    });
}
