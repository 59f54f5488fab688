import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliverToFavoritenstrasse, filterPickupStores, openServiceChooser } from './support/cart';
import { addToCartThroughApi, bookFirstSlot, piecesOf } from './support/checkout';

// Issue 19: the cart shows the service as one line with "ändern"; the chooser behind it is a
// dialog with JavaScript and its own page without (decision 0047), at a phone's and a desktop's size.
const javascriptOn = () => test.info().project.name === 'javascript-on';

/**
 * One article in the cart, put there through the API (adding is cart.spec.ts's subject), and the
 * cart open. A weight article's line under the chooser is axe-checked by accessibility.spec.ts.
 */
async function addOneProduct(page: Page) {
  await addToCartThroughApi(page, (await piecesOf('obst-gemuese')).slice(0, 1));
  await openPage(page, '/warenkorb');
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
}

/** The chooser is the dialog over the cart with JavaScript, the page of its own without. */
async function expectChooserOpen(page: Page, title: string) {
  if (javascriptOn()) {
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/warenkorb$/);
  } else {
    await expect(page).toHaveURL(/\/warenkorb\/service\?change=1/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the service shows as one line, and “ändern” moves it from delivery to a store found by the filter', async ({
      page,
    }) => {
      await addOneProduct(page);
      await expect(page.locator('[data-cart-service="NONE"]')).toBeVisible();
      await expect(page.locator('.store-choices')).toHaveCount(0);

      await page.getByRole('link', { name: 'Lieferung oder Abholung wählen' }).click();
      await expectChooserOpen(page, 'Lieferung oder Abholung wählen');
      if (javascriptOn()) await page.keyboard.press('Escape');
      else await page.goBack();
      await expect(page).toHaveURL(/\/warenkorb$/);

      await deliverToFavoritenstrasse(page);
      await expect(page).toHaveURL(/\/warenkorb$/);
      await expect(page.locator('.cart-service__line')).toContainText(
        'Lieferung an Favoritenstraße 120, 1100 Wien · noch kein Zeitfenster',
      );
      await bookFirstSlot(page);
      await expect(page).toHaveURL(/\/warenkorb$/);
      await expect(page.locator('.cart-service__line')).toHaveText(
        /^Lieferung an Favoritenstraße 120, 1100 Wien · (Mo|Di|Mi|Do|Fr|Sa|So) \d{2}\.\d{2}\., \d{2}:\d{2}-\d{2}:\d{2} ändern/,
      );

      // The slot alone can be changed from the chooser too.
      await page.getByRole('link', { name: /^ändern/ }).click();
      await expectChooserOpen(page, 'Lieferung oder Abholung wählen');
      await page.getByRole('link', { name: 'Nur das Zeitfenster ändern' }).click();
      await expectChooserOpen(page, 'Zeitfenster wählen');
      await expect(page.locator('.cart-slot__form input[type=radio]:checked')).toHaveCount(1);
      if (javascriptOn()) await page.keyboard.press('Escape');
      else await page.goto('/warenkorb');

      await page.getByRole('link', { name: /^ändern/ }).click();
      await expectChooserOpen(page, 'Lieferung oder Abholung wählen');
      // Favourites and the nearest few, not every store: nearest to the delivery address's 1100.
      const choices = page.locator('.store-choices li');
      await expect(choices).toHaveCount(5);
      await expect(choices.first()).toContainText('1100 Wien');
      await expect(page.getByRole('link', { name: /^Noch \d+ Filialen zeigen$/ })).toBeVisible();

      await filterPickupStores(page, 'Floridsdorf');
      await expect(page.getByRole('status').filter({ hasText: /Filialen? pass/ })).toBeVisible();
      for (const choice of await choices.all()) await expect(choice).toContainText('Floridsdorf');
      await page.getByRole('radio', { name: /^Floridsdorf, Brünner Straße/ }).check();
      await page.getByRole('button', { name: 'In dieser Filiale abholen' }).click();

      await expect(page).toHaveURL(/\/warenkorb$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('.cart-service__line')).toContainText(
        'Abholung in Floridsdorf, Brünner Straße · noch kein Zeitfenster',
      );
      await expect(page.getByRole('link', { name: 'Zeitfenster wählen' })).toBeVisible();
    });

    test('the chooser lists every store on request, and a filter that finds nothing says so', async ({
      page,
    }) => {
      await addOneProduct(page);
      await openServiceChooser(page);
      const choices = page.locator('.store-choices li');
      await expect(choices).toHaveCount(5);
      await page.getByRole('link', { name: /^Noch \d+ Filialen zeigen$/ }).click();
      if (!javascriptOn()) await expect(page).toHaveURL(/stores=all/);
      expect(await choices.count()).toBeGreaterThan(20);

      await page.getByRole('searchbox', { name: 'Filiale suchen' }).fill('Atlantis');
      if (!javascriptOn()) await page.getByRole('button', { name: 'Filialen filtern' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Keine Filiale passt zu „Atlantis“.' }),
      ).toBeVisible();
      await expect(choices).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('the chooser dialog is labelled, closes on Escape and gives focus back to its link', async ({
  page,
}) => {
  test.skip(!javascriptOn(), 'the dialog needs JavaScript; without it the chooser is a page');
  await addOneProduct(page);
  const opener = page.getByRole('link', { name: 'Lieferung oder Abholung wählen' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung wählen' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a refused address keeps the chooser open with the message next to the form', async ({ page }) => {
  await addOneProduct(page);
  await openServiceChooser(page);
  await page.getByLabel('Straße', { exact: true }).fill('Hauptplatz');
  await page.getByLabel('Hausnummer', { exact: true }).fill('1');
  await page.getByLabel('PLZ', { exact: true }).fill('8010');
  await page.getByLabel('Ort', { exact: true }).fill('Graz');
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await expect(page.getByText('An diese Adresse liefern wir leider noch nicht.')).toBeVisible();
  await expectChooserOpen(page, 'Lieferung oder Abholung wählen');
});
