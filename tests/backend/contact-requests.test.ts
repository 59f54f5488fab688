import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxContactPostsPerAddress } from '../../backend/src/contact/contact-rate-limit.js';
import {
  contactRefusalDetailsSchema,
  contactRequestCreatedSchema,
} from '../../backend/src/schemas/contact-form.js';
import { demoServiceEmails } from '../../backend/src/seed/contact/insert-contact.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { postContactForm, sampleFiles, validContactFields, type UploadFile } from './support/contact-post.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

const pdf: UploadFile = { name: 'rechnung.pdf', type: 'application/pdf', content: sampleFiles.pdf };
const png: UploadFile = { name: 'foto.png', type: 'image/png', content: sampleFiles.png };
const jpeg: UploadFile = { name: 'etikett.jpg', type: 'image/jpeg', content: sampleFiles.jpeg };

describe.each(drivers)('contact requests on %s', (driver) => {
  let testApp: TestApp;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'contact-uploads-'));
    testApp = await startTestApp(driver, { CONTACT_UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  let nextAddress = 0;
  let remoteAddress = '';
  beforeEach(() => {
    remoteAddress = `10.30.${driver === 'pglite' ? 1 : 2}.${++nextAddress}`;
  });
  const post = (options: Parameters<typeof postContactForm>[1] = {}) =>
    postContactForm(testApp, { remoteAddress, ...options });
  const storedFiles = async () => (await readdir(uploadDir).catch(() => [])).sort();
  const requestRows = () =>
    rowsOf<{
      id: string;
      email: string;
      fields: Record<string, string>;
      files: { name: string; mimeType: string }[];
      customer_id: string | null;
    }>(
      testApp.database.db,
      sql`select id, email, fields, files, customer_id from contact_requests order by created_at`,
    );
  const outboxTo = async (to: string) =>
    (await testApp.app.inject({ url: `/outbox/messages?to=${to}` })).json<{
      messages: { subject: string; text: string; attachments: { filename: string; contentType: string }[] }[];
    }>().messages;

  /** A refusal: its status, code and details, after checking that nothing was stored. */
  async function refused(response: Awaited<ReturnType<typeof post>>, status = 400) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; details: unknown }>();
    return { code: body.code, ...contactRefusalDetailsSchema.parse(body.details) };
  }

  it('stores a request with three files whole and mails it with the files to the service address', async () => {
    const filesBefore = await storedFiles();
    const response = await post({ files: [pdf, png, jpeg] });
    expect(response.statusCode, response.body).toBe(201);
    const created = contactRequestCreatedSchema.parse(response.json());
    expect(created.fileCount).toBe(3);
    const row = (await requestRows()).find((candidate) => candidate.id === created.contactRequestId)!;
    expect(row.email).toBe(validContactFields.email);
    expect(row.fields).toMatchObject({
      firstName: 'Anna',
      orderNumber: '100200',
      message: validContactFields.message,
    });
    expect(row.fields).not.toHaveProperty('recaptchaResponse');
    expect(row.files.map((file) => [file.name, file.mimeType])).toEqual([
      ['rechnung.pdf', 'application/pdf'],
      ['foto.png', 'image/png'],
      ['etikett.jpg', 'image/jpeg'],
    ]);
    expect((await storedFiles()).length).toBe(filesBefore.length + 3);
    const [email] = await outboxTo(demoServiceEmails.de!);
    expect(email!.subject).toBe('Kontaktanfrage von Anna Berger');
    expect(email!.text).toContain('Bestellnummer: 100200');
    expect(email!.text).toContain(validContactFields.message);
    expect(email!.attachments).toEqual([
      { filename: 'rechnung.pdf', contentType: 'application/pdf' },
      { filename: 'foto.png', contentType: 'image/png' },
      { filename: 'etikett.jpg', contentType: 'image/jpeg' },
    ]);
  });

  it('refuses a file of 10,000,001 bytes, keeps nothing and answers the values sent', async () => {
    const rowsBefore = (await requestRows()).length;
    const filesBefore = await storedFiles();
    const big = new Uint8Array(10_000_001);
    big.set(sampleFiles.pdf);
    const response = await post({
      files: [png, { name: 'scan.pdf', type: 'application/pdf', content: big }],
    });
    const refusal = await refused(response);
    expect(refusal.code).toBe('CONTACT_FORM_INVALID');
    expect(refusal.problems).toEqual([
      {
        path: 'files',
        code: 'FILE_TOO_LARGE',
        message: 'A file may have at most 10 MB',
        fileName: 'scan.pdf',
      },
    ]);
    expect(refusal.values).toMatchObject({ firstName: 'Anna', email: validContactFields.email });
    expect((await requestRows()).length).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('takes a file of exactly 10,000,000 bytes', async () => {
    const largest = new Uint8Array(10_000_000);
    largest.set(sampleFiles.pdf);
    const response = await post({ files: [{ name: 'scan.pdf', type: 'application/pdf', content: largest }] });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a fourth file and keeps none of the four', async () => {
    const rowsBefore = (await requestRows()).length;
    const filesBefore = await storedFiles();
    const refusal = await refused(await post({ files: [pdf, png, jpeg, { ...png, name: 'viertes.png' }] }));
    expect(refusal.problems).toEqual([
      { path: 'files', code: 'TOO_MANY_FILES', message: 'You can attach at most 3 files' },
    ]);
    expect((await requestRows()).length).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('judges files by their content, not by name or declared type', async () => {
    const filesBefore = await storedFiles();
    const notPdf = { name: 'rechnung.pdf', type: 'application/pdf', content: 'MZ this is no PDF at all' };
    const refusal = await refused(await post({ files: [notPdf] }));
    expect(refusal.problems).toEqual([
      {
        path: 'files',
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Only PDF, JPEG or PNG files',
        fileName: 'rechnung.pdf',
      },
    ]);
    expect(await storedFiles()).toEqual(filesBefore);

    const renamed = await post({
      files: [
        { name: 'foto.pdf', type: 'application/pdf', content: sampleFiles.png },
        { name: 'rechnung.png', type: 'image/png', content: sampleFiles.pdf },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(201);
    const { contactRequestId } = contactRequestCreatedSchema.parse(renamed.json());
    const row = (await requestRows()).find((candidate) => candidate.id === contactRequestId)!;
    expect(row.files.map((file) => file.mimeType)).toEqual(['image/png', 'application/pdf']);
  });

  it('answers every §5 contact rule with its default message', async () => {
    const refusal = await refused(
      await post({
        fields: {
          firstName: 'A'.repeat(25),
          email: 'not-an-address',
          message: 'x'.repeat(1701),
          zip: '12345678',
          city: 'C'.repeat(26),
          orderNumber: '12a',
          ean: '40A',
          loyaltyMemberId: '1'.repeat(21),
          receiptNumber: 'r'.repeat(151),
          discount: 'd'.repeat(101),
          recaptchaResponse: validContactFields.recaptchaResponse,
        },
      }),
    );
    expect(Object.fromEntries(refusal.problems.map((problem) => [problem.path, problem.message]))).toEqual({
      firstName: 'You must enter a maximum of 24 characters',
      email: 'Please enter a valid email',
      message: 'You must enter a maximum of 1700 characters',
      zip: 'You must enter a maximum of 7 characters',
      city: 'You must enter a maximum of 25 characters',
      orderNumber: 'This field can only contain numbers',
      ean: 'This field can only contain numbers',
      loyaltyMemberId: 'You must enter a maximum of 20 characters',
      receiptNumber: 'You must enter a maximum of 150 characters',
      discount: 'You must enter a maximum of 100 characters',
    });
    const missing = await refused(await post({ fields: { recaptchaResponse: 'sandbox-passed' } }));
    expect(missing.problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['firstName', 'This field is required'],
      ['email', 'This field is required'],
      ['message', 'This field is required'],
    ]);
  });

  it('refuses a request without the robot check, and one whose hidden field a robot filled in', async () => {
    const filesBefore = await storedFiles();
    const { recaptchaResponse: _answer, ...withoutCheck } = validContactFields;
    const unchecked = await refused(await post({ fields: withoutCheck, files: [png] }));
    expect(unchecked.code).toBe('RECAPTCHA_FAILED');
    expect(unchecked.problems).toEqual([
      { path: 'recaptchaResponse', message: 'Please confirm that you are not a robot' },
    ]);
    const robot = await refused(
      await post({ fields: { ...validContactFields, homepage: 'http://spam.example' }, files: [png] }),
    );
    expect(robot.code).toBe('CONTACT_FORM_REJECTED');
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it(`refuses the post after ${maxContactPostsPerAddress} from one address, with the values sent`, async () => {
    for (let post_ = 0; post_ < maxContactPostsPerAddress; post_ += 1) {
      const response = await post({ fields: { firstName: 'Bot' } });
      expect(response.statusCode).toBe(400);
    }
    const filesBefore = await storedFiles();
    const limited = await post({ files: [png] });
    const refusal = await refused(limited, 429);
    expect(refusal.code).toBe('CONTACT_FORM_RATE_LIMITED');
    expect(refusal.values.firstName).toBe('Anna');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await post({ remoteAddress: `${remoteAddress}1` })).statusCode).toBe(201);
  });

  it('refuses a body that is not multipart inside with MULTIPART_MALFORMED and keeps nothing (issue 32.10)', async () => {
    const rowsBefore = (await requestRows()).length;
    const filesBefore = await storedFiles();
    const garbage = await post({ payloadOf: () => 'xxx' });
    // Cut inside the second file: the first was stored whole before the body broke off.
    const cut = await post({ files: [pdf, png], payloadOf: (encoded) => encoded.subarray(0, -60) });
    for (const response of [garbage, cut]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MULTIPART_MALFORMED' });
    }
    expect((await requestRows()).length).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a field with control characters and keeps none of the files (issue 32.9)', async () => {
    const filesBefore = await storedFiles();
    const response = await post({
      fields: { ...validContactFields, message: 'Die Milch\u0000 war abgelaufen.' },
      files: [pdf],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CONTROL_CHARACTERS_NOT_ALLOWED',
      details: [{ in: 'body', path: 'message' }],
    });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("links a logged-in customer's request to the account", async () => {
    const shopper = accountClient(() => testApp, 'de');
    await shopper.loggedIn(demoCustomerEmail);
    const response = await post({ cookies: Object.fromEntries(shopper.cookies) });
    expect(response.statusCode, response.body).toBe(201);
    const { contactRequestId } = contactRequestCreatedSchema.parse(response.json());
    const row = (await requestRows()).find((candidate) => candidate.id === contactRequestId)!;
    expect(row.customer_id).not.toBeNull();
  });
});
