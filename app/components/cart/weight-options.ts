import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';

export type WeighedProduct = Pick<
  ProductSummary,
  'weightArticle' | 'weightPieceArticle' | 'averageWeightGrams' | 'quantityStepSize' | 'maxQuantity' | 'price'
>;

/** One amount a shopper may choose: the `quantity` posted, its weight and its price. */
export type WeightOption = { quantity: number; grams: number; pieces: number | null; price: number };

// Steps offered for a weight article: a list a shopper can scan, from one step to 50 of them
// (5 kg in 100 g steps), never past what the cart takes.
const STEP_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50];
const MAX_PIECES_OFFERED = 10;
/** The amount chosen first for a weight article: the step closest to half a kilo. */
const USUAL_GRAMS = 500;

export function isWeighed(product: WeighedProduct): boolean {
  return product.weightArticle || (product.weightPieceArticle && product.averageWeightGrams !== null);
}

/**
 * The amounts a weight article (grams in its steps) or a weight-piece article (pieces of about
 * averageWeightGrams) can be added in, with the price of each, priced the way the cart prices a
 * line (price-cart.ts): regular per kg times the grams, or the estimated piece price times pieces.
 */
export function weightOptions(product: WeighedProduct): WeightOption[] {
  const step = product.quantityStepSize;
  if (product.weightArticle) {
    const maxGrams = product.maxQuantity * step;
    return STEP_COUNTS.map((count) => count * step)
      .filter((grams) => grams <= maxGrams)
      .map((grams) => ({
        quantity: grams,
        grams,
        pieces: null,
        price: Math.round((product.price.regular * grams) / 1000),
      }));
  }
  const each = product.averageWeightGrams ?? 0;
  const counts = Array.from({ length: Math.min(product.maxQuantity, MAX_PIECES_OFFERED) }, (_, i) => i + 1);
  return counts.map((pieces) => ({
    quantity: pieces,
    grams: pieces * each,
    pieces,
    price: product.price.regular * pieces,
  }));
}

/** The option a form starts with: about half a kilo by weight, one piece by the piece. */
export function usualOption(options: WeightOption[], product: WeighedProduct): WeightOption | undefined {
  if (!product.weightArticle) return options[0];
  return options.reduce<WeightOption | undefined>(
    (best, option) =>
      !best || Math.abs(option.grams - USUAL_GRAMS) < Math.abs(best.grams - USUAL_GRAMS) ? option : best,
    undefined,
  );
}
