import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { cart } from '../../tests/storefront/cart-test-support';
import { ApiError } from '~/services/api-errors.server';
import { loader } from './resources.cart-validation';

type Answer = { data: unknown; init: ResponseInit | null };

function watch(cartClient: Record<string, unknown>, cookie?: string) {
  const request = new Request('http://shop.test/resources/cart-validation', {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = { cart: cartClient } as unknown as AppLoadContext;
  return loader({ request, context, params: {} }) as unknown as Promise<Answer>;
}

describe('the minute’s cart validation (§4)', () => {
  it('asks nothing for a shopper without a cart', async () => {
    const client = { getCart: vi.fn(), validate: vi.fn() };
    const answer = await watch(client);
    expect(answer.data).toEqual({ lineItemCount: null, timeSlotCodes: [] });
    expect(client.getCart).not.toHaveBeenCalled();
  });

  it('reports the count and only the codes that undo a booked slot', async () => {
    const client = {
      getCart: vi.fn(async () => cart({ lineItemCount: 3 })),
      validate: vi.fn(async () => ({
        cartDTO: cart({ lineItemCount: 3 }),
        errors: [
          { code: '141', message: 'delivery window expired' },
          { code: '008', message: 'delivery window missing' },
          { code: '223', message: 'discount code expired' },
        ],
      })),
    };
    const answer = await watch(client, 'ANONYMOUS_TOKEN=abc');
    expect(answer.data).toEqual({ lineItemCount: 3, timeSlotCodes: ['141'] });
    expect(answer.init?.headers).toMatchObject({ 'Cache-Control': 'private, no-store' });
  });

  it('counts the fresh cart when validation answered 404', async () => {
    const client = {
      getCart: vi.fn(async () => cart({ lineItemCount: 0 })),
      validate: vi.fn(async () => {
        throw new ApiError(404, 'NOT_FOUND', 'no such cart');
      }),
    };
    const answer = await watch(client, 'logged-in=1');
    expect(answer.data).toEqual({ lineItemCount: 0, timeSlotCodes: [] });
    expect(client.getCart).toHaveBeenCalledTimes(2);
  });
});
