import { expect, test, type Page } from '@playwright/test';
import { demoGiftCards } from '../../backend/src/seed/customers/gift-cards';
import { openPage } from './accounts';

/** Links a gift card to the logged-in customer's wallet through the profile's wallet form. */
export async function linkGiftCard(page: Page, code: string) {
  await openPage(page, '/profil/wallet');
  await page.getByLabel('Code der Geschenkkarte').fill(code);
  await page.getByRole('button', { name: 'Geschenkkarte hinzufügen' }).click();
  await expect(page.getByText('Die Geschenkkarte ist jetzt in deiner Wallet.').first()).toBeVisible();
}

/**
 * A checkout journey's own demo card (4 to 7), or on its second try (CI retries once) the card four
 * places on: the failed try may have linked the first one, which no other customer may link then.
 */
export function journeyGiftCard(index: 4 | 5 | 6 | 7) {
  return demoGiftCards[test.info().retry === 0 ? index : index + 4]!;
}
