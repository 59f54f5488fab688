import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maxNewsletterMailsPerAddress,
  maxNewsletterMailsPerRecipient,
} from '../../backend/src/customers/newsletter-mail-limits.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type OutboxMessage = { subject: string; text: string; links: string[] };

describe.each(drivers)('guest newsletter subscriptions on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  let next = 0;
  const uniqueAddress = () => `10.40.${driver === 'pglite' ? 1 : 2}.${++next}`;
  const uniqueEmail = () => `gast-${driver}-${++next}@example.at`;
  const call = (path: string, body: object, remoteAddress = uniqueAddress()) =>
    accountClient(current, 'de').call('POST', path, { body, remoteAddress });
  const subscribe = (email: string, topicIds: string[], remoteAddress?: string) =>
    call('/api/newsletter/subscriptions', { email, topicIds, pagePath: '/newsletter' }, remoteAddress);
  const mailsTo = async (email: string) =>
    (await testApp.app.inject({ url: `/outbox/messages?to=${encodeURIComponent(email)}` })).json<{
      messages: OutboxMessage[];
    }>().messages;
  const tokenIn = (message: OutboxMessage, name: string) =>
    message.links.map((link) => new URL(link).searchParams.get(name)).find(Boolean)!;
  const topicsOf = async (email: string) => {
    const [row] = await rowsOf<{ topic_ids: string[]; pending_topic_ids: string[] }>(
      testApp.database.db,
      sql`select topic_ids, pending_topic_ids from newsletter_guests where tenant_id = 'de' and email = ${email}`,
    );
    return row;
  };

  it('activates the topics only once the e-mailed link confirms them', async () => {
    const email = uniqueEmail();
    const answer = await subscribe(`  ${email.toUpperCase()} `, ['weekly-offers', 'recipes']);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(await topicsOf(email)).toEqual({ topic_ids: [], pending_topic_ids: ['recipes', 'weekly-offers'] });

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Bitte bestätige deinen Newsletter');
    expect(mail!.text).toContain('Wochenangebote, Rezeptideen');
    expect(mail!.links.map((link) => new URL(link).pathname)).toEqual(['/newsletter', '/newsletter']);
    const confirmed = await call('/api/newsletter/subscriptions/confirm', {
      token: tokenIn(mail!, 'newsletterConfirm'),
    });
    expect(confirmed.json()).toEqual({ topicIds: ['recipes', 'weekly-offers'] });
    expect(await topicsOf(email)).toEqual({ topic_ids: ['recipes', 'weekly-offers'], pending_topic_ids: [] });

    const again = await call('/api/newsletter/subscriptions/confirm', {
      token: tokenIn(mail!, 'newsletterConfirm'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'NEWSLETTER_TOKEN_INVALID' });
  });

  it('leaves every topic at once with the link of any newsletter e-mail', async () => {
    const email = uniqueEmail();
    await subscribe(email, ['organic']);
    const [mail] = await mailsTo(email);
    await call('/api/newsletter/subscriptions/confirm', { token: tokenIn(mail!, 'newsletterConfirm') });

    const requested = await call('/api/newsletter/unsubscribe-requests', { email, pagePath: '/newsletter' });
    expect(requested.statusCode).toBe(200);
    const [leaveMail] = await mailsTo(email);
    expect(leaveMail!.subject).toBe('Vom Newsletter abmelden');
    expect(tokenIn(leaveMail!, 'newsletterUnsubscribe')).toBe(tokenIn(mail!, 'newsletterUnsubscribe'));
    const left = await call('/api/newsletter/unsubscribe', {
      token: tokenIn(leaveMail!, 'newsletterUnsubscribe'),
    });
    expect(left.json()).toEqual({ topicIds: [] });
    expect(await topicsOf(email)).toEqual({ topic_ids: [], pending_topic_ids: [] });
  });

  it('answers an unknown address as a known one and sends it nothing', async () => {
    const email = uniqueEmail();
    const answer = await call('/api/newsletter/unsubscribe-requests', { email, pagePath: '/newsletter' });
    expect(answer.statusCode).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses no topic and an unknown topic', async () => {
    const none = await subscribe(uniqueEmail(), []);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Please choose at least one value');
    expect((await subscribe(uniqueEmail(), ['astrology'])).json()).toMatchObject({
      code: 'NEWSLETTER_TOPIC_UNKNOWN',
    });
  });

  it('keeps both topics when two subscriptions of one address arrive at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([subscribe(email, ['weekly-offers']), subscribe(email, ['recipes'])]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect((await topicsOf(email))?.pending_topic_ids).toEqual(['recipes', 'weekly-offers']);
  });

  it(`sends no more than ${maxNewsletterMailsPerAddress} e-mails an hour for one client address`, async () => {
    const address = uniqueAddress();
    for (let sent = 0; sent < maxNewsletterMailsPerAddress; sent += 1)
      expect((await subscribe(uniqueEmail(), ['recipes'], address)).statusCode).toBe(202);
    const limited = await subscribe(uniqueEmail(), ['recipes'], address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'NEWSLETTER_RATE_LIMITED' });
  });

  it(`sends one address no more than ${maxNewsletterMailsPerRecipient} e-mails a day, from however many clients at once`, async () => {
    const victim = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 30 }, () => subscribe(victim, ['recipes'])));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.length - refused.length).toBe(maxNewsletterMailsPerRecipient);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ code: 'NEWSLETTER_RECIPIENT_LIMITED' });
    expect(await mailsTo(victim)).toHaveLength(maxNewsletterMailsPerRecipient);
    const leave = await call('/api/newsletter/unsubscribe-requests', {
      email: victim,
      pagePath: '/newsletter',
    });
    expect(leave.statusCode).toBe(429);

    const someoneElse = uniqueEmail();
    expect((await subscribe(someoneElse, ['recipes'])).statusCode).toBe(202);
    expect(await mailsTo(someoneElse)).toHaveLength(1);
  });
});
