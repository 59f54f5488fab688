import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { productDetail, productSummary } from '../../tests/storefront/catalogue-test-support';
import { ApiError, ApiNotFoundError } from '~/services/api-errors.server';
import { loader } from './resources.quick-view.$sku';

type Answer = { data: unknown; init: ResponseInit | null };

function quickView(sku: string, getProduct: (sku: string) => Promise<unknown>) {
  const context = { requestId: 'test', catalogue: { getProduct } } as unknown as AppLoadContext;
  const request = new Request(`http://shop.test/resources/quick-view/${sku}`);
  return loader({ request, context, params: { sku } }) as unknown as Promise<Answer>;
}

describe('the quick view loader', () => {
  it('answers the product as a tile knows it, without the detail page’s facts', async () => {
    const answer = await quickView('100001', async () => productDetail());
    expect(answer.data).toEqual({ product: productSummary() });
  });

  it('answers 404 without a product for an unknown sku, so the dialog can say so', async () => {
    const answer = await quickView('999999', async () => {
      throw new ApiNotFoundError(404, 'PRODUCT_UNKNOWN', 'unknown');
    });
    expect(answer.data).toEqual({ product: null });
    expect(answer.init?.status).toBe(404);
  });

  it('answers 503 without a product when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await quickView('100001', async () => {
      throw new ApiError(503, 'BACKEND_UNAVAILABLE', 'down');
    });
    expect(answer.data).toEqual({ product: null });
    expect(answer.init?.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('quick view unavailable'));
  });
});
