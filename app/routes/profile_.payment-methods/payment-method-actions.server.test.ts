import type { AppLoadContext } from '@remix-run/node';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { COMMERCE_API } from '../../../tests/storefront/handlers/commerce-api-customers';
import {
  paymentMethodErrorCodes,
  type SavedPaymentMethod,
} from '../../../backend/src/schemas/payment-methods.js';
import { accountMessagesDe } from '../../../backend/src/seed/messages/account-de.js';
import { accountMessagesEn } from '../../../backend/src/seed/messages/account-en.js';
import { ApiError } from '~/services/api-errors.server';
import {
  addCard,
  deleteCard,
  makeCardPrimary,
  paymentMethodErrorMessage,
} from './payment-method-actions.server';
import { createApiClient } from '~/services/api-client.server';
import { createPaymentMethodsClient } from '~/services/payment-methods.server';
import { keepCardOfReturn } from './card-page-return.server';

// The return from the provider's card page: the section asks the API to keep the card, once per
// return however often it is opened, and says in words what went wrong.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card: SavedPaymentMethod = {
  id: '3f2b8c1e-5d4a-4c6b-9e7f-1a2b3c4d5e6f',
  methodKey: 'credit-cards',
  paymentBrand: 'VISA',
  maskedCardNumber: '411111XXXXXX1111',
  cardExpiryMonth: 12,
  cardExpiryYear: 2029,
  isPrimary: true,
  expired: false,
};

function contextAnswering(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const calls: string[] = [];
  server.use(
    http.all(`${COMMERCE_API}/api/customers/payment-methods*`, async ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const body: unknown =
        request.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
      bodies.push(body);
      return answer(body);
    }),
  );
  const api = createApiClient({
    baseUrl: COMMERCE_API,
    tenantId: 'de',
    requestId: 'req-cards',
    cookie: 'XSRF-TOKEN=x; SESSION=s',
    onSetCookie: () => undefined,
    unavailableMessage: () => 'Backend or internet is not available',
  });
  const context = {
    t: (key: string) => key,
    paymentMethods: createPaymentMethodsClient(api),
  } as unknown as AppLoadContext;
  return { context, bodies, calls };
}

const returnUrl = (query: Record<string, string>) =>
  new Request(`http://shop.test/profil/zahlungsarten?${new URLSearchParams(query)}`);
const cardPageReturn = {
  saveMethod: 'true',
  setPrimary: 'false',
  methodKey: 'credit-cards',
  hostedCheckoutId: 'hc-0001',
  RETURNMAC: 'mac-1',
};

describe('the card page’s return', () => {
  it('keeps the card by its checkoutId and goes back to the section with a toast', async () => {
    const { context, bodies } = contextAnswering(() => HttpResponse.json({ next: 'saved', method: card }));
    const answer = await keepCardOfReturn(context, returnUrl(cardPageReturn));
    expect(bodies).toEqual([{ methodKey: 'credit-cards', checkoutId: 'hc-0001' }]);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    // The return's parameters are gone: a reload does not ask again.
    expect(response.headers.get('Location')).toBe('/profil/zahlungsarten');
    expect(response.headers.get('Set-Cookie')).toContain('__session=');
  });

  it('says that the page kept no card when it was declined or cancelled', async () => {
    const { context } = contextAnswering(() =>
      HttpResponse.json(
        { code: 'PAYMENT_METHOD_NOT_AUTHORIZED', message: 'The card page kept no card' },
        { status: 409 },
      ),
    );
    expect(await keepCardOfReturn(context, returnUrl(cardPageReturn))).toEqual({
      refusal: 'paymentMethods.error.PAYMENT_METHOD_NOT_AUTHORIZED',
    });
  });

  it('refuses another customer’s page, and a return in no shape the card page sends, without storing', async () => {
    const { context, bodies } = contextAnswering(() =>
      HttpResponse.json(
        { code: 'PAYMENT_METHOD_REQUEST_NOT_FOUND', message: 'no such card page' },
        { status: 404 },
      ),
    );
    const notFound = { refusal: 'paymentMethods.error.PAYMENT_METHOD_REQUEST_NOT_FOUND' };
    expect(await keepCardOfReturn(context, returnUrl(cardPageReturn))).toEqual(notFound);
    const forged = { ...cardPageReturn, saveMethod: 'false' };
    expect(await keepCardOfReturn(context, returnUrl(forged))).toEqual(notFound);
    expect(bodies).toHaveLength(1);
  });

  it('leaves an ordinary visit of the section alone', async () => {
    const { context, bodies } = contextAnswering(() => HttpResponse.json({}));
    expect(await keepCardOfReturn(context, returnUrl({}))).toBeUndefined();
    expect(bodies).toEqual([]);
  });
});

describe('the payment-methods calls’ refusals', () => {
  it('have a message in German and English for every code, and one general text for the rest', () => {
    const t = ((key: string) => key) as unknown as AppLoadContext['t'];
    for (const code of Object.values(paymentMethodErrorCodes)) {
      expect(paymentMethodErrorMessage(new ApiError(404, code, 'refused'), t)).toBe(
        `paymentMethods.error.${code}`,
      );
      expect(accountMessagesDe.paymentMethods.error[code], code).toMatch(/\S/);
      expect(accountMessagesEn.paymentMethods.error[code], code).toMatch(/\S/);
    }
    expect(paymentMethodErrorMessage(new ApiError(400, 'FST_ERR_VALIDATION', 'bad'), t)).toBe(
      'paymentMethods.error.general',
    );
  });
});

const sectionUrl = 'http://shop.test/profil/zahlungsarten?confirmDelete=' + card.id;
const posted = (entries: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return formData;
};
const savedList = { activeMethods: [card], inactiveMethods: [], hasInactiveMethods: false };

describe('the section’s forms', () => {
  it('send "Karte hinzufügen" to the provider’s page, with the primary choice', async () => {
    const { context, bodies } = contextAnswering(() =>
      HttpResponse.json({
        next: 'pay',
        redirectUrl: 'https://pay.test/hc-0002',
        hostedCheckoutId: 'hc-0002',
      }),
    );
    const request = new Request(sectionUrl, { method: 'POST' });
    const answer = (await addCard({ request, context, formData: posted({ setPrimary: 'on' }) })) as Response;
    expect(bodies).toEqual([{ methodKey: 'credit-cards', setPrimary: true }]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://pay.test/hc-0002');
  });

  it('make a card primary and delete one by its id, back on the section without the confirmation step', async () => {
    const { context, calls } = contextAnswering(() => HttpResponse.json(savedList));
    const request = new Request(sectionUrl, { method: 'POST' });
    const formData = posted({ paymentMethodId: card.id });
    for (const act of [makeCardPrimary, deleteCard]) {
      const answer = (await act({ request, context, formData })) as Response;
      expect(answer.headers.get('Location')).toBe('/profil/zahlungsarten');
    }
    expect(calls).toEqual([
      `POST /api/customers/payment-methods/${card.id}/set-primary`,
      `DELETE /api/customers/payment-methods/${card.id}`,
    ]);
  });

  it('say a refusal beside the card it is about, and send nothing for a malformed id', async () => {
    const { context, calls } = contextAnswering(() =>
      HttpResponse.json({ code: 'PAYMENT_METHOD_NOT_FOUND', message: 'no such method' }, { status: 404 }),
    );
    const request = new Request(sectionUrl, { method: 'POST' });
    const refused = await deleteCard({ request, context, formData: posted({ paymentMethodId: card.id }) });
    expect('data' in refused && refused.data).toMatchObject({
      cardId: card.id,
      result: { error: { '': ['paymentMethods.error.PAYMENT_METHOD_NOT_FOUND'] } },
    });
    expect('data' in refused && refused.init?.status).toBe(404);
    const malformed = await makeCardPrimary({ request, context, formData: posted({ paymentMethodId: '1' }) });
    expect('data' in malformed && malformed.init?.status).toBe(400);
    expect(calls).toHaveLength(1);
  });
});
