import { expect, test } from '@playwright/test';
import { collectPageProblems } from '../support/console';

test('the page hydrates with its messages and navigates without a reload or a console error', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const messageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resources/messages/')) messageRequests.push(request.url());
  });

  await page.goto('/');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seitenübersicht' }).click();

  await expect(page).toHaveURL(/\/seitenuebersicht$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seitenübersicht');
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  expect(messageRequests).toHaveLength(1);
  expect(messageRequests[0]).toMatch(/\/resources\/messages\/de\?v=[\w-]+$/);
  expect(problems).toEqual([]);
});
