import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { cart } from '../../../tests/storefront/cart-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action, loader } from './route';

type Answer = { data: unknown; init: ResponseInit | null };

const offers = {
  currency: 'EUR',
  offers: [
    { id: '3-months', months: 3, price: 1990 },
    { id: '12-months', months: 12, price: 5990 },
  ],
};
const paths = {
  'delivery-pass': '/lieferpass',
  cart: '/warenkorb',
  login: '/anmelden',
  'payment-processing': '/kasse/zahlung',
};
const passLine = { lineItemId: 'line-1', offerId: '3-months', months: 3, price: 1990 };

function shop(overrides: Record<string, unknown> = {}) {
  const deliveryPass = {
    getOffers: vi.fn(async () => offers),
    getCustomerPass: vi.fn(async () => ({
      status: 'ACTIVE',
      startDate: '2026-11-28T12:00:00.000Z',
      endDate: '2027-02-28T12:00:00.000Z',
    })),
    putInCart: vi.fn(async () => cart({ deliveryPassLineItem: passLine })),
    removeFromCart: vi.fn(async () => cart()),
    ...overrides,
  };
  const context = {
    deliveryPass,
    cart: { getCart: vi.fn(async () => cart({ deliveryPassLineItem: passLine })) },
    customer: { getCustomer: vi.fn(async () => ({ firstName: 'Anna' })) },
    tenant: { paths },
    t: getI18nInstance('de', de).t,
  } as unknown as AppLoadContext;
  return { context, deliveryPass };
}

const loggedIn = { Cookie: 'logged-in=true' };

function post(fields: Record<string, string>, context: AppLoadContext, headers: HeadersInit = loggedIn) {
  const request = new Request('http://shop.test/lieferpass', {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
  return action({ request, context, params: {} });
}

describe('the delivery-pass page', () => {
  it('shows a guest the offers and the way to log in and back, asking nothing about passes or carts', async () => {
    const { context, deliveryPass } = shop();
    const request = new Request('http://shop.test/lieferpass');
    const answer = (await loader({ request, context, params: {} })) as unknown as Answer;
    expect(answer.data).toMatchObject({
      customer: false,
      status: null,
      inCart: null,
      offers: offers.offers,
      loginHref: '/anmelden?returnUrl=%2Flieferpass',
    });
    expect(deliveryPass.getCustomerPass).not.toHaveBeenCalled();
  });

  it("shows a customer the pass's status and the pass waiting in the cart", async () => {
    const { context } = shop();
    const request = new Request('http://shop.test/lieferpass', { headers: loggedIn });
    const answer = (await loader({ request, context, params: {} })) as unknown as Answer;
    expect(answer.data).toMatchObject({ customer: true, status: { status: 'ACTIVE' }, inCart: passLine });
  });

  it('sends a guest who posts the form to login, back to this page', async () => {
    const { context, deliveryPass } = shop();
    const answer = (await post({ intent: 'buy', offerId: '3-months' }, context, {}).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/anmelden?returnUrl=%2Flieferpass&authRequired=true');
    expect(deliveryPass.putInCart).not.toHaveBeenCalled();
  });

  it('puts the chosen pass in the cart and goes on to the cart with a toast', async () => {
    const { context, deliveryPass } = shop();
    const answer = (await post({ intent: 'buy', offerId: '3-months' }, context)) as Response;
    expect(deliveryPass.putInCart).toHaveBeenCalledWith('3-months');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/warenkorb');
    expect(answer.headers.get('Set-Cookie')).toBeTruthy();
  });

  it('says beside the choice when no offer or an unknown one was chosen, and when the API refuses it', async () => {
    const { context, deliveryPass } = shop();
    const none = (await post({ intent: 'buy' }, context)) as unknown as Answer;
    expect(none.init?.status).toBe(400);
    expect(none.data).toMatchObject({
      result: { error: { offerId: ['Bitte wähle einen Lieferpass aus.'] } },
    });
    const unknown = (await post({ intent: 'buy', offerId: '99-years' }, context)) as unknown as Answer;
    expect(unknown.data).toMatchObject({
      result: { error: { offerId: ['Bitte wähle einen Lieferpass aus.'] } },
    });
    expect(deliveryPass.putInCart).not.toHaveBeenCalled();

    const refusing = shop({
      putInCart: vi.fn(async () => {
        throw new ApiError(400, 'DELIVERY_PASS_OFFER_UNKNOWN', 'gone');
      }),
    });
    const refused = (await post(
      { intent: 'buy', offerId: '3-months' },
      refusing.context,
    )) as unknown as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      result: { error: { offerId: ['Diesen Lieferpass gibt es nicht mehr. Bitte wähle einen anderen.'] } },
    });
  });

  it('sends a customer whose cart is being paid to the payment route instead of changing it', async () => {
    const { context } = shop({
      putInCart: vi.fn(async () => {
        throw new ApiError(409, 'CART_NOT_OPEN', 'finalized');
      }),
    });
    const answer = (await post({ intent: 'buy', offerId: '3-months' }, context).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(answer.headers.get('Location')).toBe('/kasse/zahlung');
  });

  it('takes the pass out of the cart and goes back to the page the form was on, never to another site', async () => {
    const { context, deliveryPass } = shop();
    const answer = (await post({ intent: 'remove', redirectTo: '/warenkorb' }, context)) as Response;
    expect(deliveryPass.removeFromCart).toHaveBeenCalled();
    expect(answer.headers.get('Location')).toBe('/warenkorb');
    const foreign = (await post({ intent: 'remove', redirectTo: '//evil.example' }, context)) as Response;
    expect(foreign.headers.get('Location')).toBe('/warenkorb');
  });
});
