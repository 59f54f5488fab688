import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemAnswerSchema, cartSchema } from '../../backend/src/schemas/cart.js';
import {
  productListSchema,
  searchResultSchemas,
  type ProductSummary,
} from '../../backend/src/schemas/catalogue.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

describe.each(drivers)('weight articles in the cart on %s', (driver) => {
  let testApp: TestApp;
  let byWeight: ProductSummary;
  let byPiece: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const listing = async (slug: string) =>
      productListSchema
        .parse(await json(`/api/categories/${slug}/products?pageSize=96`))
        .products.filter((product) => product.availability === 'available');
    byWeight = (await listing('obst-gemuese')).find((product) => product.weightArticle)!;
    byPiece = searchResultSchemas.products
      .parse(await json('/api/products/search/almk%C3%A4se?pageSize=20'))
      .results.find((product) => product.weightPieceArticle && product.availability === 'available')!;
  });
  afterAll(() => testApp.close());

  const { json } = tenantRequests(() => testApp);
  const shopper = () => accountClient(() => testApp);
  const post = (client: Shopper, sku: string, quantity: number, replace = false) =>
    client.call('POST', '/api/carts/items', { body: { sku, quantity, replace } });

  it('adds a weight article in the grams chosen, priced per kg', async () => {
    const guest = shopper();
    await guest.get('/api/carts');
    const response = await post(guest, byWeight.sku, 500);
    expect(response.statusCode, response.body).toBe(200);
    const line = addItemAnswerSchema.parse(response.json()).cart.productLineItems[0]!;
    expect(line.quantity).toBe(500);
    expect(line.totalPrice).toBe(Math.round(byWeight.price.regular / 2));
  });

  it('refuses grams off the article steps with a stable code, and changes nothing', async () => {
    const guest = shopper();
    await guest.get('/api/carts');
    await post(guest, byWeight.sku, byWeight.quantityStepSize * 2);
    for (const [quantity, replace] of [
      [byWeight.quantityStepSize * 3 + 30, false],
      [byWeight.quantityStepSize + 1, true],
    ] as const) {
      const refused = await post(guest, byWeight.sku, quantity, replace);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'QUANTITY_NOT_IN_STEPS',
        details: { step: byWeight.quantityStepSize },
      });
    }
    const cart = cartSchema.parse((await guest.get('/api/carts')).json());
    expect(cart.productLineItems.map((line) => line.quantity)).toEqual([byWeight.quantityStepSize * 2]);
  });

  it('adds a weight-piece article by the piece, each at its estimated price', async () => {
    const guest = shopper();
    await guest.get('/api/carts');
    const response = await post(guest, byPiece.sku, 2);
    expect(response.statusCode, response.body).toBe(200);
    const { cart } = addItemAnswerSchema.parse(response.json());
    const line = cart.productLineItems[0]!;
    expect(line.quantity).toBe(2);
    // price.regular of a weight-piece article is the estimate for one piece (§3), not a kg price.
    expect(line.totalPrice).toBe(byPiece.price.regular * 2);
    expect(cart.priceInfo.overAuthorizationAmount).toBeGreaterThan(0);
  });
});
