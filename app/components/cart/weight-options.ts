import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';

export type WeighedProduct = Pick<
  ProductSummary,
  'weightArticle' | 'weightPieceArticle' | 'averageWeightGrams' | 'quantityStepSize' | 'maxQuantity' | 'price'
>;

export type WeightOption = { quantity: number; grams: number; pieces: number | null; price: number };

// A list a shopper can scan: up to 50 steps (5 kg in 100 g), never past what the cart takes.
const STEP_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50];
const MAX_PIECES_OFFERED = 10;
/** The amount chosen first for a weight article: the step closest to half a kilo. */
const USUAL_GRAMS = 500;

export function isWeighed(product: WeighedProduct): boolean {
  return product.weightArticle || (product.weightPieceArticle && product.averageWeightGrams !== null);
}

/** Priced as price-cart.ts prices a line: per kg times grams, or the estimated piece price. */
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

export function usualOption(options: WeightOption[], product: WeighedProduct): WeightOption | undefined {
  if (!product.weightArticle) return options[0];
  return options.reduce<WeightOption | undefined>(
    (best, option) =>
      !best || Math.abs(option.grams - USUAL_GRAMS) < Math.abs(best.grams - USUAL_GRAMS) ? option : best,
    undefined,
  );
}
