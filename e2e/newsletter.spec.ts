import { expect, test } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logInThroughApi, openPage, uniqueEmail } from './support/accounts';

// Issue 18: the newsletter page's blocks, with JavaScript on and off: a guest subscribes with
// double opt-in (the topic is active only after the e-mailed link) and leaves by the link.

/** The newest e-mailed link to `to` that carries the query parameter `name`, as a path. */
async function emailedLinkWith(to: string, name: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eApiUrl}/outbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { links: string[] }[] };
      link = messages
        .flatMap((message) => message.links)
        .find((href) => new URL(href).searchParams.has(name));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('a guest subscribes, confirms from the e-mail and unsubscribes with its link', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await openPage(page, '/newsletter');
  const subscribe = page.getByRole('region', { name: 'Newsletter abonnieren' });
  await subscribe.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(
    subscribe
      .getByText('Bitte gib mindestens einen Wert an')
      .or(subscribe.getByText('Dieses Feld ist erforderlich'))
      .first(),
  ).toBeVisible();

  await subscribe.getByLabel('E-Mail-Adresse').fill(email);
  await subscribe.getByLabel(/^Rezeptideen/).check();
  await subscribe.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(subscribe.getByRole('status')).toHaveText(/^Fast geschafft!/);

  await openPage(page, await emailedLinkWith(email, 'newsletterConfirm'));
  await page.getByRole('button', { name: 'Newsletter bestätigen' }).click();
  await expect(subscribe.getByRole('status')).toHaveText('Danke! Dein Newsletter ist bestätigt.');

  await openPage(page, await emailedLinkWith(email, 'newsletterUnsubscribe'));
  const unsubscribe = page.getByRole('region', { name: 'Newsletter abbestellen' });
  await unsubscribe.getByRole('button', { name: 'Vom Newsletter abmelden' }).click();
  await expect(unsubscribe.getByRole('status')).toHaveText(
    'Du bist abgemeldet und bekommst keinen Newsletter mehr.',
  );
});

test('a guest without a link asks for one, and a wrong address is named next to its field', async ({
  page,
}) => {
  await openPage(page, '/newsletter');
  const unsubscribe = page.getByRole('region', { name: 'Newsletter abbestellen' });
  await unsubscribe.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await unsubscribe.getByRole('button', { name: 'Link zum Abmelden senden' }).click();
  await expect(unsubscribe.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(
    /Bitte gib eine gültige E-Mail-Adresse ein/,
  );
  await unsubscribe.getByLabel('E-Mail-Adresse').fill(uniqueEmail('unbekannt'));
  await unsubscribe.getByRole('button', { name: 'Link zum Abmelden senden' }).click();
  await expect(unsubscribe.getByRole('status')).toHaveText(/^Wenn diese Adresse unseren Newsletter bekommt/);
});

test('a customer chooses topics of the account, which wait for the e-mailed confirmation', async ({
  page,
}) => {
  const email = await createCustomer('newsletter-kunde');
  await logInThroughApi(page, email);
  await openPage(page, '/newsletter');
  const subscribe = page.getByRole('region', { name: 'Newsletter abonnieren' });
  await expect(
    subscribe.getByText('Wähle die Newsletter, die du mit deinem Konto bekommen möchtest.'),
  ).toBeVisible();
  await expect(subscribe.getByLabel('E-Mail-Adresse')).toHaveCount(0);
  await subscribe.getByLabel(/^Wochenangebote/).check();
  await subscribe.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(subscribe.getByRole('status')).toHaveText(
    /^Fast geschafft! Bitte bestätige die neuen Newsletter/,
  );
});
