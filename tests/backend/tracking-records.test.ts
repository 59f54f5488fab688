import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../../backend/src/schemas/tracking.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 37: the operator's reads of what the collector and the search insights stored.
const id = () => randomUUID().replaceAll('-', '');
const at = () => new Date().toISOString();

describe('tracking records for the operator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method, url, remoteAddress, headers: { 'x-tenant': 'de' }, payload });

  it("answers a session's events in order with their source, and the purchase in the day's funnel", async () => {
    const sessionId = id();
    const orderNumber = `9${Date.now() % 100_000_000}`;
    type Funnel = { days: { orders: number; revenueCents: number }[] };
    const earlier = (await inject('GET', '/tracking/funnel?days=1')).json<Funnel>().days;
    const events: TrackingEvent[] = [
      { event: 'page_view', page_name: 'de:kasse', occurred_at: at() },
      {
        event: 'purchase',
        page_name: 'de:kasse:bestaetigung',
        occurred_at: at(),
        ecommerce: {
          currency: 'EUR',
          value: 41.3,
          transaction_id: orderNumber,
          order_type: 'guest_order',
          items: [],
        },
      },
    ];
    const stored = await inject('POST', '/tracking/events', {
      session_id: sessionId,
      page_view_id: id(),
      source: 'server',
      events,
    });
    expect(stored.statusCode).toBe(202);

    const answer = await inject('GET', `/tracking/sessions/${sessionId}/events`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      events: [
        {
          event: 'page_view',
          source: 'server',
          page_name: 'de:kasse',
          transaction_id: null,
          value_cents: null,
          order_type: null,
          error_class: null,
        },
        {
          event: 'purchase',
          source: 'server',
          page_name: 'de:kasse:bestaetigung',
          transaction_id: orderNumber,
          value_cents: 4130,
          order_type: 'guest_order',
          error_class: null,
        },
      ],
    });
    const funnel = (await inject('GET', '/tracking/funnel?days=1')).json<Funnel>().days;
    const sum = (days: Funnel['days'], key: 'orders' | 'revenueCents') =>
      days.reduce((total, day) => total + day[key], 0);
    expect(sum(funnel, 'orders') - sum(earlier, 'orders')).toBe(1);
    expect(sum(funnel, 'revenueCents') - sum(earlier, 'revenueCents')).toBe(4130);
  });

  it('answers the clicks and conversions stored for a search query', async () => {
    const queryId = id();
    for (const type of ['click', 'conversion'] as const)
      expect(
        (
          await inject('POST', '/search-insights/events', {
            type,
            queryId,
            resultType: 'products',
            objectId: '1001',
            position: 2,
          })
        ).statusCode,
      ).toBe(202);
    const answer = await inject('GET', `/search-insights/queries/${queryId}/events`);
    expect(answer.json()).toEqual({
      events: [
        { type: 'click', queryId, resultType: 'products', objectId: '1001', position: 2 },
        { type: 'conversion', queryId, resultType: 'products', objectId: '1001', position: 2 },
      ],
    });
  });

  it('refuses anyone but the machine itself, and a request a proxy passed on', async () => {
    const path = `/tracking/sessions/${id()}/events`;
    expect((await inject('GET', path, undefined, '203.0.113.9')).statusCode).toBe(403);
    expect((await inject('GET', '/tracking/funnel', undefined, '203.0.113.9')).statusCode).toBe(403);
    const proxied = await testApp.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: '127.0.0.1',
      headers: { 'x-tenant': 'de', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});
