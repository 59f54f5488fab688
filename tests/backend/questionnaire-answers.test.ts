import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireErrorCodes } from '../../backend/src/schemas/questionnaire.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

const url = '/api/questionnaires/einkaufsgewohnheiten/answers';
const validAnswers = { age: '42', frequency: 'weekly', departments: ['fruit', 'dairy'], wish: 'Mehr Bio' };

describe.each(drivers)('questionnaire answers on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const guest = () => accountClient(() => testApp, 'de');
  const submissions = (questionnaireId = 'einkaufsgewohnheiten') =>
    rowsOf<{ respondent: string; email: string | null; customer_id: string | null; answers: unknown }>(
      testApp.database.db,
      sql`select respondent, email, customer_id, answers from questionnaire_submissions
          where questionnaire_id = ${questionnaireId} order by created_at`,
    );

  it('stores a guest’s answers as the questionnaire defines them, and refuses the same address again', async () => {
    const first = await guest().call('POST', url, {
      body: { answers: validAnswers, email: 'Gast@Example.at' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const stored = (await submissions()).filter((row) => row.email === 'gast@example.at');
    expect(stored).toEqual([
      {
        respondent: 'email:gast@example.at',
        email: 'gast@example.at',
        customer_id: null,
        answers: { age: 42, frequency: 'weekly', departments: ['fruit', 'dairy'], wish: 'Mehr Bio' },
      },
    ]);
    const second = await guest().call('POST', url, {
      body: { answers: validAnswers, email: 'gast@example.at' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: questionnaireErrorCodes.questionnaireAlreadyAnswered });
  });

  it('checks every answer against the published definition and names each problem by question', async () => {
    const response = await guest().call('POST', url, {
      body: {
        answers: { age: '100', frequency: 'daily', departments: [], wish: '<b>hi</b>', injected: 'x' },
        email: 'falsch',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      details: { problems: { path: string; message: string }[] };
    }>();
    expect(body.code).toBe(questionnaireErrorCodes.questionnaireInvalid);
    expect(
      Object.fromEntries(body.details.problems.map((problem) => [problem.path, problem.message])),
    ).toEqual({
      age: 'Please enter an age between 1 and 99',
      frequency: 'Please choose one of the values offered',
      departments: 'Please choose at least one value',
      wish: 'The character < is not allowed',
      email: 'Please enter a valid email',
    });
    expect((await submissions()).filter((row) => row.email === 'falsch')).toEqual([]);
  });

  it('answers 404 for a questionnaire no published page has', async () => {
    const response = await guest().call('POST', '/api/questionnaires/erfunden/answers', {
      body: { answers: {}, email: 'a@b.at' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: questionnaireErrorCodes.questionnaireNotFound });
  });

  it('knows a customer by the session, whatever address the body names', async () => {
    const customer = accountClient(() => testApp, 'de');
    await customer.loggedIn(demoCustomerEmail);
    const first = await customer.call('POST', url, {
      body: { answers: validAnswers, email: 'other@example.at' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await customer.call('POST', url, { body: { answers: { ...validAnswers, age: '43' } } });
    expect(second.statusCode).toBe(409);
    const rows = (await submissions()).filter((row) => row.customer_id !== null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: null, answers: { age: 42 } });
  });

  it('keeps exactly one of two submissions of one shopper that arrive at once', async () => {
    const email = `zugleich-${driver}@example.at`;
    const shopper = guest();
    await shopper.get('/api/csrf');
    const responses = await Promise.all(
      [0, 1].map(() => shopper.call('POST', url, { body: { answers: validAnswers, email } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await submissions()).filter((row) => row.email === email)).toHaveLength(1);
  });
});
