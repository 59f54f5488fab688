import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneralVouchers } from '../../backend/src/content/voucher-import.js';
import { generalVoucherListSchema } from '../../backend/src/schemas/vouchers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('general vouchers on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const get = (tenant: string) =>
    testApp.app.inject({ url: '/api/content/vouchers/generalvouchers', headers: { 'x-tenant': tenant } });

  it('serves the seeded general vouchers in the editor’s order, with their dates', async () => {
    const response = await get('de');
    expect(response.statusCode).toBe(200);
    const { vouchers } = generalVoucherListSchema.parse(response.json());
    expect(vouchers.map((voucher) => voucher.promotionId)).toEqual([
      'willkommen-10',
      'gratis-lieferung',
      'bio-20',
    ]);
    expect(vouchers[1]).toMatchObject({
      type: 'general',
      title: 'Gratis Lieferung am Dienstag',
      expirationDate: '2030-12-31T22:59:59.000Z',
    });
    expect((await get('en')).json()).toMatchObject({ vouchers: [{ promotionId: 'welcome-10' }, {}, {}] });
  });

  it('leaves out vouchers not yet valid or expired, and answers 404 when none is left', async () => {
    const { db } = testApp.database;
    await db.execute(sql`delete from content_vouchers where tenant_id = 'en'`);
    await insertGeneralVouchers(db, 'en', [
      { promotionId: 'past', type: 'general', title: 'Vorbei', expirationDate: '2020-01-01T00:00:00.000Z' },
      { promotionId: 'future', type: 'general', title: 'Bald', validFrom: '2999-01-01T00:00:00.000Z' },
    ]);
    const response = await get('en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
