import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeAfterResetRequests,
  maxResetRequestsPerClient,
  maxResetRequestsPerRecipient,
} from '../../backend/src/auth/password-reset-rate-limit.js';
import { sandboxRecaptchaAnswer } from '../../backend/src/auth/recaptcha.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

// Issue 32 point 5: 200 reset requests for one address from one client sent 200 e-mails.
describe.each(drivers)('password reset requests that flood no mailbox, on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  const askForReset = (
    email: string,
    remoteAddress: string,
    recaptchaResponse?: string,
    shopper = accountClient(current),
  ) =>
    shopper.call(
      'POST',
      `/api/auth/password-reset${recaptchaResponse ? `?recaptchaResponse=${recaptchaResponse}` : ''}`,
      { body: { email }, remoteAddress },
    );
  const mailsTo = async (email: string) =>
    (await testApp.app.inject({ url: `/outbox/messages?to=${encodeURIComponent(email)}` })).json<{
      messages: unknown[];
    }>().messages.length;
  const outcome = (answer: Awaited<ReturnType<typeof askForReset>>) =>
    `${answer.statusCode} ${answer.json<{ code?: string; status?: string }>().code ?? answer.json().status}`;

  it(`sends ${challengeAfterResetRequests} e-mails for a burst of 200 from one client, then asks for the robot check`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => askForReset(demoMemberEmail, '10.50.0.1')),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((text) => text === '202 RESET_LINK_SENT')).toHaveLength(
      challengeAfterResetRequests,
    );
    expect(outcomes.filter((text) => text === '400 RECAPTCHA_REQUIRED')).toHaveLength(
      200 - challengeAfterResetRequests,
    );
    expect(await mailsTo(demoMemberEmail)).toBe(challengeAfterResetRequests);
  });

  it(`sends one address no more than ${maxResetRequestsPerRecipient} e-mails an hour, robot check passed, from many clients at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        askForReset(demoCustomerEmail, `10.51.0.${index + 1}`, sandboxRecaptchaAnswer),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.length - refused.length).toBe(maxResetRequestsPerRecipient);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'PASSWORD_RESET_RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(await mailsTo(demoCustomerEmail)).toBe(maxResetRequestsPerRecipient);
  });

  it(`refuses a client its ${maxResetRequestsPerClient + 1}th request of the hour, whatever the address`, async () => {
    for (let request = 1; request <= maxResetRequestsPerClient; request += 1) {
      const answer = await askForReset(`fremd-${request}@example.at`, '10.52.0.1', sandboxRecaptchaAnswer);
      expect(answer.statusCode, answer.body).toBe(202);
    }
    const limited = await askForReset('noch-einer@example.at', '10.52.0.1', sandboxRecaptchaAnswer);
    expect(outcome(limited)).toBe('429 PASSWORD_RESET_RATE_LIMITED');
  });

  it('answers an unknown address exactly as a known one, limits included, and mails it nothing', async () => {
    const english = accountClient(current, 'en');
    const passed = sandboxRecaptchaAnswer;
    // Four from one client without the robot check, a fifth with it, then one each from two more.
    const steps = [
      [1, undefined],
      [1, undefined],
      [1, undefined],
      [1, undefined],
      [1, passed],
      [2, passed],
      [3, passed],
    ] as const;
    const answersFor = async (email: string, network: string) => {
      const outcomes: string[] = [];
      for (const [host, recaptchaResponse] of steps)
        outcomes.push(outcome(await askForReset(email, `${network}.${host}`, recaptchaResponse, english)));
      return outcomes;
    };
    const known = await answersFor(demoMemberEmail, '10.53.1');
    expect(known).toEqual([
      '202 RESET_LINK_SENT',
      '202 RESET_LINK_SENT',
      '202 RESET_LINK_SENT',
      '400 RECAPTCHA_REQUIRED',
      '202 RESET_LINK_SENT',
      '202 RESET_LINK_SENT',
      '429 PASSWORD_RESET_RATE_LIMITED',
    ]);
    expect(await answersFor('niemand@example.com', '10.53.2')).toEqual(known);
    expect(await mailsTo('niemand@example.com')).toBe(0);
  });
});
