import { describe, expect, it } from 'vitest';
import { productSummary } from '../../tests/storefront/catalogue-test-support';
import { cart, lineItem } from '../../tests/storefront/cart-test-support';
import { quantitiesInCart } from './cart-badge.server';

describe('the quantities the tiles show', () => {
  it('gives each orderable line its quantity by sku, and none for a line that cannot be ordered', () => {
    const answer = cart({
      productLineItems: [
        lineItem({ quantity: 2, product: productSummary({ sku: '100001' }) }),
        lineItem({ lineItemId: 'line-2', quantity: 500, product: productSummary({ sku: '200002' }) }),
      ],
      unavailableLineItems: [lineItem({ lineItemId: 'line-3', product: productSummary({ sku: '300003' }) })],
    });
    expect(quantitiesInCart(answer)).toEqual({ '100001': 2, '200002': 500 });
  });
});
