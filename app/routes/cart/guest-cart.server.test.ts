import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import { ApiError } from '~/services/api-errors.server';
import { adoptGuestCart, checkoutWhenValid, guestCartToMerge } from './guest-cart.server';
import { cart, lineItem } from '../../../tests/storefront/cart-test-support';

const withCheckout = { cart: '/warenkorb', checkout: '/kasse' };

function shop(cartClient: Record<string, unknown>, paths: Record<string, string> = withCheckout) {
  return { cart: cartClient, tenant: { paths }, requestId: 'test' } as unknown as AppLoadContext;
}

describe('forwardToCheckout (§2, §4)', () => {
  it('sends a shopper with a valid cart that holds items on to checkout', async () => {
    const validate = vi.fn(async () => ({ cartDTO: cart({ productLineItems: [lineItem()] }), errors: [] }));
    expect(await checkoutWhenValid(shop({ validate }))).toBe('/kasse');
  });

  it('keeps a shopper whose cart is empty or not valid where they were going', async () => {
    const invalid = vi.fn(async () => ({
      cartDTO: cart({ productLineItems: [lineItem()] }),
      errors: [{ code: '005', message: 'distribution missing' }],
    }));
    const empty = vi.fn(async () => ({ cartDTO: cart({ productLineItems: [] }), errors: [] }));
    expect(await checkoutWhenValid(shop({ validate: invalid }))).toBeNull();
    expect(await checkoutWhenValid(shop({ validate: empty }))).toBeNull();
  });

  it('asks nothing in a shop without a checkout route', async () => {
    const validate = vi.fn();
    expect(await checkoutWhenValid(shop({ validate }, { cart: '/warenkorb' }))).toBeNull();
    expect(validate).not.toHaveBeenCalled();
  });

  it('carries the flag through the merge offer when both carts hold items', async () => {
    const attachGuestCart = vi.fn(async () => {
      throw new ApiError(409, 'CART_MERGE_REQUIRED', 'both carts hold items');
    });
    const guest = cart({ id: '3f0c8a52-8d1e-4c1a-9a55-0a4f5b7c2e11', productLineItems: [lineItem()] });
    const mergePage = await adoptGuestCart(shop({ attachGuestCart }), guest, '/profil', true);
    const query = new URL(mergePage!, 'http://shop.test').searchParams;
    expect(query.get('forwardToCheckout')).toBe('true');
    expect(guestCartToMerge(query)).toMatchObject({
      itemCount: 1,
      returnUrl: '/profil',
      forwardToCheckout: true,
    });
  });
});
