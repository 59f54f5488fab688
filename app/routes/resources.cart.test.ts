import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { de } from '../../backend/src/seed/messages/de.js';
import { cart, cartAddress, lineItem, promptTenant } from '../../tests/storefront/cart-test-support';
import { productSummary } from '../../tests/storefront/catalogue-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action } from './resources.cart';

function post(fields: Record<string, string>, addItem: () => Promise<unknown>) {
  const spy = vi.fn(addItem);
  // The cart already has a delivery address: no service-selection prompt (see cart_.service.test).
  const context = {
    cart: {
      addItem: spy,
      getCart: async () => cart({ distributionAddress: cartAddress() }),
      getDistributionType: async () => ({ distributionType: cartAddress().distributionType }),
    },
    tenant: promptTenant('mandatory'),
    t: getI18nInstance('de', de).t,
  } as unknown as AppLoadContext;
  const request = new Request('http://shop.test/resources/cart', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { spy, answer: action({ request, context, params: {} }) as Promise<Response> };
}

const milk = productSummary({ sku: '100001', name: 'Vollmilch', maxQuantity: 6 });
const added = async () => ({
  result: 'added',
  cart: cart({ productLineItems: [lineItem({ product: milk })] }),
});

describe('the cart item form', () => {
  it('adds the quantity and sends a plain post back where it came from, with a toast', async () => {
    const { spy, answer } = post(
      { sku: '100001', quantity: '2', redirectTo: '/kategorie/milch?page=2' },
      added,
    );
    const response = await answer;
    expect(spy).toHaveBeenCalledWith({ sku: '100001', quantity: 2, replace: false });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/kategorie/milch?page=2');
    expect(response.headers.get('Set-Cookie')).toContain('__session=');
  });

  it('never sends the shopper to another site', async () => {
    const { answer } = post({ sku: '100001', quantity: '1', redirectTo: 'https://evil.example/' }, added);
    expect((await answer).headers.get('Location')).toBe('/');
  });

  it('sets the quantity for the steppers, and answers a fetcher with the outcome', async () => {
    const { spy, answer } = post({ sku: '100001', quantity: '0', mode: 'set', stay: '1' }, async () => ({
      result: 'removed',
      cart: cart({ productLineItems: [], lineItemCount: 0 }),
    }));
    const response = (await answer) as unknown as { data: unknown; init: ResponseInit | null };
    expect(spy).toHaveBeenCalledWith({ sku: '100001', quantity: 0, replace: true });
    expect(response.data).toEqual({ result: 'removed', lineItemCount: 0 });
  });

  it('tells a fetcher what was added, for the slide-in, instead of a toast', async () => {
    const { answer } = post({ sku: '100001', quantity: '1', stay: '1' }, added);
    const response = (await answer) as unknown as { data: unknown; init: ResponseInit | null };
    expect(response.data).toMatchObject({
      result: 'added',
      lineItemCount: 1,
      added: { sku: '100001', name: 'Vollmilch', quantity: 3, message: 'Vollmilch liegt im Warenkorb.' },
    });
    expect(new Headers(response.init?.headers).get('Set-Cookie')).toBeNull();
  });

  it('turns a refusal of the API into a warning, not an error page', async () => {
    const { answer } = post({ sku: 'gone', quantity: '1', stay: '1' }, async () => {
      throw new ApiError(404, 'PRODUCT_UNKNOWN', 'unknown');
    });
    const response = (await answer) as unknown as { data: unknown };
    expect(response.data).toEqual({ error: 'PRODUCT_UNKNOWN' });
  });

  it('refuses a quantity the browser would have stopped with a message, changing nothing', async () => {
    for (const quantity of ['-3', '2.5', 'viele', '100001']) {
      const { spy, answer } = post(
        { sku: '100001', quantity, mode: 'set', name: 'Vollmilch', redirectTo: '/warenkorb' },
        added,
      );
      const response = await answer;
      expect(spy).not.toHaveBeenCalled();
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/warenkorb');
      expect(response.headers.get('Set-Cookie')).toContain('__session=');
    }
    const { spy, answer } = post(
      { sku: '100001', quantity: '-3', mode: 'set', name: 'Vollmilch', stay: '1' },
      added,
    );
    const response = (await answer) as unknown as { data: unknown; init: ResponseInit | null };
    expect(spy).not.toHaveBeenCalled();
    expect(new Headers(response.init?.headers).get('Set-Cookie')).toContain('__session=');
    expect(response.data).toEqual({ error: 'Bitte gib für Vollmilch eine gültige Menge ein.' });
  });

  it('still answers a post no form of ours sends as a bad request', async () => {
    const { spy, answer } = post({ sku: '', quantity: '-3' }, added);
    await expect(answer).rejects.toMatchObject({ init: { status: 400 } });
    expect(spy).not.toHaveBeenCalled();
  });
});
