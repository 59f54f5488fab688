import { expect, test } from '@playwright/test';

// §4 consent with the built-in provider (decision 0013): all false at first, given by plain forms
// that work without JavaScript and kept in a cookie the server reads.
test('the iframe shows its placeholder until marketing is allowed, then the frame', async ({
  page,
  context,
}) => {
  await page.goto('/bausteine');
  const map = page.locator('#gallery-iframe');
  await expect(map.getByText('Dieser Inhalt kommt von OpenStreetMap.')).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);

  await map.getByRole('button', { name: '„Marketing“ erlauben und anzeigen' }).click();
  await expect(page).toHaveURL(/\/bausteine#gallery-iframe$/);
  await expect(map.locator('iframe')).toHaveAttribute('title', 'Karte: Frischkorb Wien-Neubau');
  // The YouTube video of the same category shows too; statistics stays off.
  await expect(page.locator('#gallery-youtube iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'consent')).toMatchObject({
    value: 'C0004',
    httpOnly: true,
  });
});

test('the cookie settings save a choice per category, shown in the cookie list', async ({ page }) => {
  await page.goto('/datenschutz');
  const statistics = page.getByRole('region', { name: 'Statistik' });
  await expect(statistics.getByText('Nicht erlaubt.', { exact: true })).toBeVisible();

  await page.getByText('Cookie-Einstellungen ändern', { exact: true }).click();
  const form = page.getByRole('group', { name: 'Welche Cookies erlaubst du?' });
  await form.getByRole('checkbox', { name: 'Statistik' }).check();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(statistics.getByText('Erlaubt.', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Marketing' }).getByText('Nicht erlaubt.', { exact: true }),
  ).toBeVisible();

  await page.getByText('Cookie-Einstellungen ändern', { exact: true }).click();
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(statistics.getByText('Nicht erlaubt.', { exact: true })).toBeVisible();
});
