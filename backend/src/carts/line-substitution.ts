import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartLineItems, carts } from '../db/schema/carts.js';
import { customers } from '../db/schema/customers.js';
import { NotFoundError } from '../errors.js';
import { cartErrorCodes } from '../schemas/cart.js';

/** Decision 0049: a guest, who has no profile, gets substitutes unless they untick a line. */
export const shopSubstitutionDefault = true;

/** The customer's profile setting for a new line of this cart, in the insert's own statement. */
export function substitutionDefaultOf(cartId: string) {
  return sql<boolean>`coalesce((select ${customers.substitutionAllowed} from ${carts} inner join ${customers} on ${customers.id} = ${carts.customerId} where ${carts.id} = ${cartId}), ${shopSubstitutionDefault})`;
}

/** Only a line of the shopper's own cart: another's line is as unknown as one that never was. */
export async function setLineSubstitution(
  executor: Executor,
  cartId: string,
  lineItemId: string,
  substitutionAllowed: boolean,
) {
  const updated = await executor
    .update(cartLineItems)
    .set({ substitutionAllowed })
    .where(and(eq(cartLineItems.cartId, cartId), eq(cartLineItems.id, lineItemId)))
    .returning({ id: cartLineItems.id });
  if (!updated.length)
    throw new NotFoundError('The cart has no such line item', { code: cartErrorCodes.lineItemUnknown });
}
