import { expect, test, type Locator } from '@playwright/test';

// Issue 38.11: what the first screen shows. A category on a phone starts with products, the main
// navigation shows that it scrolls and stays usable by keyboard, and the home page's call to
// action is on a desktop's first screen. JavaScript on and off (the projects).

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
}

test.describe('on a phone', () => {
  const screen = { width: 390, height: 844 };
  test.use({ viewport: screen });

  test('a category shows its first products on the first screen', async ({ page }) => {
    await page.goto('/kategorie/milch-kaese');
    const tile = page.locator('.product-grid .product-tile').first();
    const name = await boxOf(tile.locator('.product-tile__name'));
    const image = await boxOf(tile.locator('.product-tile__image'));
    expect(name.y + name.height).toBeLessThanOrEqual(screen.height);
    expect(image.y + image.height / 2).toBeLessThanOrEqual(screen.height);
  });

  test('the main navigation scrolls in its own box, shows that it does, and every entry is reached by Tab', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const sizes = await nav.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(screen.width);
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    // The edge affordance: covers that scroll with the links over shadows fixed to the box's edges.
    const background = await nav.evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, attachment: style.backgroundAttachment };
    });
    expect(background.attachment.split(', ')).toEqual(['local', 'local', 'scroll', 'scroll']);
    expect(background.image).toContain('gradient');

    const links = nav.getByRole('link');
    const count = await links.count();
    const last = links.nth(count - 1);
    await page.locator('body').focus();
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      if (await last.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(last).toBeFocused();
    // Focused, the last entry has scrolled into the box, whole.
    const navBox = await boxOf(nav);
    const inView = async () => {
      const box = await boxOf(last);
      return { start: box.x >= navBox.x - 1, end: box.x + box.width <= navBox.x + navBox.width + 1 };
    };
    if (test.info().project.use.javaScriptEnabled === false) {
      // The browser alone brings a focused entry only partly into view: its start, with the focus ring.
      expect((await boxOf(last)).x).toBeLessThan(navBox.x + navBox.width - 24);
    } else {
      // With JavaScript the focused entry scrolls whole into the box.
      await expect.poll(inView).toEqual({ start: true, end: true });
    }
  });
});

test.describe('on a desktop', () => {
  const screen = { width: 1280, height: 900 };
  test.use({ viewport: screen });

  test("the home page's call to action is on the first screen", async ({ page }) => {
    await page.goto('/');
    const action = await boxOf(page.getByRole('link', { name: 'Jetzt einkaufen' }));
    expect(action.y + action.height).toBeLessThanOrEqual(screen.height);
  });
});
