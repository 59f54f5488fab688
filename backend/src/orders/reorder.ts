import { putItem } from '../carts/cart-items.js';
import { loadCart, withLine, type CartRow, type LoadedCart } from '../carts/cart-repository.js';
import type { Transaction } from '../db/database.js';

export type NotReordered = {
  sku: string;
  quantity: number;
  reason: 'unknown' | 'unavailable' | 'maxquantityreached';
};

// One transaction: the cart gets all of what could be added, or nothing.
export async function putOrderedItems(
  tx: Transaction,
  openCart: CartRow,
  items: { sku: string; quantity: number; substitutionAllowed: boolean }[],
): Promise<{ cart: LoadedCart; notAdded: NotReordered[] }> {
  let cart = await loadCart(tx, openCart, { alsoSkus: [...new Set(items.map((item) => item.sku))] });
  const notAdded: NotReordered[] = [];
  for (const { substitutionAllowed, ...item } of items) {
    const product = cart.products.get(item.sku)?.product;
    if (!product) {
      notAdded.push({ ...item, reason: 'unknown' });
      continue;
    }
    // The old order's choice for its new lines; a line already in the cart keeps a refusal (0049).
    const { result, line } = await putItem(tx, cart.row.id, product, item.quantity, false, {
      substitutionAllowed,
    });
    if (line !== undefined) cart = withLine(cart, item.sku, line);
    if (result === 'unavailable' || result === 'maxquantityreached')
      notAdded.push({ ...item, reason: result });
  }
  return { cart, notAdded };
}
