import { describe, expect, it } from 'vitest';
import type { WeighedProduct } from '../cart/weight-options';
import { cartSteps } from './cart-steps';

const product = (overrides: Partial<WeighedProduct>): WeighedProduct => ({
  weightArticle: false,
  weightPieceArticle: false,
  averageWeightGrams: null,
  quantityStepSize: 1,
  maxQuantity: 10,
  price: { regular: 1999, loyalty: null, depositPrice: null },
  ...overrides,
});

describe('the steps of the cart stepper', () => {
  it('moves a piece article by one, down to nothing and up to the most the cart takes', () => {
    const milk = product({ maxQuantity: 3 });
    expect(cartSteps(milk, 1)).toEqual({ fewer: 0, more: 2 });
    expect(cartSteps(milk, 2)).toEqual({ fewer: 1, more: 3 });
    expect(cartSteps(milk, 3)).toEqual({ fewer: 2, more: null });
  });

  it('moves a pack article by its step size', () => {
    expect(cartSteps(product({ quantityStepSize: 6, maxQuantity: 24 }), 12)).toEqual({ fewer: 6, more: 18 });
  });

  it('moves a weight article to the neighbouring amounts of its weight choice', () => {
    const apples = product({ weightArticle: true, quantityStepSize: 100, maxQuantity: 20 });
    expect(cartSteps(apples, 500)).toEqual({ fewer: 400, more: 600 });
    expect(cartSteps(apples, 600)).toEqual({ fewer: 500, more: 800 });
    expect(cartSteps(apples, 100)).toEqual({ fewer: 0, more: 200 });
    expect(cartSteps(apples, 2000)).toEqual({ fewer: 1500, more: null });
  });

  it('leads an amount set on the cart page between two choices back onto them', () => {
    const ham = product({ weightArticle: true, quantityStepSize: 50, maxQuantity: 40 });
    expect(cartSteps(ham, 350)).toEqual({ fewer: 300, more: 400 });
    expect(cartSteps(ham, 1250)).toEqual({ fewer: 1000, more: 1500 });
  });

  it('moves a weight-piece article by the piece, up to the pieces it offers', () => {
    const cheese = product({ weightPieceArticle: true, averageWeightGrams: 250, maxQuantity: 4 });
    expect(cartSteps(cheese, 1)).toEqual({ fewer: 0, more: 2 });
    expect(cartSteps(cheese, 4)).toEqual({ fewer: 3, more: null });
  });
});
