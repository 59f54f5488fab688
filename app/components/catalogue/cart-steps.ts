import { isWeighed, weightOptions, type WeighedProduct } from '../cart/weight-options';

/** What − and + set the line to; `more` is null when the cart takes no more. */
export type CartSteps = { fewer: number; more: number | null };

/**
 * Decision 0048: a piece article moves one step; a weighed article moves to the next amount its
 * weight choice offers (decision 0045), so the stepper never sets an amount the API refuses.
 */
export function cartSteps(product: WeighedProduct, quantity: number): CartSteps {
  if (!isWeighed(product)) {
    const step = product.quantityStepSize;
    const more = quantity + step;
    return { fewer: Math.max(quantity - step, 0), more: more <= product.maxQuantity ? more : null };
  }
  const amounts = weightOptions(product).map((option) => option.quantity);
  return {
    fewer: amounts.findLast((amount) => amount < quantity) ?? 0,
    more: amounts.find((amount) => amount > quantity) ?? null,
  };
}
