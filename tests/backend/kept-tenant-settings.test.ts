import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../backend/src/app.js';
import {
  cartSchema,
  cartValidationCodes,
  cartValidationSchema,
  orderLimitCodes,
} from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import type { accountClient } from './support/account-client.js';
import { readyCarts } from './support/ready-cart.js';
import { sentStatements } from './support/sent-statements.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

// Decision 0106: a tenant's order limits, delivery zones and automatic vouchers are kept with the
// tenant the API keeps (TENANT_CACHE_SECONDS), so a finalize does not read them again, and an
// operator's change shows once the kept tenant expires, as an imported tenant configuration does.
// Two apps share one database here: one keeps tenants 10 minutes, the other 1 s.

describe.each(drivers)('tenant settings kept with the tenant on %s', (driver) => {
  let kept: TestApp;
  let brief: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    kept = await startTestApp(driver, { TENANT_CACHE_SECONDS: 600 });
    const app = await buildApp({
      database: kept.database,
      config: { ...testConfig, TENANT_CACHE_SECONDS: 1 },
      logger: false,
    });
    await app.ready();
    brief = { app, database: kept.database, close: () => app.close() };
    piece = (await readyCarts(() => kept).orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await brief?.close();
    await kept?.close();
  });

  const db = () => kept.database.db;
  const readyGuest = (current: () => TestApp) => readyCarts(current).readyGuest([[piece, 2]]);
  const validationOf = async (shopper: ReturnType<typeof accountClient>) => {
    const response = await shopper.get('/api/carts/validation');
    expect(response.statusCode, response.body).toBe(200);
    return cartValidationSchema.parse(response.json()).errors.map(({ code }) => code);
  };
  const vouchersOf = async (shopper: ReturnType<typeof accountClient>) =>
    cartSchema
      .parse((await shopper.get('/api/carts')).json())
      .voucherLineItems.map(({ promotionId }) => promotionId);

  it('finalizes a ready cart in 6 statements once its tenant is kept: no zones, limits or automatic vouchers read', async () => {
    // The first call of the tenant reads them (and the tenant) and keeps them with it.
    expect(await validationOf(await readyGuest(() => kept))).toEqual([]);
    const guest = await readyGuest(() => kept);
    const statements = await sentStatements(() => guest.call('POST', '/api/carts/finalize', { body: {} }));
    expect(
      statements.filter((text) => /from "(delivery_zones|order_configs|content_vouchers)"/.test(text)),
    ).toEqual([]);
    // Expired holds, the locked cart, settings with slot and pass line (and whether there are codes
    // and payments: none), lines, vouchers, the freeze.
    expect(statements).toHaveLength(6);
  });

  it('shows an operator’s change of the order limits, zones and automatic vouchers once the kept tenant expires', async () => {
    const keptGuest = await readyGuest(() => kept);
    const briefGuest = await readyGuest(() => brief);
    expect(await validationOf(keptGuest)).toEqual([]);
    expect(await validationOf(briefGuest)).toEqual([]);
    expect(await vouchersOf(briefGuest)).toEqual(['zustellbonus-3']);

    const [area] = await rowsOf<{ other: string }>(
      db(),
      sql`select delivery_area_number as other from delivery_areas
          where tenant_id = 'de' and delivery_area_number <> '103' order by 1 limit 1`,
    );
    const other = area!.other;
    await db().execute(
      sql`update order_configs set min_order_value_delivery = 1000000 where tenant_id = 'de'`,
    );
    await db().execute(
      sql`update delivery_zones set delivery_area_number = ${other} where tenant_id = 'de' and postal_code = '1100'`,
    );
    await db().execute(
      sql`update content_vouchers set automatic_redemption = null where promotion_id = 'zustellbonus-3'`,
    );
    try {
      // Kept for 10 minutes: the app goes on with what it read.
      expect(await validationOf(keptGuest)).toEqual([]);
      expect(await vouchersOf(keptGuest)).toEqual(['zustellbonus-3']);
      // Kept for 1 s: once it passed, the tenant and its settings are read again.
      await sleep(1_100);
      expect(await vouchersOf(briefGuest)).toEqual([]);
      expect((await validationOf(briefGuest)).sort()).toEqual(
        [cartValidationCodes.distributionInvalid, orderLimitCodes.orderValueBelowMinimum].sort(),
      );
    } finally {
      await db().execute(
        sql`update order_configs set min_order_value_delivery = null where tenant_id = 'de'`,
      );
      await db().execute(
        sql`update delivery_zones set delivery_area_number = '103' where tenant_id = 'de' and postal_code = '1100'`,
      );
      await db().execute(
        sql`update content_vouchers set automatic_redemption = 'Always' where promotion_id = 'zustellbonus-3'`,
      );
    }
  });

  it('freezes carts finalized at once on a tenant read anew, each once and at its own total', async () => {
    const guests = await Promise.all(Array.from({ length: 4 }, () => readyGuest(() => brief)));
    await sleep(1_100);
    const twice = guests[0]!;
    const answers = await Promise.all(
      [...guests, twice].map((guest) => guest.call('POST', '/api/carts/finalize', { body: {} })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const frozen = answers.map((answer) => cartSchema.parse(answer.json()));
    expect(frozen[4]!.id).toBe(frozen[0]!.id);
    expect(frozen[4]!.priceInfo.totalWithSurcharge).toBe(frozen[0]!.priceInfo.totalWithSurcharge);
    for (const cart of frozen.slice(0, 4))
      expect(
        await rowsOf<{ status: string; amount_to_pay: number }>(
          db(),
          sql`select status, amount_to_pay from carts where id = ${cart.id}`,
        ),
      ).toEqual([{ status: 'FINALIZED', amount_to_pay: cart.priceInfo.totalWithSurcharge }]);
  });
});
