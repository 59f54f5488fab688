import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { cart, lineItem, priceInfo, voucherLineItem } from '../../tests/storefront/cart-test-support';
import { ApiError } from '~/services/api-errors.server';
import { loader } from './resources.side-cart';

describe('the side cart loader', () => {
  it('answers the shopper’s lines, vouchers, count and total, never cached', async () => {
    const line = lineItem();
    const voucher = voucherLineItem();
    const context = {
      cart: {
        getCart: async () =>
          cart({
            productLineItems: [line],
            unavailableLineItems: [lineItem({ lineItemId: 'line-2' })],
            voucherLineItems: [voucher],
            lineItemCount: 2,
            priceInfo: priceInfo({ total: 1234 }),
          }),
      },
    } as unknown as AppLoadContext;
    const request = new Request('http://shop.test/resources/side-cart');
    const answer = (await loader({ request, context, params: {} })) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(answer.data).toEqual({
      contents: {
        lineItems: [line],
        unavailableCount: 1,
        vouchers: [voucher],
        lineItemCount: 2,
        total: 1234,
      },
    });
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('private, no-store');
  });

  it('answers no contents when the API fails, so the panel offers the cart page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = {
      requestId: 'test',
      cart: { getCart: async () => Promise.reject(new ApiError(503, 'BACKEND_UNAVAILABLE', 'down')) },
    } as unknown as AppLoadContext;
    const request = new Request('http://shop.test/resources/side-cart');
    const answer = (await loader({ request, context, params: {} })) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(answer.data).toEqual({ contents: null });
    expect(answer.init?.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('side cart unavailable'));
  });
});
