import { expect, test } from '@playwright/test';
import { demoGiftCards } from '../backend/src/seed/customers/gift-cards';
import { createCustomer, hydration, logIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';

// Issue 34 (decision 0074): the profile's wallet, JavaScript on and off (plain forms). Each
// project links a demo card of its own, so both can run on the same seeded shop.

test('links a gift card with the errors next to the field, shows its balance, and removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  const card = demoGiftCards[javaScriptOff ? 1 : 0];
  const euros = `€ ${(card.balance / 100).toFixed(2).replace('.', ',')}`;
  await logIn(page, await createCustomer('wallet'));
  await page
    .getByRole('navigation', { name: 'Bereiche meines Kontos' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await expect(page).toHaveURL(/\/profil\/wallet$/);
  await hydration(page);
  await expect(page.getByText('Du hast noch keine Geschenkkarte mit deinem Konto verbunden.')).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByLabel('Code der Geschenkkarte');
  const send = page.getByRole('button', { name: 'Geschenkkarte hinzufügen' });
  await field.fill('ABC-123');
  await send.click();
  await expect(page.getByText('Dieser Code ist ungültig.')).toBeVisible();
  await expect(page.getByLabel('Code der Geschenkkarte')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Code der Geschenkkarte').fill('0000-0000-0000-0000-0000');
  await send.click();
  await expect(page.getByText('Diese Geschenkkarte gibt es nicht.')).toBeVisible();

  await page.getByLabel('Code der Geschenkkarte').fill(card.code.toLowerCase().replaceAll('-', ' '));
  await send.click();
  await expect(page.getByText('Die Geschenkkarte ist jetzt in deiner Wallet.').first()).toBeVisible();
  await expect(page.getByText(`Guthaben deiner Geschenkkarten: ${euros}`)).toBeVisible();
  await expect(page.getByText(`Geschenkkarte …${card.code.slice(-4)}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const response = await context.request.get('/profil/wallet', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  await expectValidHtml({ wallet: await response.body() });

  await hydration(page);
  await page.getByRole('button', { name: `Geschenkkarte …${card.code.slice(-4)} entfernen` }).click();
  await expect(page.getByText('Die Geschenkkarte ist aus deiner Wallet entfernt.').first()).toBeVisible();
  await expect(page.getByText('Du hast noch keine Geschenkkarte mit deinem Konto verbunden.')).toBeVisible();
});
