import type { Cart, LineItem } from '../../../backend/src/schemas/cart.js';

/** What the product slide-in shows after a successful add (§2 cart extras). */
export type AddedToCart = {
  sku: string;
  name: string;
  image: LineItem['product']['image'];
  /** The line's quantity now: pieces, or grams of a weight article. */
  quantity: number;
  weightArticle: boolean;
  lineItemCount: number;
  total: number;
  message: string;
};

const ADDED_RESULTS = new Set(['added', 'updated']);

export function addedToCart(
  result: string,
  line: LineItem | undefined,
  cart: Cart,
  message: string,
): AddedToCart | undefined {
  if (!line || !ADDED_RESULTS.has(result) || !cart.productLineItems.includes(line)) return undefined;
  const { product } = line;
  return {
    sku: product.sku,
    name: product.name,
    image: product.image,
    quantity: line.quantity,
    weightArticle: product.weightArticle,
    lineItemCount: cart.lineItemCount,
    total: cart.priceInfo.total,
    message,
  };
}
