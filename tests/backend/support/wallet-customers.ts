import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { demoCustomerEmail } from '../../../backend/src/seed/customers/insert-customers.js';
import { issueGiftCard } from '../../../backend/src/wallet/wallet-repository.js';
import { accountClient } from './account-client.js';
import type { TestApp } from './test-app.js';

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

  return { customer, giftCard };
}
