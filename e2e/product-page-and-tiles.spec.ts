import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Cart } from '../backend/src/schemas/cart';
import type { CategoryProducts, ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';

// Issue 19, product page and tiles, with JavaScript on and off (both projects run this file), on a
// phone and on a desktop: the first screen sells, what is in the cart shows as a stepper, and the
// tiles of a row line up.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const sizes = [
  ['390x844', phone],
  ['1280x900', desktop],
] as const;
const DAIRY = 'milch-kaese';

async function api<T>(path: string, cookie?: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de', ...(cookie ? { Cookie: cookie } : {}) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first page of a listing as the shop shows it, only what a guest can put in the cart. */
async function orderableOnFirstPage(category: string): Promise<ProductSummary[]> {
  const { products } = await api<CategoryProducts>(`/api/categories/${category}/products?pageSize=24`);
  return products.filter(
    (product) => product.availability === 'available' && product.ageRestriction === null,
  );
}

const pieceArticle = (product: ProductSummary) => !product.weightArticle && !product.weightPieceArticle;

/** With JavaScript the stepper shows a change at once; the badge is busy until the server has it. */
async function changeSettled(page: Page) {
  await expect(page.locator('.cart-badge:not([aria-busy])')).toHaveCount(1);
}

async function cartOf(page: Page): Promise<Cart> {
  await changeSettled(page);
  const cookies = await page.context().cookies();
  return api<Cart>('/api/carts', cookies.map(({ name, value }) => `${name}=${value}`).join('; '));
}

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

/** With JavaScript the product slide-in may cover a phone's lower half: it is put away. */
async function putSlideInAway(page: Page) {
  if (!javaScriptOn()) return;
  const slideIn = page.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
  await slideIn.waitFor();
  await page.keyboard.press('Escape');
  await expect(slideIn).toHaveCount(0);
}

async function expectInFirstScreen(part: Locator, viewport: { width: number; height: number }, what: string) {
  const box = await part.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(viewport.width);
}

for (const [label, viewport] of sizes) {
  test(`at ${label} a product page shows name, prices and the add-to-cart control on its first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dairy = await orderableOnFirstPage(DAIRY);
    const fresh = await orderableOnFirstPage('obst-gemuese');
    const products = [
      dairy.find((product) => pieceArticle(product) && product.price.loyalty !== null),
      dairy.find((product) => pieceArticle(product) && product.unitPrice !== null),
      fresh.find((product) => product.weightArticle),
    ];
    for (const product of products) {
      expect(product, 'the seed has a product of each kind').toBeDefined();
      const { sku, slug, name } = product!;
      await openPage(page, `/produkte/${slug}/${sku}`);
      const buy = page.locator('.product-page__buy');
      await expectInFirstScreen(page.getByRole('heading', { level: 1, name }), viewport, `${name}: name`);
      await expectInFirstScreen(buy.locator('.price__regular'), viewport, `${name}: price`);
      if (product!.price.loyalty !== null)
        await expectInFirstScreen(buy.locator('.price__loyalty'), viewport, `${name}: loyalty price`);
      if (product!.unitPrice && !product!.weightArticle)
        await expectInFirstScreen(buy.locator('.price__unit'), viewport, `${name}: base price`);
      if (product!.weightArticle)
        await expectInFirstScreen(buy.getByLabel(`Menge wählen: ${name}`), viewport, `${name}: amount`);
      const add = buy.getByRole('button', { name: `${name} in den Warenkorb legen` });
      await expectInFirstScreen(add, viewport, `${name}: add to cart`);

      // The picture keeps its place while it loads, and on a desktop it is left of the buy box.
      const picture = page.locator('img.product-pictures__main');
      await expect(picture).toHaveAttribute('width', /^\d+$/);
      await expect(picture).toHaveAttribute('height', /^\d+$/);
      if (viewport === desktop) {
        const [pictureBox, buyBox] = [await picture.boundingBox(), await buy.boundingBox()];
        expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(buyBox!.x);
        expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(viewport.height);
      }
    }
  });

  test(`at ${label} a tile and the product page show the quantity in the cart with − and +, back to the add button at 0`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const product = (await orderableOnFirstPage(DAIRY)).find(
      (candidate) => pieceArticle(candidate) && candidate.maxQuantity >= 3,
    )!;
    const { sku, slug, name } = product;
    await openPage(page, `/kategorie/${DAIRY}`);
    const tile = page.locator(`.product-grid article.product-tile[data-sku="${sku}"]`);
    await tile.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
    const inCart = tile.locator('output.cart-stepper__quantity');
    await expect(inCart).toHaveAttribute('data-in-cart', '1');
    await expect(inCart).toHaveText('Im Warenkorb: 1');
    await expect(tile.getByRole('button', { name: `${name} in den Warenkorb legen` })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/kategorie/${DAIRY}$`));
    const more = tile.getByRole('button', { name: `Mehr von ${name}` });
    // The button pressed is gone: focus goes to the stepper that took its place.
    if (javaScriptOn()) await expect(more).toBeFocused();
    await putSlideInAway(page);

    await more.click();
    await expect(inCart).toHaveAttribute('data-in-cart', '2');
    await changeSettled(page);
    await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');

    await openPage(page, `/produkte/${slug}/${sku}`);
    const buy = page.locator('.product-page__buy');
    await expect(buy.locator('output.cart-stepper__quantity')).toHaveText('Im Warenkorb: 2');
    const fewer = buy.getByRole('button', { name: `Weniger von ${name}` });
    await fewer.click();
    await expect(buy.locator('output.cart-stepper__quantity')).toHaveText('Im Warenkorb: 1');
    await fewer.click();
    const add = buy.getByRole('button', { name: `${name} in den Warenkorb legen` });
    await expect(add).toBeVisible();
    if (javaScriptOn()) await expect(add).toBeFocused();
    await expect(buy.locator('.cart-stepper')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/produkte/${slug}/${sku}$`));
    expect((await cartOf(page)).productLineItems.map((line) => line.product.sku)).not.toContain(sku);
  });

  test(`at ${label} the tiles of a row share a height, with badges, availability, favourite toggle and control in the same places`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, `/kategorie/${DAIRY}`);
    // One tile with a stepper, the others with the add button.
    const first = (await orderableOnFirstPage(DAIRY)).find(pieceArticle)!;
    const firstTile = page.locator(`.product-grid article.product-tile[data-sku="${first.sku}"]`);
    await firstTile.getByRole('button', { name: `${first.name} in den Warenkorb legen` }).click();
    await expect(firstTile.locator('.cart-stepper')).toBeVisible();
    await putSlideInAway(page);

    // Each tile as the shopper sees it: scrolled to (issue 39: a group of tiles far below the screen
    // is laid out only once it comes near), in places on the page rather than on the screen.
    const tiles = [];
    for (const tile of await page.locator('.product-grid article.product-tile').all()) {
      await tile.scrollIntoViewIfNeeded();
      tiles.push(
        await tile.evaluate((own) => {
          const onPage = (selector: string, edge: 'top' | 'bottom') => {
            const box = own.querySelector(selector)?.getBoundingClientRect();
            return box ? box[edge] + window.scrollY : null;
          };
          return {
            top: Math.round(own.getBoundingClientRect().top + window.scrollY),
            height: own.getBoundingClientRect().height,
            badges: onPage('.badges', 'top'),
            availability: onPage('.availability', 'top'),
            favourite: onPage('.favorite-toggle', 'top'),
            controlBottom: onPage('.add-to-cart-form__button, .cart-stepper', 'bottom'),
          };
        }),
      );
    }
    const rows = new Map<number, typeof tiles>();
    for (const tile of tiles) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
    expect(rows.size).toBeGreaterThan(1);
    for (const row of rows.values()) {
      if (row.length < 2) continue;
      for (const part of ['height', 'badges', 'availability', 'favourite', 'controlBottom'] as const) {
        const places = row.map((tile) => tile[part]).filter((place): place is number => place !== null);
        for (const place of places) expect(Math.abs(place - places[0]!), part).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('a weight article steps through the amounts of its weight choice, on the product page as in the cart', async ({
  page,
}) => {
  const weighed = (await orderableOnFirstPage('obst-gemuese')).find(
    (product) => product.weightArticle && product.quantityStepSize === 100,
  )!;
  const { sku, slug, name } = weighed;
  await openPage(page, `/produkte/${slug}/${sku}`);
  const buy = page.locator('.product-page__buy');
  await buy.getByLabel(`Menge wählen: ${name}`).selectOption('500');
  await buy.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
  const inCart = buy.locator('output.cart-stepper__quantity');
  await expect(inCart).toHaveText('Im Warenkorb: 500 g');
  await putSlideInAway(page);
  await buy.getByRole('button', { name: `Mehr von ${name}` }).click();
  await expect(inCart).toHaveText('Im Warenkorb: 600 g');
  await buy.getByRole('button', { name: `Mehr von ${name}` }).click();
  await expect(inCart).toHaveText('Im Warenkorb: 800 g');
  await buy.getByRole('button', { name: `Weniger von ${name}` }).click();
  await expect(inCart).toHaveText('Im Warenkorb: 600 g');
  const cart = await cartOf(page);
  expect(cart.productLineItems.map(({ product, quantity }) => ({ sku: product.sku, quantity }))).toEqual([
    { sku, quantity: 600 },
  ]);
});

test('with a stepper on them, the home, category and product pages do not scroll sideways at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const [product] = (await orderableOnFirstPage(DAIRY)).filter(pieceArticle);
  const path = `/produkte/${product!.slug}/${product!.sku}`;
  await openPage(page, path);
  await page.getByRole('button', { name: `${product!.name} in den Warenkorb legen` }).click();
  await expect(page.locator('.product-page__buy .cart-stepper')).toBeVisible();
  for (const pagePath of [path, `/kategorie/${DAIRY}`, '/']) {
    await openPage(page, pagePath);
    if (pagePath !== '/') await expect(page.locator('.cart-stepper').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), pagePath).toBeLessThanOrEqual(
      320,
    );
  }
});

test('a category page and a product page with steppers pass every axe rule and the Nu checker', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [product] = (await orderableOnFirstPage(DAIRY)).filter(pieceArticle);
  const path = `/produkte/${product!.slug}/${product!.sku}`;
  await openPage(page, path);
  await page.getByRole('button', { name: `${product!.name} in den Warenkorb legen` }).click();
  await expect(page.locator('.product-page__buy .cart-stepper')).toBeVisible();
  await putSlideInAway(page);
  await expectNoAxeViolations(page);
  await openPage(page, `/kategorie/${DAIRY}`);
  await expect(page.locator('.product-grid .cart-stepper')).toHaveCount(1);
  await expectNoAxeViolations(page);

  if (!javaScriptOn()) return; // the server sends the same HTML to both
  const documents: Record<string, Buffer> = {};
  for (const [name, pagePath] of Object.entries({ product: path, category: `/kategorie/${DAIRY}` })) {
    const response = await page.context().request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    documents[name] = await response.body();
  }
  await expectValidHtml(documents);
});
