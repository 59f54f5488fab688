import { describe, expect, it } from 'vitest';
import { usualOption, weightOptions, type WeighedProduct } from './weight-options';

const product = (overrides: Partial<WeighedProduct>): WeighedProduct => ({
  weightArticle: false,
  weightPieceArticle: false,
  averageWeightGrams: null,
  quantityStepSize: 1,
  maxQuantity: 10,
  price: { regular: 1999, loyalty: null, depositPrice: null },
  ...overrides,
});

describe('weight options', () => {
  it('offers a weight article in its steps, priced per kg, never past what the cart takes', () => {
    const apples = product({ weightArticle: true, quantityStepSize: 100, maxQuantity: 20 });
    const options = weightOptions(apples);
    expect(options.map((option) => option.grams)).toEqual([
      100, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000,
    ]);
    expect(options.every((option) => option.quantity % 100 === 0)).toBe(true);
    expect(options.find((option) => option.grams === 500)!.price).toBe(1000);
    expect(usualOption(options, apples)!.grams).toBe(500);
  });

  it('starts a 50 g counter article at the step closest to half a kilo', () => {
    const ham = product({ weightArticle: true, quantityStepSize: 50, maxQuantity: 40 });
    const options = weightOptions(ham);
    expect(options[0]!.grams).toBe(50);
    expect(usualOption(options, ham)!.grams).toBe(500);
  });

  it('offers a weight-piece article by the piece, each at its estimated price', () => {
    const cheese = product({ weightPieceArticle: true, averageWeightGrams: 250, maxQuantity: 4 });
    expect(weightOptions(cheese)).toEqual([
      { quantity: 1, grams: 250, pieces: 1, price: 1999 },
      { quantity: 2, grams: 500, pieces: 2, price: 3998 },
      { quantity: 3, grams: 750, pieces: 3, price: 5997 },
      { quantity: 4, grams: 1000, pieces: 4, price: 7996 },
    ]);
    expect(usualOption(weightOptions(cheese), cheese)!.pieces).toBe(1);
  });
});
