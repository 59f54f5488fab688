import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingBatch, TrackingEvent } from '../../backend/src/schemas/tracking.js';
import { funnelChartSvg } from '../../backend/src/tracking/funnel-chart.js';
import { funnelByDay, funnelTable } from '../../backend/src/tracking/funnel.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const id = () => randomUUID().replaceAll('-', '');
const at = () => new Date().toISOString();
const event = (name: TrackingEvent['event'], extra: Partial<TrackingEvent> = {}): TrackingEvent => ({
  event: name,
  page_name: 'en:x',
  occurred_at: at(),
  ...extra,
});
const purchase = (orderNumber: string, value: number) =>
  event('purchase', {
    ecommerce: { currency: 'EUR', value, transaction_id: orderNumber, order_type: 'guest_order', items: [] },
  });

describe.each(drivers)('the funnel report on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const post = (batch: TrackingBatch) =>
    testApp.app.inject({
      method: 'POST',
      url: '/tracking/events',
      remoteAddress: '203.0.113.50',
      headers: { 'x-tenant': 'en' },
      payload: batch,
    });

  it('counts sessions, product views, adds, checkouts, orders once each, revenue and conversion for today', async () => {
    const buyer = id();
    const browser = id();
    const batches: TrackingBatch[] = [
      {
        session_id: buyer,
        page_view_id: id(),
        source: 'browser',
        events: [
          event('page_view'),
          event('view_item'),
          event('add_to_cart'),
          event('begin_checkout'),
          purchase('200000901', 12.5),
        ],
      },
      // The server's record of the same purchase counts once.
      { session_id: buyer, page_view_id: id(), source: 'server', events: [purchase('200000901', 12.5)] },
      {
        session_id: browser,
        page_view_id: id(),
        source: 'server',
        events: [event('page_view'), event('view_item')],
      },
    ];
    for (const batch of batches) expect((await post(batch)).statusCode).toBe(202);

    const days = await funnelByDay(testApp.database.db, 'en', 14);
    const today = new Date().toISOString().slice(0, 10);
    expect(days).toEqual([
      {
        day: today,
        sessions: 2,
        productViews: 2,
        addsToCart: 1,
        checkoutsBegun: 1,
        orders: 1,
        revenueCents: 1250,
      },
    ]);
    const table = funnelTable(days);
    expect(table.split('\n')[0]).toMatch(
      /^day\s+sessions\s+product views\s+adds to cart\s+checkouts begun\s+orders\s+revenue\s+conversion$/,
    );
    expect(table).toContain('12.50');
    expect(table).toContain('50.0 %');
    const svg = funnelChartSvg(days);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<rect [^>]*><title>/g)).toHaveLength(5);
    expect(svg).toContain(`${today} Orders: 1`);
  });
});
