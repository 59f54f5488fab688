import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { recipeDetailSchema, type RecipeDetail } from '../../backend/src/schemas/catalogue.js';
import {
  recipeBasketAnswerSchema,
  recipeBasketQuantity,
  type RecipeBasketResult,
} from '../../backend/src/schemas/recipe-basket.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;
const SLUG = 'wiener-schnitzel-mit-erdaepfelsalat';

describe.each(drivers)('a recipe into the cart (POST /api/carts/items/recipe) on %s', (driver) => {
  let testApp: TestApp;
  let recipe: RecipeDetail;
  /** The recipe's linked, orderable products, each once. */
  let skus: string[];
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    recipe = recipeDetailSchema.parse(await json(`/api/recipes/${SLUG}`));
    skus = [
      ...new Set(
        recipe.ingredients.flatMap(({ product }) =>
          product?.availability === 'available' && product.orderability !== 'CanNotBeOrdered'
            ? [product.sku]
            : [],
        ),
      ),
    ];
  });
  afterAll(() => testApp.close());

  const { json } = tenantRequests(() => testApp);
  const shopper = async () => {
    const client = accountClient(() => testApp);
    expect((await client.get('/api/carts')).statusCode).toBe(200);
    return client;
  };
  const post = (client: Shopper, body: object) => client.call('POST', '/api/carts/items/recipe', { body });
  const addRecipe = async (client: Shopper, body: object) => {
    const response = await post(client, body);
    expect(response.statusCode, response.body).toBe(200);
    return recipeBasketAnswerSchema.parse(response.json());
  };
  const quantitiesOf = async (client: Shopper) =>
    new Map(
      cartSchema
        .parse((await client.get('/api/carts')).json())
        .productLineItems.map((line) => [line.product.sku, line.quantity]),
    );
  /** What the recipe asks of a product for these servings, by the contract's own rule. */
  const expected = (sku: string, servings: number) => {
    const ingredients = recipe.ingredients.filter(({ product }) => product?.sku === sku);
    return recipeBasketQuantity(ingredients, ingredients[0]!.product!, recipe.servings, servings);
  };
  const setProduct = (sku: string, change: ReturnType<typeof sql>) =>
    testApp.database.db.execute(sql`update products set ${change} where sku = ${sku}`);

  it('adds every product chosen for the servings chosen, and the same request again changes nothing', async () => {
    expect(skus.length).toBeGreaterThanOrEqual(5);
    const guest = await shopper();
    const chosen = skus.slice(1);
    const first = await addRecipe(guest, { slug: SLUG, servings: 6, skus: chosen });
    expect(first.items.map((item) => [item.sku, item.result])).toEqual(chosen.map((sku) => [sku, 'added']));
    const quantities = await quantitiesOf(guest);
    expect([...quantities.keys()].sort()).toEqual([...chosen].sort());
    for (const sku of chosen) expect(quantities.get(sku), sku).toBe(expected(sku, 6));
    expect(first.cart.lineItemCount).toBe(chosen.length);

    const again = await addRecipe(guest, { slug: SLUG, servings: 6, skus: chosen });
    expect(new Set(again.items.map((item) => item.result))).toEqual(new Set(['alreadyInCart']));
    expect(await quantitiesOf(guest)).toEqual(quantities);
  });

  it('leaves the cart as one request would when two arrive at once', async () => {
    const guest = await shopper();
    const body = { slug: SLUG, servings: 8, skus };
    const responses = await Promise.all([post(guest, body), post(guest, body)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const results = responses.flatMap((response) =>
      recipeBasketAnswerSchema.parse(response.json()).items.map((item) => item.result),
    );
    expect(results.filter((result) => result === 'added')).toHaveLength(skus.length);
    expect(results.filter((result) => result === 'alreadyInCart')).toHaveLength(skus.length);
    const quantities = await quantitiesOf(guest);
    for (const sku of skus) expect(quantities.get(sku), sku).toBe(expected(sku, 8));
  });

  it('raises a line that holds less to the recipe’s quantity and leaves one that holds more', async () => {
    const guest = await shopper();
    const [less, more] = skus;
    await guest.call('POST', '/api/carts/items/bulk', {
      body: { items: [{ sku: more!, quantity: expected(more!, 12) + 1 }] },
    });
    await addRecipe(guest, { slug: SLUG, servings: 2, skus: [less!] });
    const answer = await addRecipe(guest, { slug: SLUG, servings: 12, skus: [less!, more!] });
    const results = new Map(answer.items.map((item) => [item.sku, item.result]));
    const lessRaised = expected(less!, 12) > expected(less!, 2);
    expect(results.get(less!)).toBe<RecipeBasketResult>(lessRaised ? 'raised' : 'alreadyInCart');
    expect(results.get(more!)).toBe<RecipeBasketResult>('alreadyInCart');
    const quantities = await quantitiesOf(guest);
    expect(quantities.get(less!)).toBe(expected(less!, 12));
    expect(quantities.get(more!)).toBe(expected(more!, 12) + 1);
  });

  it('stops at maxQuantity and says so, and adds nothing of an unavailable product', async () => {
    const guest = await shopper();
    const [capped, gone, fine] = skus;
    await setProduct(capped!, sql`max_quantity = 1, weight_article = false, quantity_step_size = 1`);
    await setProduct(gone!, sql`availability = 'temporarilyUnavailable'`);
    const original = recipe.ingredients.find(({ product }) => product?.sku === capped)!.product!;
    try {
      const answer = await addRecipe(guest, { slug: SLUG, servings: 24, skus: [capped!, gone!, fine!] });
      const results = new Map(answer.items.map((item) => [item.sku, item.result]));
      expect(results.get(capped!)).toBe('maxquantityreached');
      expect(results.get(gone!)).toBe('unavailable');
      expect(results.get(fine!)).toBe('added');
      const quantities = await quantitiesOf(guest);
      expect(quantities.get(capped!)).toBe(1);
      expect(quantities.has(gone!)).toBe(false);
    } finally {
      await setProduct(
        capped!,
        sql`max_quantity = ${original.maxQuantity}, weight_article = ${original.weightArticle}, quantity_step_size = ${original.quantityStepSize}`,
      );
      await setProduct(gone!, sql`availability = 'available'`);
    }
  });

  it('refuses a product not in the recipe, an unknown recipe and servings out of range, adding nothing', async () => {
    const guest = await shopper();
    const other = recipeDetailSchema.parse(await json('/api/recipes/rindsgulasch'));
    const stranger = other.ingredients.find(
      ({ product }) => product && !recipe.ingredients.some((own) => own.product?.sku === product.sku),
    )!.product!.sku;
    const mixed = await post(guest, { slug: SLUG, servings: 4, skus: [skus[0], stranger] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'RECIPE_PRODUCT_NOT_IN_RECIPE' });
    const unknown = await post(guest, { slug: 'gibt-es-nicht', servings: 4, skus: [skus[0]] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'RECIPE_UNKNOWN' });
    for (const servings of [0, 25, 2.5, '4'])
      expect(
        (await post(guest, { slug: SLUG, servings, skus: [skus[0]] })).statusCode,
        String(servings),
      ).toBe(400);
    expect((await post(guest, { slug: SLUG, servings: 4, skus: [skus[0], skus[0]] })).statusCode).toBe(400);
    expect((await post(guest, { slug: SLUG, servings: 4, skus: [] })).statusCode).toBe(400);
    expect((await quantitiesOf(guest)).size).toBe(0);
  });

  it('takes no quantity from the request: one posted is ignored', async () => {
    const guest = await shopper();
    const sku = skus[0]!;
    await addRecipe(guest, {
      slug: SLUG,
      servings: 4,
      skus: [sku],
      quantities: { [sku]: 999 },
      quantity: 999,
    });
    expect((await quantitiesOf(guest)).get(sku)).toBe(expected(sku, 4));
  });

  it('is described in the OpenAPI document with its body limits and answers', async () => {
    const document = (await testApp.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { post?: Record<string, unknown> }>;
    }>();
    const operation = document.paths['/api/carts/items/recipe']?.post;
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses as object)).toEqual(['200', '400', '404', '409']);
    expect(JSON.stringify(operation!.requestBody)).toContain('"maximum":24');
  });

  it('needs a cart first (CART_MISSING), as every add does', async () => {
    const stranger = accountClient(() => testApp);
    const response = await post(stranger, { slug: SLUG, servings: 4, skus: [skus[0]] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_MISSING' });
  });
});
