import { expect, test, type Page } from '@playwright/test';

// Issue 20: the pages do not move while they load (Lighthouse's CLS at most 0.02). Images arrive
// late on a phone's network; here every image is held back a second, so anything laid out
// without its size moves when it arrives.
const pages = [
  ['home page', '/'],
  ['category page', '/kategorie/milch-kaese'],
  ['search results page', '/suche/milch'],
  ['content page', '/bausteine'],
] as const;

async function layoutShiftOf(page: Page, path: string) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shopLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\.(svg|png|jpe?g|webp|avif)(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    (window as unknown as { shopLayoutShifts: number[] }).shopLayoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const [name, path] of pages)
    test(`the ${name} does not shift while its images load`, async ({ page }) => {
      expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(0.02);
    });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the home page does not shift while its images load', async ({ page }) => {
    expect(await layoutShiftOf(page, '/')).toBeLessThanOrEqual(0.02);
  });
});
