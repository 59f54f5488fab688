import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVouchers } from '../../backend/src/content/voucher-import.js';
import {
  generalVoucherListSchema,
  loyaltyVoucherListSchema,
  personalVoucherListSchema,
} from '../../backend/src/schemas/vouchers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('vouchers on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const get = (url: string, tenant = 'de') => testApp.app.inject({ url, headers: { 'x-tenant': tenant } });
  const general = (tenant: string) => get('/api/content/vouchers/generalvouchers', tenant);

  it('serves the seeded general vouchers in the editor’s order, with their dates and config', async () => {
    const response = await general('de');
    expect(response.statusCode).toBe(200);
    const { vouchers } = generalVoucherListSchema.parse(response.json());
    expect(vouchers.map((voucher) => voucher.promotionId)).toEqual([
      'willkommen-10',
      'zustellbonus-3',
      'abholen-5',
      'gratis-lieferung',
      'bio-20',
    ]);
    expect(vouchers[0]).toMatchObject({
      type: 'general',
      ecommerceAutomaticRedemption: 'FirstOrders',
      ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
      articleId: '900001',
      discount: { kind: 'amount', amount: 1000 },
    });
    expect(vouchers[3]).toMatchObject({
      type: 'general',
      title: 'Gratis Lieferung am Dienstag',
      expirationDate: '2030-12-31T22:59:59.000Z',
    });
    expect(vouchers[3]).not.toHaveProperty('ecommerceAutomaticRedemption');
    const english = generalVoucherListSchema.parse((await general('en')).json());
    expect(english.vouchers[0]).toMatchObject({ promotionId: 'welcome-10', title: '€10 welcome discount' });
  });

  it('answers a member’s card vouchers, and 401 without a login', async () => {
    expect((await get('/api/customers/loyalty/vouchers')).statusCode).toBe(401);
    const anna = accountClient(() => testApp);
    await anna.loggedIn('anna.muster@example.at');
    const answer = loyaltyVoucherListSchema.parse((await anna.get('/api/customers/loyalty/vouchers')).json());
    expect(answer.mpCardId).toMatch(/^\d{13}$/);
    expect(answer.vouchers.map((voucher) => voucher.promotionId)).toEqual([
      'joe-kaffee-2fuer1',
      'joe-obst-15',
      'joe-geburtstag-2025',
    ]);
    const max = accountClient(() => testApp);
    await max.loggedIn('max.muster@example.at');
    expect((await max.get('/api/customers/loyalty/vouchers')).json()).toEqual({
      mpCardId: null,
      vouchers: [],
    });
  });

  it('serves the content of personal vouchers by promotionIds, without expired or general ones', async () => {
    const response = await get(
      '/api/content/vouchers/personalvouchers?promotionIds=joe-obst-15,joe-geburtstag-2025,willkommen-10,nope,joe-kaffee-2fuer1',
    );
    expect(response.statusCode).toBe(200);
    const { vouchers } = personalVoucherListSchema.parse(response.json());
    expect(vouchers.map((voucher) => voucher.promotionId)).toEqual(['joe-kaffee-2fuer1', 'joe-obst-15']);
    expect(vouchers[1]).toMatchObject({ type: 'personal', title: '15 % auf Obst und Gemüse', coins: 150 });
    const english = await get('/api/content/vouchers/personalvouchers?promotionIds=joe-obst-15', 'en');
    expect(english.json()).toMatchObject({ vouchers: [{ title: '15% off fruit and vegetables' }] });
    const none = await get('/api/content/vouchers/personalvouchers?promotionIds=');
    expect(none.json()).toEqual({ vouchers: [] });
  });

  it('leaves out vouchers not yet valid or expired, and answers 404 when none is left', async () => {
    const { db } = testApp.database;
    await db.execute(sql`delete from content_vouchers where tenant_id = 'en'`);
    await insertVouchers(db, 'en', [
      { promotionId: 'past', type: 'general', title: 'Vorbei', expirationDate: '2020-01-01T00:00:00.000Z' },
      { promotionId: 'future', type: 'general', title: 'Bald', validFrom: '2999-01-01T00:00:00.000Z' },
      { promotionId: 'mine', type: 'personal', title: 'Nur für Mitglieder' },
    ]);
    const response = await general('en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
