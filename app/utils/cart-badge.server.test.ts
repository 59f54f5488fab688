import { describe, expect, it } from 'vitest';
import { productSummary } from '../../tests/storefront/catalogue-test-support';
import { cart, lineItem } from '../../tests/storefront/cart-test-support';
import type { CartClient } from '~/services/cart.server';
import { cartBadge, quantitiesInCart } from './cart-badge.server';

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

describe('the badge of the root loader', () => {
  const answering = () => {
    const asked: string[] = [];
    const client = {
      getCart: async () => {
        asked.push('getCart');
        return cart({ lineItemCount: 3, productLineItems: [lineItem({ quantity: 3 })] });
      },
      validate: async () => {
        asked.push('validate');
        const cartDTO = cart({ lineItemCount: 2, productLineItems: [lineItem({ quantity: 2 })] });
        return { cartDTO, errors: [] };
      },
    } as unknown as CartClient;
    return { asked, client };
  };
  const guest = { Cookie: 'ANONYMOUS_TOKEN=abc' };

  it('reads the cart of a shopper who may have one', async () => {
    const { asked, client } = answering();
    const badge = await cartBadge(new Request('http://localhost/kasse', { headers: guest }), client);
    expect(badge.count).toBe(3);
    expect(asked).toEqual(['getCart']);
  });

  it('reads the validated cart the checkout page asks for anyway, on that page alone (issue 39)', async () => {
    const { asked, client } = answering();
    const checkout = await cartBadge(
      new Request('http://localhost/kasse', { headers: guest }),
      client,
      '/kasse',
    );
    expect(checkout).toEqual({ count: 2, quantities: { [lineItem().product.sku]: 2 } });
    expect(asked).toEqual(['validate']);
    const payment = new Request('http://localhost/kasse/zahlung', { headers: guest });
    expect((await cartBadge(payment, client, '/kasse')).count).toBe(3);
    expect(asked).toEqual(['validate', 'getCart']);
  });

  it("asks nothing on the provider's return, which places the order and redirects (issue 39)", async () => {
    const { asked, client } = answering();
    const returned = new Request('http://localhost/kasse/zahlung?hostedCheckoutId=4711&RETURNMAC=m', {
      headers: guest,
    });
    expect(await cartBadge(returned, client)).toEqual({ count: null, quantities: {} });
    expect(asked).toEqual([]);
  });
});
