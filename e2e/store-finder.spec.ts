import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi, openPage } from './support/accounts';

// §2 storefinder, §3/§4 favourite stores (issue 18), with JavaScript on and off: the projects
// run this file once each.

const javascriptOn = () => test.info().project.use.javaScriptEnabled !== false;

async function searchStores(page: Page, place: string) {
  await hydration(page);
  await page.getByLabel('Postleitzahl, Ort oder Adresse').fill(place);
  await page.getByRole('button', { name: 'Filialen finden' }).click();
}

const cards = (page: Page) => page.locator('.store-card');

test('finds the nearest stores to a postal code, each with its hours, services and distance', async ({
  page,
}) => {
  await openPage(page, '/filialfinder');
  await searchStores(page, '1100');
  await expect(page).toHaveURL(/\/filialfinder\?q=1100$/);
  await expect(page.locator('.store-finder h2')).toHaveText('Filialen in der Nähe von 1100 Wien');
  await expect(cards(page)).toHaveCount(10);
  const nearest = cards(page).first();
  await expect(nearest.getByRole('heading', { level: 3 })).toHaveText(/^Favoriten, /);
  await expect(nearest.locator('.store-card__distance')).toContainText('entfernt');
  await expect(nearest.locator('.store-card__status')).toHaveText(
    /^(Jetzt geöffnet, schließt um|Geschlossen|Heute geschlossen)/,
  );
  await expect(nearest.locator('.store-card__services')).toContainText('Click & Collect');
  await nearest.getByText('Öffnungszeiten', { exact: true }).click();
  await expect(nearest.getByRole('row', { name: /Montag/ })).toBeVisible();
  // The map marks the same ten stores, each a link to its entry in the list.
  await expect(page.locator('.store-map__store')).toHaveCount(10);
  await page.getByRole('link', { name: 'Alle 32 Filialen anzeigen' }).click();
  await expect(cards(page)).toHaveCount(32);
});

test('says next to the field when it does not know the place, and still lists every store', async ({
  page,
}) => {
  await openPage(page, '/filialfinder');
  await searchStores(page, 'Atlantis');
  const field = page.getByLabel('Postleitzahl, Ort oder Adresse');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/„Atlantis“ kennen wir nicht/);
  await expect(cards(page)).toHaveCount(32);
});

test('chooses a store for click-and-collect, and the cart says so', async ({ page }) => {
  await openPage(page, '/filialfinder?q=1100');
  const nearest = cards(page).first();
  const name = (await nearest.getByRole('heading', { level: 3 }).textContent())!;
  await nearest.getByRole('button', { name: /^Bestellung hier abholen/ }).click();
  await expect(page.getByText(`Du holst deine Bestellungen jetzt in ${name} ab.`).first()).toBeVisible();
  await openPage(page, '/warenkorb');
  await expect(page.locator('[data-cart-service="CLICK_AND_COLLECT"]')).toHaveText(`Abholung in ${name}`);
});

test('a guest keeps favourite stores, sees them first, also when choosing click-and-collect', async ({
  page,
}) => {
  await openPage(page, '/filialfinder?q=1210');
  const floridsdorf = cards(page).first();
  await expect(floridsdorf.getByRole('heading', { level: 3 })).toHaveText('Floridsdorf, Brünner Straße');
  await floridsdorf.getByRole('button', { name: /^Zu meinen Filialen/ }).click();
  await expect(floridsdorf.getByRole('button', { name: /^Aus meinen Filialen entfernen/ })).toBeVisible();
  if (javascriptOn())
    expect(await page.evaluate(() => localStorage.getItem('favoriteStores'))).toBe('["12101"]');

  await openPage(page, '/filialfinder?q=1010');
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
    'Floridsdorf, Brünner StraßeLieblingsfiliale',
  );
  await expect(cards(page).nth(1).getByRole('heading', { level: 3 })).toHaveText(/^Innere Stadt/);

  await openPage(page, '/warenkorb/service');
  await expect(page.locator('.store-choices li').first()).toContainText('Floridsdorf, Brünner Straße');
  await expect(page.locator('.store-choices li').first()).toContainText('(Lieblingsfiliale)');

  await openPage(page, '/filialfinder?q=1010');
  await cards(page)
    .first()
    .getByRole('button', { name: /Aus meinen Filialen entfernen/ })
    .click();
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(/^Innere Stadt/);
  // §4: an empty list removes the entry.
  if (javascriptOn()) expect(await page.evaluate(() => localStorage.getItem('favoriteStores'))).toBeNull();
});

test('a customer makes a store theirs on the account, and sees it first', async ({ page }) => {
  await logInThroughApi(page, await createCustomer('store'));
  await openPage(page, '/filialfinder?q=1210');
  const floridsdorf = cards(page).first();
  await floridsdorf.getByRole('button', { name: /Als meine Filiale wählen/ }).click();
  await expect(floridsdorf.getByText('Das ist deine Filiale')).toBeVisible();

  await openPage(page, '/filialfinder?q=1230');
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
    'Floridsdorf, Brünner StraßeLieblingsfiliale',
  );
  // §4: the account is the source for a customer; the browser's list stays untouched.
  if (javascriptOn()) expect(await page.evaluate(() => localStorage.getItem('favoriteStores'))).toBeNull();
  await openPage(page, '/warenkorb/service');
  await expect(page.locator('.store-choices li').first()).toContainText('Floridsdorf, Brünner Straße');
});

test('every store on the map is reachable by keyboard and leads to its entry in the list', async ({
  page,
}) => {
  await openPage(page, '/filialfinder?q=1100');
  const marker = page.locator('.store-map__store').first();
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#store-\d+$/);
  const target = new URL(page.url()).hash;
  await expect(page.locator(target)).toBeInViewport();
});

test('the English shop finds its stores in English', async ({ page, baseURL }) => {
  const base = (baseURL ?? '').replace('localhost', 'en.localhost');
  await openPage(page, `${base}/store-finder?q=1010`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a store');
  await expect(page.locator('.store-finder h2')).toHaveText('Stores near 1010 Wien');
  await expect(cards(page).first().locator('.store-card__status')).toHaveText(
    /^(Open now, closes at|Closed)/,
  );
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Add to my stores/ }),
  ).toBeVisible();
});
