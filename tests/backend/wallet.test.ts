import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletSchema } from '../../backend/src/schemas/wallet.js';
import { demoGiftCards } from '../../backend/src/seed/customers/gift-cards.js';
import { maxGiftCardTriesPerCustomer } from '../../backend/src/wallet/gift-card-rate-limit.js';
import { newGiftCardCode, normalizeGiftCardCode } from '../../backend/src/wallet/gift-card-codes.js';
import { linkGiftCard } from '../../backend/src/wallet/wallet-repository.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';
import { walletCustomers } from './support/wallet-customers.js';

describe.each(drivers)('the wallet and its gift cards on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { GIFT_CARDS_PER_CUSTOMER: 3 });
  });
  afterAll(() => testApp.close());
  const current = () => testApp;
  const { customer, giftCard } = walletCustomers(current);
  const link = (client: Awaited<ReturnType<typeof customer>>, code: string) =>
    client.client.call('PUT', '/api/customers/digital-wallet/gift-card', {
      body: { code },
      remoteAddress: client.address,
    });

  it('answers 401 without a session, and an empty wallet to a new customer', async () => {
    const anonymous = await testApp.app.inject({
      url: '/api/customers/digital-wallet',
      headers: { 'x-tenant': 'de' },
    });
    expect(anonymous.statusCode).toBe(401);
    const max = await customer();
    const wallet = walletSchema.parse((await max.client.get('/api/customers/digital-wallet')).json());
    expect(wallet).toEqual({ balance: 0, currency: 'EUR', giftCards: [], maxGiftCards: 3 });
  });

  it('links a card by its code in any case and grouping, answers the balance, and removes it', async () => {
    const max = await customer();
    const card = await giftCard(4200);
    const typed = card.code.toLowerCase().replaceAll('-', ' ');
    const linked = await link(max, typed);
    expect(linked.statusCode, linked.body).toBe(200);
    const wallet = walletSchema.parse(linked.json());
    expect(wallet.balance).toBe(4200);
    expect(wallet.giftCards).toEqual([
      expect.objectContaining({
        id: card.id,
        methodKey: 'gift-card',
        brandName: 'GIFTCARD',
        type: 'gift-card',
        codeEnding: card.code.slice(-4),
        balance: 4200,
        expired: false,
      }),
    ]);
    expect(linked.body).not.toContain(card.code);
    // Linking it again is no change.
    expect(walletSchema.parse((await link(max, card.code)).json()).giftCards).toHaveLength(1);

    const removed = await max.client.call('DELETE', `/api/customers/digital-wallet/gift-card/${card.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(walletSchema.parse(removed.json())).toMatchObject({ balance: 0, giftCards: [] });
  });

  it('keeps only the hash of a code and counts no expired card in the balance', async () => {
    const [stored] = await rowsOf<{ code_hash: string }>(
      testApp.database.db,
      sql`select code_hash from gift_cards where tenant_id = 'de' and code_last4 = ${demoGiftCards[0].code.slice(-4)}`,
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const max = await customer();
    const expired = demoGiftCards.find((card) => card.validDays < 0)!;
    const fresh = await giftCard(700);
    await link(max, expired.code);
    const wallet = walletSchema.parse((await link(max, fresh.code)).json());
    expect(wallet.balance).toBe(700);
    expect(wallet.giftCards.find((card) => card.expired)).toMatchObject({ balance: expired.balance });
  });

  it('answers 1001 for a malformed code or card id, 1002 for an unknown code, 1003 for a card not in the wallet', async () => {
    const max = await customer();
    for (const code of ['', 'ABC', `${newGiftCardCode()}X`, 'UUUU-UUUU-UUUU-UUUU-UUUU']) {
      const answer = await link(max, code);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json()).toMatchObject({ code: '1001', details: { field: 'code' } });
    }
    const unknown = await link(max, newGiftCardCode());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: '1002', details: { field: 'code' } });

    const malformedId = await max.client.call('DELETE', '/api/customers/digital-wallet/gift-card/12');
    expect(malformedId.statusCode).toBe(400);
    expect(malformedId.json()).toMatchObject({ code: '1001' });
    const notLinked = await giftCard(100);
    const unlinked = await max.client.call(
      'DELETE',
      `/api/customers/digital-wallet/gift-card/${notLinked.id}`,
    );
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json()).toMatchObject({ code: '1003' });
  });

  it("answers 1004 for another customer's card, tells nothing of it, and never lets him remove it", async () => {
    const anna = await customer();
    const max = await customer();
    const card = await giftCard(9900);
    expect((await link(anna, card.code)).statusCode).toBe(200);
    const taken = await link(max, card.code);
    expect(taken.statusCode).toBe(409);
    const body = taken.json();
    expect(body).toMatchObject({ code: '1004' });
    expect(taken.body).not.toMatch(/9900|99,00|@example|Gutschein/);
    expect(JSON.stringify(body.details)).toBe(JSON.stringify({ field: 'code' }));
    const removed = await max.client.call('DELETE', `/api/customers/digital-wallet/gift-card/${card.id}`);
    expect(removed.json()).toMatchObject({ code: '1003' });
    const annasWallet = walletSchema.parse((await anna.client.get('/api/customers/digital-wallet')).json());
    expect(annasWallet.giftCards.map(({ id }) => id)).toEqual([card.id]);
    // A card on the other tenant does not exist here.
    const english = await giftCard(100, { tenant: 'en' });
    expect((await link(max, english.code)).json()).toMatchObject({ code: '1002' });
  });

  it('answers 1014 past the configured maximum, also for links at once', async () => {
    const max = await customer();
    const cards = await Promise.all([1, 2, 3, 4, 5].map(() => giftCard(100)));
    const answers = await Promise.all(cards.map((card) => link(max, card.code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: '1014', details: { maxGiftCards: 3 } });
    }
    const wallet = walletSchema.parse((await max.client.get('/api/customers/digital-wallet')).json());
    expect(wallet.giftCards).toHaveLength(3);
  });

  it('answers 1010 when the customer is gone while linking', async () => {
    const card = await giftCard(100);
    await expect(
      testApp.database.db.transaction((tx) =>
        linkGiftCard(tx, { tenantId: 'de', customerId: crypto.randomUUID() }, card.code, { maxGiftCards: 3 }),
      ),
    ).rejects.toMatchObject({ code: '1010', statusCode: 404 });
  });

  it('limits the codes tried per customer and per client address', async () => {
    const max = await customer();
    const card = await giftCard(100);
    for (let attempt = 0; attempt < maxGiftCardTriesPerCustomer; attempt += 1)
      expect((await link(max, newGiftCardCode())).statusCode).toBe(404);
    const blocked = await link(max, card.code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'GIFT_CARD_RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Many accounts from one address: the address's limit stops them.
    const shared = '10.99.0.1';
    let limited = 0;
    for (let account = 0; account < 4; account += 1) {
      const other = await customer();
      for (let attempt = 0; attempt < maxGiftCardTriesPerCustomer; attempt += 1) {
        const answer = await other.client.call('PUT', '/api/customers/digital-wallet/gift-card', {
          body: { code: newGiftCardCode() },
          remoteAddress: shared,
        });
        if (answer.statusCode === 429) limited += 1;
      }
    }
    expect(limited).toBe(4 * maxGiftCardTriesPerCustomer - 30);
  });

  it('reads the codes the way Crockford base32 does', () => {
    expect(normalizeGiftCardCode('oil0-1234-5678-9abc-defg')).toBe('0110123456789ABCDEFG');
    expect(normalizeGiftCardCode('UUUU-UUUU-UUUU-UUUU-UUUU')).toBeNull();
    expect(newGiftCardCode()).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/);
  });
});
