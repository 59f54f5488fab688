import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

/** The text of a quoted-printable body, as a mail client would show it. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type ReceivedEmail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startMailServer() {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('where the API listens', () => {
  it('listens on loopback unless API_HOST says otherwise', () => {
    expect(loadConfig({}).API_HOST).toBe('localhost');
    expect(loadConfig({ API_HOST: '0.0.0.0' }).API_HOST).toBe('0.0.0.0');
  });
});

describe.each(drivers)('e-mail over SMTP on %s', (driver) => {
  let mailServer: Awaited<ReturnType<typeof startMailServer>>;
  let testApp: TestApp;
  beforeAll(async () => {
    mailServer = await startMailServer();
    testApp = await startTestApp(driver, { SMTP_URL: mailServer.url, EMAIL_FROM: 'Shop <shop@example.at>' });
  });
  afterAll(async () => {
    await testApp.close();
    await mailServer.close();
  });

  it('sends the password-reset e-mail to the SMTP server, not to the outbox', async () => {
    const shopper = accountClient(() => testApp);
    const answer = await shopper.call('POST', '/api/auth/password-reset', {
      body: { email: demoCustomerEmail },
    });
    expect(answer.statusCode).toBe(202);
    await expect.poll(() => mailServer.received.length).toBe(1);
    const [email] = mailServer.received;
    expect(email).toMatchObject({ from: 'shop@example.at', to: [demoCustomerEmail] });
    expect(decodeQuotedPrintable(email!.raw)).toMatch(/http:\/\/localhost:3000\/\S+\?token=\S+/);
    const outbox = await testApp.app.inject({ url: `/outbox/messages?to=${demoCustomerEmail}` });
    expect(outbox.json()).toEqual({ messages: [] });
  });
});

describe.each(drivers)('the outbox page on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('answers a loopback caller, IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await testApp.app.inject({ url: '/outbox/messages', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses any other caller with 403, whatever X-Forwarded-For claims', async () => {
    for (const url of ['/outbox', '/outbox/messages']) {
      const response = await testApp.app.inject({
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('@');
    }
  });
});

describe('the outbox page in production', () => {
  it('is off unless the operator enables it', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).EMAIL_OUTBOX_PAGE).toBe(false);
    const testApp = await startTestApp('pglite', { NODE_ENV: 'production', EMAIL_OUTBOX_PAGE: undefined });
    try {
      expect((await testApp.app.inject({ url: '/outbox/messages' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
