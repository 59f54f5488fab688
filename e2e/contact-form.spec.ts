import { expect, test, type Page } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logInThroughApi, openPage, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

// Issue 18: the contact form on its service page sends a message with files, with JavaScript on
// and off (a multipart post to the page, decision 0024); the API judges files by their content.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

type OutboxMessage = {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
};

/** The shop's copy of a request, found by the sender's e-mail in its text. */
async function serviceCopyFrom(email: string, serviceEmail = 'service@shop.example.at') {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eApiUrl}/outbox/messages?to=${encodeURIComponent(serviceEmail)}`);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      found = messages.find((message) => message.text.includes(email));
      return found;
    })
    .toBeTruthy();
  return found!;
}

function contactForm(page: Page) {
  return page.getByRole('region', { name: 'Deine Nachricht an uns' });
}

test('a guest sends the contact form with two files, and the shop gets them by e-mail', async ({ page }) => {
  const email = uniqueEmail('kontakt');
  await openPage(page, '/service/faq');
  await page.getByRole('link', { name: 'Zum Kontaktformular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  const form = contactForm(page);
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Bestellnummer').fill('100000101');
  await form.getByLabel('Deine Nachricht').fill('Der Joghurt war beim Auspacken schon offen.');
  await form.getByLabel('Dateien anhängen').setInputFiles([
    { name: 'joghurt.png', mimeType: 'image/png', buffer: png },
    { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await form.getByLabel('Ich bin kein Roboter').check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(form.getByRole('status')).toHaveText(/^Danke für deine Nachricht!/);
  await expect(form.getByLabel('Vorname')).toHaveValue('');
  const copy = await serviceCopyFrom(email);
  expect(copy.subject).toBe('Kontaktanfrage von Erika');
  expect(copy.text).toContain('Der Joghurt war beim Auspacken schon offen.');
  expect(copy.attachments).toEqual([
    { filename: 'joghurt.png', contentType: 'image/png' },
    { filename: 'rechnung.pdf', contentType: 'application/pdf' },
  ]);
});

test('a file that only calls itself a PDF is refused next to the file field, and the rest stays', async ({
  page,
}) => {
  await openPage(page, '/service/kontakt');
  const form = contactForm(page);
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('E-Mail-Adresse').fill('erika@example.at');
  await form.getByLabel('Produktname').fill('Naturjoghurt 500 g');
  await form.getByLabel('Deine Nachricht').fill('Siehe Anhang.');
  await form
    .getByLabel('Dateien anhängen')
    .setInputFiles([
      { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ kein PDF') },
    ]);
  await form.getByLabel('Ich bin kein Roboter').check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  const files = form.getByLabel('Dateien anhängen');
  await expect(files).toHaveAttribute('aria-invalid', 'true');
  await expect(files).toHaveAccessibleDescription(
    /„rechnung\.pdf“ ist kein PDF, JPEG oder PNG\. Bitte wähle eine andere Datei und alle Dateien noch einmal aus\./,
  );
  await expect(form.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('erika@example.at');
  await expect(form.getByLabel('Produktname')).toHaveValue('Naturjoghurt 500 g');
  await expect(form.getByLabel('Deine Nachricht')).toHaveValue('Siehe Anhang.');
  await expect(form.getByRole('status')).toHaveCount(0);
});

test('every contact rule is named next to its field, and the page passes every axe rule', async ({
  page,
}) => {
  await openPage(page, '/service/kontakt');
  await expectNoAxeViolations(page);
  const form = contactForm(page);
  await form.getByLabel('Vorname').fill('E'.repeat(24));
  await form.getByLabel('EAN (Strichcode-Nummer)').fill('40A');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  await expect(form.getByLabel('Deine Nachricht')).toHaveAccessibleDescription(
    'Dieses Feld ist erforderlich',
  );
  await expect(form.getByLabel('EAN (Strichcode-Nummer)')).toHaveAccessibleDescription(
    'Dieses Feld darf nur Ziffern enthalten',
  );
  await expect(form.getByLabel('Vorname')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Vorname')).toHaveValue('E'.repeat(24));
  await expectNoAxeViolations(page);
});

test("a customer's form starts with the name and e-mail of the account", async ({ page }) => {
  const email = await createCustomer('kontakt-kunde');
  await logInThroughApi(page, email);
  await openPage(page, '/service/kontakt');
  const form = contactForm(page);
  await expect(form.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(form.getByLabel('Nachname')).toHaveValue('Mustermann');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
});
