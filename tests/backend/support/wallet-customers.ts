import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { demoCustomerEmail } from '../../../backend/src/seed/customers/insert-customers.js';
import { issueGiftCard } from '../../../backend/src/wallet/wallet-repository.js';
import { expect } from 'vitest';
import { cartSchema } from '../../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { accountClient } from './account-client.js';
import { readyCarts } from './ready-cart.js';
import type { TestApp } from './test-app.js';
import { rowsOf } from './test-database.js';

/**
 * Fresh customers (with the demo password, logged in from their own address so the login limits
 * do not meet) and gift cards issued with new random codes, for the wallet's tests.
 */
export function walletCustomers(current: () => TestApp) {
  let count = 0;

  async function customer(tenant = 'de') {
    count += 1;
    const email = `w${count}-${randomUUID().slice(0, 8)}@example.at`;
    await current().database.db.execute(sql`
      insert into customers (tenant_id, email, password_hash, email_confirmed_at, first_name)
      select tenant_id, ${email}, password_hash, now(), 'Gutschein'
      from customers where tenant_id = ${tenant} and email = ${demoCustomerEmail}`);
    const client = accountClient(current, tenant);
    const address = `10.34.${Math.floor(count / 250)}.${count % 250}`;
    const response = await client.logIn(email, undefined, address);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return { client, email, address };
  }

  function giftCard(balance: number, { tenant = 'de', validDays = 30 } = {}) {
    return issueGiftCard(current().database.db, {
      tenantId: tenant,
      balance,
      currency: 'EUR',
      expiresAt: new Date(Date.now() + validDays * 24 * 60 * 60_000),
    });
  }

  /** A customer with `balance` on a linked card and a finalized cart of `items`. */
  async function customerWithCart(balance: number, items: [ProductSummary, number][]) {
    const shopper = await customer();
    const card = await giftCard(balance);
    const linked = await shopper.client.call('PUT', '/api/customers/digital-wallet/gift-card', {
      body: { code: card.code },
      remoteAddress: shopper.address,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    await readyCarts(current).readyGuest(items, shopper.client);
    const cart = cartSchema.parse(
      (await shopper.client.call('POST', '/api/carts/finalize', { body: {} })).json(),
    );
    return { shopper, card, cart };
  }

  const balanceOf = async (cardId: string) =>
    (
      await rowsOf<{ balance: number }>(
        current().database.db,
        sql`select balance from gift_cards where id = ${cardId}`,
      )
    )[0]!.balance;

  /** The gift-card debits of a cart, oldest first. */
  const debitsOf = (cartId: string) =>
    rowsOf<{ state: string; amount: number; hosted_checkout_id: string | null }>(
      current().database.db,
      sql`select state, amount, hosted_checkout_id from gift_card_transactions where cart_id = ${cartId} and kind = 'DEBIT' order by created_at`,
    );

  return { customer, giftCard, customerWithCart, balanceOf, debitsOf };
}
