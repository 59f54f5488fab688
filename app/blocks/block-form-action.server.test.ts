import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import type { OrderTracking } from '../../backend/src/schemas/orders.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { blockFormAction } from './block-form-action.server';
import type { TrackingAnswer } from './block-forms';
import { trackedOrder } from '../../tests/storefront/tracking-test-support';

type Answer = { data: TrackingAnswer; init: ResponseInit | null };

function post(fields: Record<string, string>, trackOrder: () => Promise<OrderTracking>, headers = {}) {
  const spy = vi.fn(trackOrder);
  const context = {
    orders: { trackOrder: spy },
    t: getI18nInstance('de', de).t,
  } as unknown as AppLoadContext;
  const request = new Request('http://shop.test/service/faq', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return {
    spy,
    answer: blockFormAction({ request, context, params: {} }) as Promise<unknown> as Promise<Answer>,
  };
}

const lookup = (fields: Record<string, string>) => ({
  intent: 'track-order',
  blockId: 'faq-tracking',
  ...fields,
});
const never = async (): Promise<OrderTracking> => {
  throw new Error('the API must not be asked');
};

describe('the tracking block’s form', () => {
  it('shows what is wrong next to each field, in German, keeps the values and asks no API', async () => {
    const { spy, answer } = post(lookup({ orderNumber: '1000-0101', email: 'anna.example.at' }), never);
    const { data, init } = await answer;
    expect(init?.status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    expect(data).toMatchObject({ intent: 'track-order', blockId: 'faq-tracking', order: null });
    expect(data.result.error).toEqual({
      orderNumber: ['Dieses Feld darf nur Ziffern enthalten'],
      email: ['Bitte gib eine gültige E-Mail-Adresse ein'],
    });
    expect(data.result.initialValue).toMatchObject({ orderNumber: '1000-0101', email: 'anna.example.at' });
  });

  it('refuses an order number of more than 15 digits and asks for both fields', async () => {
    const long = await post(lookup({ orderNumber: '1'.repeat(16), email: 'anna@example.at' }), never).answer;
    expect(long.data.result.error).toEqual({ orderNumber: ['Bitte gib höchstens 15 Zeichen ein'] });
    const empty = await post(lookup({ orderNumber: '', email: '' }), never).answer;
    expect(empty.data.result.error).toMatchObject({
      orderNumber: ['Dieses Feld ist erforderlich'],
      email: expect.arrayContaining(['Dieses Feld ist erforderlich']),
    });
  });

  it('asks the API with the trimmed values and answers the order found', async () => {
    const order = trackedOrder();
    const { spy, answer } = post(
      lookup({ orderNumber: ' 100000101 ', email: ' Anna.Muster@example.at ' }),
      async () => order,
    );
    const { data, init } = await answer;
    expect(spy).toHaveBeenCalledWith({ orderNumber: '100000101', email: 'Anna.Muster@example.at' });
    expect(init?.status ?? 200).toBe(200);
    expect(data.order).toEqual(order);
    expect(data.result.error ?? {}).toEqual({});
  });

  it('says "not found" above the form, the same for a wrong number or e-mail, and keeps the values', async () => {
    const { answer } = post(lookup({ orderNumber: '100000999', email: 'anna@example.at' }), async () => {
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'No order with this number and e-mail address');
    });
    const { data, init } = await answer;
    expect(init?.status).toBe(400);
    expect(data.order).toBeNull();
    expect(data.result.error).toEqual({
      '': [
        'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfe beide Angaben.',
      ],
    });
    expect(data.result.initialValue).toMatchObject({ orderNumber: '100000999', email: 'anna@example.at' });
  });

  it('tells a client over the lookup limit when to try again, with status 429', async () => {
    const { answer } = post(lookup({ orderNumber: '100000101', email: 'anna@example.at' }), async () => {
      throw new ApiError(429, 'ORDER_LOOKUP_RATE_LIMITED', 'Too many', { retryAfterSeconds: 540 });
    });
    const { data, init } = await answer;
    expect(init?.status).toBe(429);
    expect(data.result.error?.['']).toEqual([
      'Zu viele Abfragen. Bitte versuche es in 9 Minuten noch einmal.',
    ]);
  });

  it('refuses an unknown intent and a form sent by another site', async () => {
    await expect(post({ intent: 'subscribe' }, never).answer).rejects.toMatchObject({
      data: { message: de.validation.unknownIntent },
      init: { status: 400 },
    });
    await expect(
      post(lookup({ orderNumber: '1', email: 'a@b.at' }), never, { 'Sec-Fetch-Site': 'cross-site' }).answer,
    ).rejects.toMatchObject({ status: 403 });
  });
});
