import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingBatch, TrackingEvent } from '../../backend/src/schemas/tracking.js';
import { trackingEventsPerPageView } from '../../backend/src/schemas/tracking.js';
import { maxTrackingBatchesPerAddress } from '../../backend/src/tracking/tracking-rate-limit.js';
import { deleteExpiredTracking } from '../../backend/src/tracking/tracking-repository.js';
import { buildApp } from '../../backend/src/app.js';
import { prepareDatabase } from '../../backend/src/db/prepare-database.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';
import { createTestDatabase, drivers, rowsOf } from './support/test-database.js';

const id = () => randomUUID().replaceAll('-', '');

const pageView = (pageName = 'shop:startpage'): TrackingEvent => ({
  event: 'page_view',
  page_name: pageName,
  occurred_at: new Date().toISOString(),
});

const purchase = (orderNumber: string): TrackingEvent => ({
  event: 'purchase',
  page_name: 'shop:kasse:bestaetigung',
  occurred_at: new Date().toISOString(),
  ecommerce: {
    currency: 'EUR',
    value: 42.5,
    transaction_id: orderNumber,
    order_type: 'guest_order',
    items: [
      {
        item_id: '1001',
        item_name: 'Bio Vollmilch',
        item_brand: 'Ja! Natürlich',
        item_category: 'Milchprodukte',
        price: 1.49,
        price_in_cents: 149,
        weight_article: false,
        quantity: 2,
      },
    ],
  },
});

const batchOf = (events: TrackingEvent[], overrides: Partial<TrackingBatch> = {}): TrackingBatch => ({
  session_id: id(),
  page_view_id: id(),
  source: 'browser',
  events,
  ...overrides,
});

describe.each(drivers)('tracking collector on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown, remoteAddress = '203.0.113.1', tenant = 'de') =>
    testApp.app.inject({
      method: 'POST',
      url: '/tracking/events',
      remoteAddress,
      headers: { 'x-tenant': tenant },
      payload: payload as object,
    });
  const countOf = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from tracking_events where ${where}`,
    );
    return row?.count ?? 0;
  };

  it('stores a batch with its tenant, pseudonymous ids, source and the purchase value in cents', async () => {
    const batch = batchOf([pageView(), purchase('100000900')]);
    const response = await post(batch);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ stored: 2 });
    const rows = await rowsOf<Record<string, unknown>>(
      testApp.database.db,
      sql`select tenant_id, name, source, transaction_id, value_cents::int as value_cents from tracking_events where session_id = ${batch.session_id} order by id`,
    );
    expect(rows).toEqual([
      { tenant_id: 'de', name: 'page_view', source: 'browser', transaction_id: null, value_cents: null },
      {
        tenant_id: 'de',
        name: 'purchase',
        source: 'browser',
        transaction_id: '100000900',
        value_cents: 4250,
      },
    ]);
  });

  it('counts a purchase once when the browser and the server both record it', async () => {
    const session = id();
    expect(
      (await post(batchOf([purchase('100000901')], { session_id: session, source: 'server' }))).json(),
    ).toEqual({ stored: 1 });
    expect((await post(batchOf([purchase('100000901')], { session_id: session }))).json()).toEqual({
      stored: 0,
    });
    expect(await countOf(sql`transaction_id = '100000901'`)).toBe(1);
  });

  it('refuses a name, an e-mail address or an unknown field with 400 and stores nothing', async () => {
    const session = id();
    const withEmail = batchOf([{ ...pageView(), page_name: 'shop:anna.muster@example.at' }], {
      session_id: session,
    });
    const withName = batchOf([{ ...pageView(), firstName: 'Anna' } as TrackingEvent], {
      session_id: session,
    });
    const withAddress = {
      ...batchOf([pageView()], { session_id: session }),
      address: { street: 'Favoritenstraße 120', zip: '1100' },
    };
    const customerId = batchOf([pageView()], { session_id: 'anna.muster@example.at' });
    for (const payload of [withEmail, withName, withAddress, customerId]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await countOf(sql`session_id = ${session}`)).toBe(0);
  });

  it('refuses more than 250 events in one batch and the event that would pass 250 in one page view', async () => {
    const tooMany = batchOf(Array.from({ length: trackingEventsPerPageView + 1 }, () => pageView()));
    expect((await post(tooMany)).statusCode).toBe(400);

    const session = id();
    const page = id();
    const part = (length: number) =>
      post(
        batchOf(
          Array.from({ length }, () => pageView()),
          { session_id: session, page_view_id: page },
        ),
      );
    expect((await part(200)).statusCode).toBe(202);
    const over = await part(51);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TRACKING_PAGE_VIEW_FULL' });
    expect((await part(50)).statusCode).toBe(202);
    expect((await part(1)).statusCode).toBe(409);
    expect(await countOf(sql`page_view_id = ${page}`)).toBe(trackingEventsPerPageView);
  });

  it('keeps a page view to the session that opened it', async () => {
    const page = id();
    expect((await post(batchOf([pageView()], { page_view_id: page }))).statusCode).toBe(202);
    expect((await post(batchOf([pageView()], { page_view_id: page }))).statusCode).toBe(409);
  });

  it('two batches at once never pass 250 events of one page view together', async () => {
    const session = id();
    const page = id();
    const part = (address: string) =>
      post(
        batchOf(
          Array.from({ length: 150 }, () => pageView()),
          { session_id: session, page_view_id: page },
        ),
        address,
      );
    const answers = await Promise.all([part('203.0.113.20'), part('203.0.113.21')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await countOf(sql`page_view_id = ${page}`)).toBe(150);
  });

  it('refuses a body over its size limit with 413', async () => {
    const item = purchase('1').ecommerce!.items[0]!;
    const big = batchOf([
      { ...purchase('100000902'), ecommerce: { ...purchase('1').ecommerce!, items: Array(200).fill(item) } },
      ...Array.from({ length: 9 }, () => ({
        ...purchase('100000903'),
        ecommerce: { ...purchase('1').ecommerce!, items: Array(200).fill(item) },
      })),
    ]);
    const response = await post(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses the batch after the per-client limit with 429 and Retry-After, other clients go on', async () => {
    const address = '198.51.100.30';
    const session = id();
    for (let attempt = 0; attempt < maxTrackingBatchesPerAddress; attempt++) {
      expect((await post(batchOf([pageView()], { session_id: session }), address)).statusCode).toBe(202);
    }
    const refused = await post(batchOf([pageView()], { session_id: session }), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TRACKING_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOf(sql`session_id = ${session}`)).toBe(maxTrackingBatchesPerAddress);
    expect((await post(batchOf([pageView()]), '198.51.100.31')).statusCode).toBe(202);
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await post(batchOf([pageView()]), '203.0.113.2', 'nowhere');
    expect(response.statusCode).toBe(404);
  });

  it('deletes the events and page views older than the retention, and keeps the rest', async () => {
    const old = batchOf([pageView(), pageView()]);
    const fresh = batchOf([pageView()]);
    expect((await post(old)).statusCode).toBe(202);
    expect((await post(fresh)).statusCode).toBe(202);
    await testApp.database.db.execute(
      sql`update tracking_events set received_at = now() - interval '31 days' where session_id = ${old.session_id}`,
    );
    await testApp.database.db.execute(
      sql`update tracking_page_views set started_at = now() - interval '31 days' where session_id = ${old.session_id}`,
    );
    expect(await deleteExpiredTracking(testApp.database.db, 30)).toBe(2);
    expect(await countOf(sql`session_id = ${old.session_id}`)).toBe(0);
    expect(await countOf(sql`session_id = ${fresh.session_id}`)).toBe(1);
    const pages = await rowsOf<{ session_id: string }>(
      testApp.database.db,
      sql`select session_id from tracking_page_views where session_id in (${old.session_id}, ${fresh.session_id})`,
    );
    expect(pages).toEqual([{ session_id: fresh.session_id }]);
    expect(await deleteExpiredTracking(testApp.database.db, 30)).toBe(0);
  });
});

describe('tracking retention sweep', () => {
  it('runs as the API starts and deletes what is past TRACKING_RETENTION_DAYS, keeping the rest', async () => {
    const database = await createTestDatabase('pglite', { seeded: true });
    await prepareDatabase(database);
    try {
      await database.db.execute(
        sql`insert into tracking_events (tenant_id, session_id, page_view_id, name, source, event, occurred_at, received_at)
            values ('de', 'aged-session', 'aged-page-view', 'page_view', 'browser', '{}'::jsonb, now(), now() - interval '8 days'),
                   ('de', 'young-session', 'young-page-view', 'page_view', 'browser', '{}'::jsonb, now(), now() - interval '6 days')`,
      );
      const app = await buildApp({
        database,
        config: { ...testConfig, TRACKING_SWEEP_SECONDS: 3_600, TRACKING_RETENTION_DAYS: 7 },
        logger: false,
      });
      await app.ready();
      // Closing waits for the round the start began.
      await app.close();
      const left = await rowsOf<{ session_id: string }>(
        database.db,
        sql`select session_id from tracking_events`,
      );
      expect(left).toEqual([{ session_id: 'young-session' }]);
    } finally {
      await database.close();
    }
  });
});
