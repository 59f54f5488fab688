import { expect, test } from '@playwright/test';

// §7: an error the page did not expect is shown by the route's boundary and reported to the
// shop's log; the boundary hands it to the page's one error listener (decision 0059).

test('an unexpected error during a navigation shows the error view and is reported to the log', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  // The next page's data arrives as something no loader sent.
  await page.route(/\.data(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/x-script', body: 'not a page' }),
  );
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/resources/log',
  );

  await page.getByRole('link', { name: 'Lieferinfos' }).click();

  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) }),
  ).toBeVisible();
  const entry = (await reported).postDataJSON() as { level: string; message: string; path: string };
  expect(entry.level).toBe('error');
  expect(entry.message).not.toBe('');
  expect(entry.path).toBe('/service/lieferung');
});
