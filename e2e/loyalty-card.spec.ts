import { expect, test } from '@playwright/test';
import { demoPassword } from '../backend/src/seed/customers/insert-customers';
import { loyaltyDemoMembers, referencedMemberPoints } from '../backend/src/seed/customers/loyalty-members';
import { submitLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';

// Issue 35 (decision 0081): a member goes through the login to the profile's
// loyalty section: the card's barcode (drawn by the API, no script) and the points, JavaScript
// on and off. The member only reads, so both projects share her.

test('a member logs in on the way to her loyalty card and sees the barcode and her points', async ({
  page,
  context,
}) => {
  const member = loyaltyDemoMembers.referenced;
  // Where the joe blocks lead (app/blocks/gallery.test.tsx): logged out, the login sends her back.
  await page.goto('/profil/kundenkarte');
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fprofil%2Fkundenkarte/);
  await submitLogin(page, member.email, demoPassword);
  await expect(page).toHaveURL(/\/profil\/kundenkarte$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kundenkarte' })).toBeVisible();
  const barcode = page.getByRole('img', {
    name: `Strichcode deiner Kundenkarte mit der Nummer ${member.cardNumber}`,
  });
  await expect(barcode).toBeVisible();
  expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.loyalty-card__number')).toHaveText(member.cardNumber);
  await expect(page.locator('.loyalty-pools li').first()).toHaveText(
    `jö Punkte: ${referencedMemberPoints} Punkte`,
  );
  await expectNoAxeViolations(page);

  const response = await context.request.get('/profil/kundenkarte', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  await expectValidHtml({ loyalty: await response.body() });
});
