import { expect, test } from '@playwright/test';

// Decision 0064: each module Remix preloads was asked for once before, at low priority, and the
// links go once JavaScript has taken over the page. Without JavaScript the links do nothing, so
// this runs in the JavaScript project only.

test('the page asks for its modules at low priority before Remix does, and drops the links once hydrated', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/kategorie/milch-kaese')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g)].map(
    ([, href, rest]) => ({ href: href!, low: rest!.includes('fetchpriority="low"') }),
  );
  const remixOwn = preloads.filter((link) => !link.low);
  expect(remixOwn.length).toBeGreaterThan(3);
  for (const { href } of remixOwn) {
    const low = preloads.findIndex((link) => link.low && link.href === href);
    expect(low, href).toBeGreaterThanOrEqual(0);
    expect(low, href).toBeLessThan(preloads.findIndex((link) => !link.low && link.href === href));
  }

  const fetched: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('/build/') && asked.resourceType() === 'script') fetched.push(asked.url());
  });
  await page.goto('/kategorie/milch-kaese');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // Each module went over the network once, not once per link.
  expect(fetched.length).toBeGreaterThan(3);
  expect(new Set(fetched).size).toBe(fetched.length);
});
