import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../app/services/api-client.server.js';
import { createCartClient } from '../../app/services/cart.server.js';
import { buildApp, type App } from '../../backend/src/app.js';
import type { DatabaseHandle } from '../../backend/src/db/database.js';
import { prepareDatabase } from '../../backend/src/db/prepare-database.js';
import { productListSchema } from '../../backend/src/schemas/catalogue.js';
import '../storefront/console-guard';
import { testConfig } from './support/test-app.js';
import { createTestDatabase, drivers } from './support/test-database.js';

// Issue 15.8: an API restarted with another XSRF secret does not lose the shoppers' changes.
describe.each(drivers)('a change after the API restarted with another XSRF secret, on %s', (driver) => {
  let database: DatabaseHandle;
  let api: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { seeded: true });
    await prepareDatabase(database);
  });
  afterAll(async () => {
    await api?.close();
    await database.close();
  });

  /** (Re)starts the API on the same database with this secret; answers its address. */
  async function startApi(xsrfSecret: string): Promise<string> {
    await api?.close();
    api = await buildApp({ database, config: { ...testConfig, XSRF_SECRET: xsrfSecret }, logger: false });
    await api.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  }

  /** The browser: keeps the cookies the storefront relays, and sends them with the next page. */
  const browserCookies = new Map<string, string>();
  function storefrontCart(baseUrl: string) {
    const client = createApiClient({
      baseUrl,
      tenantId: 'de',
      requestId: 'xsrf-restart',
      cookie: [...browserCookies].map(([name, value]) => `${name}=${value}`).join('; '),
      onSetCookie: (setCookie) => {
        const [pair = ''] = setCookie.split(';');
        const at = pair.indexOf('=');
        browserCookies.set(pair.slice(0, at), pair.slice(at + 1));
      },
      unavailableMessage: () => 'unavailable',
    });
    return createCartClient(client);
  }

  it('keeps the cart and adds to it', async () => {
    const before = await startApi('first-secret-of-the-api-0123456789');
    const listing = await fetch(`${before}/api/categories/milch-kaese/products?pageSize=48`, {
      headers: { 'X-Tenant': 'de' },
    });
    const [first, second] = productListSchema
      .parse(await listing.json())
      .products.filter((product) => product.availability === 'available' && !product.weightArticle);
    await storefrontCart(before).addItem({ sku: first!.sku, quantity: 1 });
    const staleToken = browserCookies.get('XSRF-TOKEN');

    const after = await startApi('second-secret-of-the-api-987654321');
    const answer = await storefrontCart(after).addItem({ sku: second!.sku, quantity: 1 });

    expect(answer.cart.productLineItems.map((item) => item.product.sku).sort()).toEqual(
      [first!.sku, second!.sku].sort(),
    );
    expect(browserCookies.get('XSRF-TOKEN')).not.toBe(staleToken);
  });
});
