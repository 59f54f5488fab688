import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { cart, lineItem } from '../../../tests/storefront/cart-test-support';
import { productSummary } from '../../../tests/storefront/catalogue-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action } from './route';

type Answer = { data: unknown; init: ResponseInit | null };
const lineItemId = '3f1c2a4e-8b7d-4e21-9a55-0c6d7e8f9a10';

function shopWith(cartClient: Record<string, unknown>) {
  return { cart: cartClient, t: getI18nInstance('de', de).t } as unknown as AppLoadContext;
}

function post(fields: Record<string, string>, context: AppLoadContext) {
  const request = new Request('http://shop.test/warenkorb', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'set-substitution', lineItemId, ...fields }),
  });
  return action({ request, context, params: {} });
}

const answered = cart({
  productLineItems: [
    lineItem({ lineItemId, substitutionAllowed: false, product: productSummary({ name: 'Joghurt Natur' }) }),
  ],
});

describe('"Ersatzartikel erlaubt" posted to the cart page', () => {
  it('sends an unticked box as no substitutes and comes back to the cart with a toast, without JavaScript', async () => {
    const client = { setSubstitutionAllowed: vi.fn(async () => answered) };
    const answer = (await post({}, shopWith(client))) as Response;
    expect(client.setSubstitutionAllowed).toHaveBeenCalledWith(lineItemId, false);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/warenkorb');
  });

  it('answers a fetcher with data, a ticked box as substitutes allowed', async () => {
    const client = { setSubstitutionAllowed: vi.fn(async () => answered) };
    const answer = (await post(
      { substitutionAllowed: 'on', stay: '1' },
      shopWith(client),
    )) as unknown as Answer;
    expect(client.setSubstitutionAllowed).toHaveBeenCalledWith(lineItemId, true);
    expect(answer.data).toMatchObject({ intent: 'set-substitution' });
    expect(answer.init?.status ?? 200).toBe(200);
  });

  it('says so when the line is gone (removed in another tab), and refuses a made-up line id before any call', async () => {
    const client = {
      setSubstitutionAllowed: vi.fn(async () => {
        throw new ApiError(404, 'LINE_ITEM_UNKNOWN', 'The cart has no such line item');
      }),
    };
    const gone = (await post({}, shopWith(client))) as unknown as Answer;
    expect(gone.init?.status).toBe(400);
    expect(JSON.stringify(gone.data)).toContain(de.shoppingCart.substitution.lineGone);
    const madeUp = (await post({ lineItemId: 'x' }, shopWith(client))) as unknown as Answer;
    expect(madeUp.init?.status).toBe(400);
    expect(client.setSubstitutionAllowed).toHaveBeenCalledTimes(1);
  });

  it('sends a change to a cart being paid to the payment under way', async () => {
    const client = {
      setSubstitutionAllowed: vi.fn(async () => {
        throw new ApiError(409, 'CART_NOT_OPEN', 'The cart is finalized for payment');
      }),
    };
    const context = {
      ...shopWith(client),
      tenant: { paths: { 'payment-processing': '/kasse/zahlung' } },
    } as unknown as AppLoadContext;
    const thrown = (await post({}, context).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/kasse/zahlung');
  });
});
