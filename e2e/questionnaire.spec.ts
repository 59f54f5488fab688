import { expect, test, type Page } from '@playwright/test';
import { createCustomer, logInThroughApi, openPage, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

// Issue 18: the questionnaire on its page, with JavaScript on and off (a form post to the page,
// decision 0024); the API checks the answers and keeps one submission per shopper (decision 0044).

function questionnaire(page: Page) {
  return page.getByRole('region', { name: 'Wie kaufst du ein?' });
}

async function answer(page: Page, email: string) {
  const form = questionnaire(page);
  await form.getByRole('radio', { name: 'Frau' }).check();
  await form.getByLabel('Dein Alter').fill('34');
  await form.getByRole('radio', { name: 'Jede Woche' }).check();
  await form.getByRole('checkbox', { name: 'Obst und Gemüse' }).check();
  await form.getByRole('checkbox', { name: 'Milchprodukte' }).check();
  await form.getByLabel('Was wünschst du dir von uns?').fill('Mehr regionales Obst');
  await form.getByLabel('Deine E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Antworten senden' }).click();
}

test('a guest answers the questionnaire once; a second answer is refused with a clear message', async ({
  page,
}) => {
  const email = uniqueEmail('umfrage');
  await openPage(page, '/umfrage');
  await answer(page, email);
  await expect(questionnaire(page).getByRole('status')).toHaveText('Danke! Deine Antworten sind angekommen.');

  await openPage(page, '/umfrage');
  await answer(page, email);
  await expect(questionnaire(page).getByRole('alert')).toHaveText(
    'Du hast diese Umfrage schon beantwortet. Jede Person kann sie nur einmal beantworten.',
  );
  await expect(questionnaire(page).getByLabel('Dein Alter')).toHaveValue('34');
});

test('each broken rule is named next to its question, the answers stay, and axe finds nothing', async ({
  page,
}) => {
  await openPage(page, '/umfrage');
  await expectNoAxeViolations(page);
  const form = questionnaire(page);
  await form.getByLabel('Dein Alter').fill('100');
  await form.getByRole('radio', { name: 'Selten' }).check();
  await form.getByLabel('Was wünschst du dir von uns?').fill('<b>mehr</b>');
  await form.getByLabel('Deine E-Mail-Adresse').fill(uniqueEmail('umfrage-fehler'));
  await form.getByRole('button', { name: 'Antworten senden' }).click();

  await expect(form.getByLabel('Dein Alter')).toHaveAccessibleDescription(
    /Bitte gib ein Alter zwischen 1 und 99 ein/,
  );
  await expect(form.getByRole('group', { name: 'Was kaufst du am liebsten?' })).toContainText(
    'Bitte wähle mindestens einen Wert',
  );
  await expect(form.getByLabel('Was wünschst du dir von uns?')).toHaveAccessibleDescription(
    'Das Zeichen < ist nicht erlaubt',
  );
  await expect(form.getByLabel('Dein Alter')).toHaveValue('100');
  await expect(form.getByRole('radio', { name: 'Selten' })).toBeChecked();
  await expect(form.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a customer's questionnaire starts with the age and salutation of the account, and is answered once", async ({
  page,
}) => {
  const email = await createCustomer('umfrage-kunde', 'Erika', {
    salutation: 'Female',
    birthdate: '1990-01-15',
  });
  await logInThroughApi(page, email);
  await openPage(page, '/umfrage');
  const form = questionnaire(page);
  const today = new Date();
  const age = today.getUTCFullYear() - 1990 - (today.getUTCMonth() === 0 && today.getUTCDate() < 15 ? 1 : 0);
  await expect(form.getByLabel('Dein Alter')).toHaveValue(String(age));
  await expect(form.getByRole('radio', { name: 'Frau' })).toBeChecked();
  await expect(form.getByLabel('Deine E-Mail-Adresse')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Jeden Monat' }).check();
  await form.getByRole('checkbox', { name: 'Brot und Gebäck' }).check();
  await form.getByRole('button', { name: 'Antworten senden' }).click();
  await expect(form.getByRole('status')).toHaveText('Danke! Deine Antworten sind angekommen.');

  await openPage(page, '/umfrage');
  await questionnaire(page).getByRole('radio', { name: 'Selten' }).check();
  await questionnaire(page).getByRole('checkbox', { name: 'Milchprodukte' }).check();
  await questionnaire(page).getByRole('button', { name: 'Antworten senden' }).click();
  await expect(questionnaire(page).getByRole('alert')).toHaveText(
    'Du hast diese Umfrage schon beantwortet. Jede Person kann sie nur einmal beantworten.',
  );
});
