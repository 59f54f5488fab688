import { expect, test, type Page } from '@playwright/test';
import type { RecipeDetail, RecipeList } from '../backend/src/schemas/catalogue';
import { recipeBasketQuantity } from '../backend/src/schemas/recipe-basket-values';
import { e2eApiUrl } from '../playwright.config';
import { openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';

// Issue 4 recipe journeys, with JavaScript on and off. Expectations come from the commerce API.

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const recipeList = (query = '') => api<RecipeList>(`/api/recipes?pageSize=12${query ? `&${query}` : ''}`);
const cards = (page: Page) => page.locator('.recipe-grid .recipe-card');
const filters = (page: Page) => page.getByRole('form', { name: 'Rezepte filtern' });

test('the recipe list filters by tag and difficulty with a plain form', async ({ page }) => {
  const all = await recipeList();
  expect(all.total).toBeGreaterThanOrEqual(60);
  await page.goto('/rezepte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezepte');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.locator('.recipes__count')).toHaveText(`${all.total} Rezepte`);

  const tag = all.tags[0]!;
  await filters(page)
    .getByRole('checkbox', { name: `${tag.name} (${tag.count})` })
    .check();
  await filters(page).getByLabel('Schwierigkeit').selectOption('easy');
  await filters(page).getByRole('button', { name: 'Rezepte anzeigen' }).click();

  await expect(page).toHaveURL(new RegExp(`tag=${tag.slug}.*difficulty=easy`));
  const filtered = await recipeList(`tag=${tag.slug}&difficulty=easy`);
  await expect(page.locator('.recipes__count')).toHaveText(
    `${filtered.total} ${filtered.total === 1 ? 'Rezept' : 'Rezepte'}`,
  );
  await expect(cards(page)).toHaveCount(filtered.recipes.length);
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('list', { name: 'Themen' })).toContainText(tag.name);
    await expect(card.locator('dd').nth(1)).toHaveText('Einfach');
  }
  await expect(filters(page).getByRole('checkbox', { name: new RegExp(`^${tag.name} \\(`) })).toBeChecked();

  await filters(page).getByRole('link', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/rezepte$/);
  await expect(page.locator('.recipes__count')).toHaveText(`${all.total} Rezepte`);
  await expect(filters(page).getByLabel('Schwierigkeit')).toHaveValue('');
});

test('the recipe list filters by time and pages on', async ({ page }) => {
  const quick = await recipeList('maxMinutes=30');
  await page.goto('/rezepte');
  await filters(page).getByLabel('Zubereitungszeit').selectOption('30');
  await filters(page).getByRole('button', { name: 'Rezepte anzeigen' }).click();
  await expect(page).toHaveURL(/maxMinutes=30/);
  await expect(cards(page)).toHaveCount(quick.recipes.length);

  await page.goto('/rezepte');
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/rezepte\?page=2$/);
  const second = await recipeList('offset=12');
  await expect(cards(page).first().getByRole('heading')).toHaveText(second.recipes[0]!.title);
});

test('a recipe shows times, ingredients linked to products and its steps', async ({ page }) => {
  // The first recipe of the list whose ingredients include a product of the shop.
  const { recipes } = await recipeList();
  let recipe: RecipeDetail | undefined;
  for (const summary of recipes) {
    const detail = await api<RecipeDetail>(`/api/recipes/${summary.slug}`);
    if (detail.ingredients.some((ingredient) => ingredient.product)) {
      recipe = detail;
      break;
    }
  }
  expect(recipe, 'a recipe with a product among its ingredients').toBeDefined();
  const { slug, title, steps, servings, ingredients } = recipe!;

  await page.goto('/rezepte');
  await cards(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rezepte/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/rezepte/${slug}$`),
  );
  await expect(page.getByRole('term').filter({ hasText: 'Gesamtzeit' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Zutaten für ${servings} Portion` }),
  ).toBeVisible();
  await expect(page.locator('.recipe-ingredients li')).toHaveCount(ingredients.length);
  await expect(page.locator('.recipe-steps li')).toHaveCount(steps.length);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: title, recipeYield: String(servings) });

  const linked = ingredients.find((ingredient) => ingredient.product)!;
  await expect(
    page.getByRole('heading', { level: 2, name: 'Die Zutaten aus unserem Sortiment' }),
  ).toBeVisible();
  await page.locator('.recipe-ingredients').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/produkte/${linked.product!.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(linked.product!.name);
});

test('the ingredients are recalculated for other servings', async ({ page }) => {
  // A recipe with an ingredient of a whole quantity (10 g and more) to compare after scaling.
  const { recipes } = await recipeList();
  let recipe: RecipeDetail | undefined;
  for (const summary of recipes) {
    const candidate = await api<RecipeDetail>(`/api/recipes/${summary.slug}`);
    if (candidate.ingredients.some((ingredient) => (ingredient.quantity ?? 0) >= 10)) {
      recipe = candidate;
      break;
    }
  }
  if (!recipe) throw new Error('the seed has no recipe with an ingredient of 10 units or more');
  const servings = recipe.servings * 2;
  await page.goto(`/rezepte/${recipe.slug}`);
  await page.getByLabel('Portionen', { exact: true }).fill(String(servings));
  await page.getByRole('button', { name: 'Zutaten umrechnen' }).click();
  await expect(page).toHaveURL(new RegExp(`servings=${servings}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Zutaten für ${servings} Portionen` }),
  ).toBeVisible();
  const measured = recipe.ingredients.findIndex((ingredient) => (ingredient.quantity ?? 0) >= 10);
  const doubled = new Intl.NumberFormat('de-AT').format(
    Math.round(recipe.ingredients[measured]!.quantity! * 2),
  );
  await expect(page.locator('.recipe-ingredients li').nth(measured)).toContainText(doubled);
});

test('an unknown recipe is a 404', async ({ page }) => {
  const response = await page.goto('/rezepte/dieses-rezept-gibt-es-nicht');
  expect(response?.status()).toBe(404);
});

test('a recipe fills the basket in one form: servings chosen, one left out, one message, no double', async ({
  page,
  javaScriptEnabled,
}) => {
  // Issue 38.18. The Wiener Schnitzel links a dozen products: packs, pieces and weighed ones.
  test.setTimeout(90_000);
  const recipe = await api<RecipeDetail>('/api/recipes/wiener-schnitzel-mit-erdaepfelsalat');
  const servings = recipe.servings + 2;
  const linked = [
    ...new Map(
      recipe.ingredients.flatMap(({ product }) => (product ? [[product.sku, product]] : [])),
    ).values(),
  ];
  const left = linked.find((product) => product.name.includes('Zitrone')) ?? linked.at(-1)!;
  const chosen = linked.filter(
    (product) =>
      product !== left &&
      ['available', 'ageRestricted'].includes(product.availability) &&
      product.orderability !== 'CanNotBeOrdered',
  );
  const potatoes = recipe.ingredients.find(({ name }) => name.startsWith('Erdäpfel'))!;
  const potatoQuantity = recipeBasketQuantity([potatoes], potatoes.product!, recipe.servings, servings);
  const potatoText = potatoes.product!.weightArticle
    ? potatoQuantity < 1000
      ? `${potatoQuantity} g ${potatoes.product!.name}`
      : `${new Intl.NumberFormat('de-AT').format(potatoQuantity / 1000)} kg ${potatoes.product!.name}`
    : `${potatoQuantity} × ${potatoes.product!.name}`;

  await openPage(page, `/rezepte/${recipe.slug}`);
  await page.getByLabel('Portionen', { exact: true }).fill(String(servings));
  await page.getByRole('button', { name: 'Zutaten umrechnen' }).click();
  await expect(page).toHaveURL(new RegExp(`servings=${servings}$`));
  const form = page.getByRole('group', { name: `Zutaten aus unserem Sortiment für ${servings} Portionen` });
  await expect(form).toContainText('auf ganze Packungen oder die Gewichtsschritte des Artikels aufgerundet');
  await expect(form.getByRole('checkbox')).toHaveCount(linked.length);
  for (const box of await form.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(form.getByRole('checkbox', { name: potatoText })).toBeChecked();
  await form.getByRole('checkbox', { name: left.name }).uncheck();

  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ausgewählte Zutaten in den Warenkorb' }).click();
  const posted = await answer;
  const result = page.getByRole('status').filter({ hasText: 'Zutaten im Warenkorb' });
  await expect(result).toContainText('In den Warenkorb gelegt:');
  await expect(result).toContainText(potatoText);
  await expect(result).not.toContainText(left.name);
  if (javaScriptEnabled) await expect(result).toBeFocused();
  // Now every product put in is marked as in the basket, the one left out is not.
  await expect(page.locator('.recipe-basket__note').filter({ hasText: 'Schon im Warenkorb' })).toHaveCount(
    chosen.length,
  );
  await expectNoAxeViolations(page);
  // Without JavaScript the answer to the post is the page itself: its bytes pass the Nu checker.
  if (!javaScriptEnabled) await expectValidHtml({ recipeBasketResult: await posted.body() });
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The page keeps the shopper's ticks; the same post again (a double click, a reload) adds nothing.
  await expect(form.getByRole('checkbox', { name: left.name })).not.toBeChecked();
  await page.getByRole('button', { name: 'Ausgewählte Zutaten in den Warenkorb' }).click();
  await expect(result).toContainText('Schon genug im Warenkorb, nichts dazugelegt:');
  await expect(result).not.toContainText('In den Warenkorb gelegt:');

  // Nothing ticked: the reason beside the list, tied to it, and nothing sent.
  for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: 'Ausgewählte Zutaten in den Warenkorb' }).click();
  await expect(form.getByRole('alert')).toHaveText('Wähle mindestens eine Zutat aus.');
  await expect(form).toHaveAccessibleDescription(/Wähle mindestens eine Zutat aus\.$/);
  await expectNoAxeViolations(page);

  await openPage(page, '/warenkorb');
  await expect(page.locator('.cart-line')).toHaveCount(chosen.length);
  await expect(page.locator(`.cart-line[data-sku="${left.sku}"]`)).toHaveCount(0);
  await expect(page.locator(`.cart-line[data-sku="${potatoes.product!.sku}"]`)).toBeVisible();
});
