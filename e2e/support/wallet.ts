import { expect, type Page } from '@playwright/test';
import { openPage } from './accounts';

/** Links a gift card to the logged-in customer's wallet through the profile's wallet form. */
export async function linkGiftCard(page: Page, code: string) {
  await openPage(page, '/profil/wallet');
  await page.getByLabel('Code der Geschenkkarte').fill(code);
  await page.getByRole('button', { name: 'Geschenkkarte hinzufügen' }).click();
  await expect(page.getByText('Die Geschenkkarte ist jetzt in deiner Wallet.').first()).toBeVisible();
}
