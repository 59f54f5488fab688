import { expect, test } from '@playwright/test';
import type { BlockNode } from '../backend/src/schemas/content';
import { getContentPage } from './support/commerce-api';

// Issue 7: the home page a real supermarket shows: a top banner, a teaser slider, shelves of
// offers and new recipes (loaded with the page, so they are there with JavaScript off too),
// vouchers and feature tiles.
test('the home page shows its banner, slider, offers, recipes, vouchers and feature tiles', async ({
  page,
}) => {
  const home = await getContentPage('startseite');
  const all = (blocks: BlockNode[]): BlockNode[] =>
    blocks.flatMap((block) => [block, ...all(block.children ?? [])]);
  const ofType = (type: string) =>
    all(home.blocks)
      .filter((block) => block.type === type)
      .map((block) => block.fields as { title: string; limit: number; teasers: unknown[] });
  const shelves = ofType('productGroup');
  const [recipes] = ofType('recipeGroup');
  const [slider] = ofType('teaserSlider');
  expect(shelves.length).toBeGreaterThanOrEqual(2);
  expect(ofType('voucherGroup')).toHaveLength(1);
  expect(ofType('feature').length).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  await expect(page.locator('.block-section--full .block-teaser')).toBeVisible();
  // The banner is the largest thing on a phone's first screen: it loads at once, the rest lazily.
  await expect(page.locator('.block-section--full img')).toHaveAttribute('loading', 'eager');
  const strip = page.getByRole('region', { name: new RegExp(`^${slider!.title}: `) });
  await expect(strip.getByRole('listitem')).toHaveCount(slider!.teasers.length);
  for (const shelf of shelves) {
    const products = page.getByRole('region', { name: shelf.title }).locator('.product-grid__item');
    await expect(products).toHaveCount(shelf.limit);
    // Every product of the shelf is an offer: a loyalty price is shown.
    await expect(products.filter({ hasText: 'mit Kundenkarte' })).toHaveCount(shelf.limit);
  }
  const recipeGroup = page.getByRole('region', { name: recipes!.title });
  await expect(recipeGroup.locator('.recipe-grid > li')).toHaveCount(recipes!.limit);
  await expect(page.locator('.voucher-card').first()).toBeVisible();
  await expect(page.locator('.block-feature')).toHaveCount(ofType('feature').length);

  const firstProduct = page
    .getByRole('region', { name: shelves[0]!.title })
    .locator('.product-grid__item')
    .first()
    .getByRole('link')
    .first();
  const name = (await firstProduct.textContent())?.trim() ?? '';
  await firstProduct.click();
  await expect(page).toHaveURL(/\/produkte\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

// The block gallery shows every block type of §1 at least once.
test('the block gallery renders every block it holds', async ({ page }) => {
  const gallery = await getContentPage('bausteine');
  const response = await page.goto('/bausteine');
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main.locator('.block-accordion details')).toHaveCount(2);
  await expect(main.getByRole('table', { name: 'Liefergebühren nach Einkaufswert' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Bio-Vollmilch aus Österreich' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expect(main.getByRole('region', { name: /Aus unserem Sortiment: 3/ })).toBeVisible();
  await expect(main.getByRole('search')).toHaveCount(2);
  await expect(
    main.getByRole('region', { name: 'Gutscheine für dich' }).locator('.voucher-card'),
  ).toHaveCount(3);
  await expect(main.getByRole('link', { name: /Flugblatt dieser Woche herunterladen/ })).toHaveAttribute(
    'href',
    '/content/flugblatt.pdf',
  );
  await expect(main.locator('video track[kind="captions"]')).toHaveCount(1);
  // The video file is served by the shop itself, as a real WebM of its length in the captions.
  const videoSource = await main.locator('.block-video video source').getAttribute('src');
  const video = await page.request.get(videoSource!);
  expect(video.headers()['content-type']).toBe('video/webm');
  expect((await video.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  await expect(
    main.getByRole('region', { name: 'Kundenservice' }).getByRole('link', { name: '+43 1 234 56 78' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Mit jö anmelden' })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'XSRF-TOKEN' })).toBeVisible();
  // The pasted HTML arrives without its script and handler.
  await expect(main.locator('.block-html')).toContainText('Schöne Feiertage!');
  await expect(main.locator('.block-html script, .block-html [onclick]')).toHaveCount(0);
  await expect(page).not.toHaveTitle('unsicher');
  // No block of the page was dropped for invalid fields or missing data.
  const types = new Set(
    gallery.blocks.flatMap(function walk(block): string[] {
      return [block.type, ...(block.children ?? []).flatMap(walk)];
    }),
  );
  await expect(
    main.getByRole('region', { name: 'Kontaktformular' }).getByLabel('Deine Nachricht'),
  ).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Newsletter abonnieren' }).getByRole('checkbox'),
  ).not.toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Newsletter abbestellen' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Kurze Umfrage' }).getByLabel('Dein Alter')).toBeVisible();
  expect(types.size).toBe(40);
  await expect(main.locator('.block-group')).toHaveCount(3);
});

// §1 tabs: without JavaScript every panel shows under a list of links to them; with it, an ARIA
// tab list that the arrow keys move through.
test('the tabs work without JavaScript and as a tab widget with it', async ({ page, javaScriptEnabled }) => {
  await page.goto('/bausteine');
  const tabs = page.locator('#gallery-tabs');
  if (!javaScriptEnabled) {
    await expect(tabs.getByRole('link')).toHaveText(['Lieferung', 'Abholung', 'Bezahlung']);
    await tabs.getByRole('link', { name: 'Bezahlung' }).click();
    await expect(page).toHaveURL(/#gallery-tabs-panel-2$/);
    await expect(tabs.getByRole('heading', { name: 'Bezahlung' })).toBeVisible();
    await expect(tabs.getByText('Mit Karte, PayPal oder auf Rechnung.')).toBeVisible();
    return;
  }
  const tabList = tabs.getByRole('tablist', { name: 'So kommt dein Einkauf zu dir' });
  await expect(tabList.getByRole('tab')).toHaveText(['Lieferung', 'Abholung', 'Bezahlung']);
  await expect(tabs.getByRole('tabpanel')).toHaveText(/zwei Stunden/);
  await tabList.getByRole('tab', { name: 'Lieferung' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabList.getByRole('tab', { name: 'Abholung' })).toBeFocused();
  await expect(tabList.getByRole('tab', { name: 'Abholung' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toHaveText(/abholbereit ab 17 Uhr/);
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tabpanel')).toHaveText(/PayPal/);
  await page.keyboard.press('ArrowRight');
  await expect(tabList.getByRole('tab', { name: 'Lieferung' })).toHaveAttribute('aria-selected', 'true');
});

// §1 recipe search content: the search stays on the content page and lists the matching recipes.
test('the recipe search content block searches on its own page', async ({ page }) => {
  await page.goto('/bausteine');
  const block = page.getByRole('region', { name: 'Rezepte finden' });
  await block.getByLabel('Rezept oder Zutat').fill('kuchen');
  await block.getByRole('button', { name: 'Rezepte anzeigen' }).click();
  await expect(page).toHaveURL(/\/bausteine\?term=kuchen$/);
  await expect(block.getByRole('status')).toHaveText(/\d+ Rezepte? für „kuchen“/);
  await expect(block.locator('.recipe-grid > li')).not.toHaveCount(0);
});
