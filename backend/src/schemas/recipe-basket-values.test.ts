import { describe, expect, it } from 'vitest';
import { recipeBasketQuantity, recipeServingsOf, type BasketProduct } from './recipe-basket-values.js';

const pack = (value: number, unit: BasketProduct['contentAmount']['unit']): BasketProduct => ({
  contentAmount: { value, unit },
  weightArticle: false,
  weightPieceArticle: false,
  averageWeightGrams: null,
  quantityStepSize: 1,
});
const weighed = (step: number): BasketProduct => ({
  contentAmount: { value: 1, unit: 'kg' },
  weightArticle: true,
  weightPieceArticle: false,
  averageWeightGrams: null,
  quantityStepSize: step,
});
const weightPiece = (grams: number): BasketProduct => ({
  contentAmount: { value: grams, unit: 'g' },
  weightArticle: false,
  weightPieceArticle: true,
  averageWeightGrams: grams,
  quantityStepSize: 1,
});

describe('recipeBasketQuantity', () => {
  it('scales the amount to the servings and rounds up to whole packs', () => {
    // 100 g flour for 4, a 1 kg pack: one pack for 4, still one for 24 (600 g).
    expect(recipeBasketQuantity([{ quantity: 100, unit: 'g' }], pack(1, 'kg'), 4, 4)).toBe(1);
    expect(recipeBasketQuantity([{ quantity: 100, unit: 'g' }], pack(1, 'kg'), 4, 24)).toBe(1);
    // 800 g potatoes for 4 from 500 g packs: 2 packs; for 6 (1200 g) 3 packs; for 5 (1000 g) exactly 2.
    expect(recipeBasketQuantity([{ quantity: 800, unit: 'g' }], pack(500, 'g'), 4, 4)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 800, unit: 'g' }], pack(500, 'g'), 4, 6)).toBe(3);
    expect(recipeBasketQuantity([{ quantity: 800, unit: 'g' }], pack(500, 'g'), 4, 5)).toBe(2);
  });

  it('converts litres and kilograms and counts a spoon as 15 ml, a teaspoon as 5 ml', () => {
    expect(recipeBasketQuantity([{ quantity: 1.5, unit: 'l' }], pack(1000, 'ml'), 4, 4)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'kg' }], pack(500, 'g'), 4, 2)).toBe(1);
    // 4 EL oil for 4 → for 24 servings 24 EL = 360 ml: one 500 ml bottle; 40 EL = 600 ml: two.
    expect(recipeBasketQuantity([{ quantity: 4, unit: 'EL' }], pack(500, 'ml'), 4, 24)).toBe(1);
    expect(recipeBasketQuantity([{ quantity: 40, unit: 'EL' }], pack(500, 'ml'), 4, 4)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 3, unit: 'TL' }], pack(10, 'g'), 1, 1)).toBe(2);
  });

  it('counts pieces against a pack of pieces: 2 eggs from a 10-pack, 12 from two', () => {
    expect(recipeBasketQuantity([{ quantity: 2, unit: 'Stk.' }], pack(10, 'piece'), 4, 4)).toBe(1);
    expect(recipeBasketQuantity([{ quantity: 2, unit: 'Stk.' }], pack(10, 'piece'), 4, 24)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'Stück' }], pack(1, 'piece'), 1, 3)).toBe(3);
  });

  it('rounds a weight article up to its weight step, in grams', () => {
    expect(recipeBasketQuantity([{ quantity: 800, unit: 'g' }], weighed(100), 4, 4)).toBe(800);
    expect(recipeBasketQuantity([{ quantity: 800, unit: 'g' }], weighed(100), 4, 3)).toBe(600);
    expect(recipeBasketQuantity([{ quantity: 130, unit: 'g' }], weighed(50), 4, 4)).toBe(150);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'kg' }], weighed(50), 4, 1)).toBe(250);
    // Something the scale cannot weigh is one step, scaled.
    expect(recipeBasketQuantity([{ quantity: 2, unit: 'Zehen' }], weighed(50), 4, 4)).toBe(50);
  });

  it('counts pieces of a piece sold by weight, and grams against its average weight', () => {
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'Stk.' }], weightPiece(150), 4, 8)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 400, unit: 'g' }], weightPiece(150), 4, 4)).toBe(3);
  });

  it('is one pack for an amount the pack cannot measure, one more per further multiple of servings', () => {
    expect(recipeBasketQuantity([{ quantity: null, unit: null }], pack(500, 'g'), 4, 4)).toBe(1);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'Prise' }], pack(500, 'g'), 4, 24)).toBe(6);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'Stk.' }], pack(1, 'kg'), 4, 6)).toBe(2);
    expect(recipeBasketQuantity([{ quantity: 2, unit: 'Pkg.' }], pack(7, 'g'), 4, 6)).toBe(3);
    expect(recipeBasketQuantity([{ quantity: 1, unit: 'Bund' }], pack(1, 'piece'), 2, 1)).toBe(1);
  });

  it('sums two ingredients of the same product before rounding once', () => {
    const oil = [
      { quantity: 4, unit: 'EL' },
      { quantity: 250, unit: 'ml' },
    ];
    // 60 ml + 250 ml = 310 ml: one 500 ml bottle, not two.
    expect(recipeBasketQuantity(oil, pack(500, 'ml'), 4, 4)).toBe(1);
  });

  it('never answers less than one pack or one step, nor a float off the step', () => {
    for (const servings of [1, 2, 3, 5, 7, 11, 24]) {
      const grams = recipeBasketQuantity([{ quantity: 0.3, unit: 'kg' }], weighed(50), 7, servings);
      expect(grams % 50).toBe(0);
      expect(grams).toBeGreaterThanOrEqual(Math.max(50, (300 * servings) / 7));
      expect(grams - (300 * servings) / 7).toBeLessThan(50);
      expect(
        Number.isInteger(recipeBasketQuantity([{ quantity: 0.1, unit: 'g' }], pack(1, 'kg'), 7, servings)),
      ).toBe(true);
    }
  });
});

describe('recipeServingsOf', () => {
  it('takes a whole number within 1–24, clamps larger and smaller ones, else the recipe’s own', () => {
    expect(recipeServingsOf('6', 4)).toBe(6);
    expect(recipeServingsOf(' 6 ', 4)).toBe(6);
    expect(recipeServingsOf('0', 4)).toBe(1);
    expect(recipeServingsOf('999', 4)).toBe(24);
    expect(recipeServingsOf('1e3', 4)).toBe(4);
    expect(recipeServingsOf('-2', 4)).toBe(4);
    expect(recipeServingsOf('2.5', 4)).toBe(4);
    expect(recipeServingsOf(null, 4)).toBe(4);
    expect(recipeServingsOf(8, 4)).toBe(8);
  });
});
