import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productListSchema, type ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { accountClient } from './support/account-client.js';
import { favoritenstrasse } from './support/cart-addresses.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';
import { readyCarts } from './support/ready-cart.js';
import { sentStatements } from './support/sent-statements.js';

// Issue 16: an add to cart reads the cart and its products once (statements counted as
// support/sent-statements.ts says). Before the cart read model, a guest's GET /api/carts ran 11
// statements and an add 13, and the storefront's add asked for both (24).

describe.each(drivers)('queries per cart call on %s', (driver) => {
  let testApp: TestApp;
  let products: ProductSummary[];
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    products = productListSchema
      .parse(await json('/api/categories/milch-kaese/products?pageSize=96'))
      .products.filter((product) => product.availability === 'available' && !product.weightArticle);
  });
  afterAll(() => testApp.close());
  afterEach(() => vi.restoreAllMocks());

  const { json } = tenantRequests(() => testApp);
  const { readyGuest } = readyCarts(() => testApp);

  const countQueries = async (call: () => Promise<{ statusCode: number; body: string }>) =>
    (await sentStatements(call)).length;

  /** A guest's cart with a delivery address and two lines, as most adds find it. */
  async function filledCart() {
    const guest = accountClient(() => testApp);
    await guest.get('/api/carts');
    expect(
      (await guest.call('POST', '/api/carts/distribution-address', { body: favoritenstrasse })).statusCode,
    ).toBe(200);
    for (const product of products.slice(0, 2))
      await guest.call('POST', '/api/carts/items', { body: { sku: product.sku, quantity: 1 } });
    return guest;
  }

  // Issue 39: the settings, the slot and the delivery pass line are one statement (each one row or
  // none), and validation takes the slot the cart was priced with. Before: 10 statements for a
  // cart without a slot, 11 with one, and 14 to validate it. That statement also tells whether the
  // cart has vouchers, codes and payments; these carts have the seed's automatic voucher only, so
  // codes and payments are not read (9 and 11 statements before).
  it('reads a cart in 7 statements: tenant, expired holds, cart, settings with slot and pass line, lines, vouchers, automatic vouchers', async () => {
    const guest = await filledCart();
    expect(await countQueries(() => guest.get('/api/carts'))).toBe(7);
  });

  it('reads and validates a ready cart (a slot booked) in 7 and 9 statements', async () => {
    const ready = await readyGuest([[products[0]!, 2]]);
    expect(await countQueries(() => ready.get('/api/carts'))).toBe(7);
    // The cart read, then the address's area and the order limits.
    expect(await countQueries(() => ready.get('/api/carts/validation'))).toBe(9);
  });

  it('tells the storefront the chosen service in 2 statements: tenant and cart', async () => {
    const guest = await filledCart();
    expect(await countQueries(() => guest.get('/api/carts/distribution-type'))).toBe(2);
  });

  it('adds to a cart in 7 statements, reading the products once', async () => {
    const guest = await filledCart();
    const added = await countQueries(() =>
      guest.call('POST', '/api/carts/items', { body: { sku: products[3]!.sku, quantity: 1 } }),
    );
    const raised = await countQueries(() =>
      guest.call('POST', '/api/carts/items', { body: { sku: products[0]!.sku, quantity: 1 } }),
    );
    // Tenant, cart, settings with the slot and the delivery pass line (decision 0083) and whether
    // codes and payments are there to read (none), lines with products (the added one too),
    // vouchers, the add itself, automatic vouchers: the products are read once.
    expect(added).toBe(7);
    expect(raised).toBe(7);
  });
});
