import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { de } from '../../backend/src/seed/messages/de.js';
import { formMessagesDe } from '../../backend/src/seed/messages/forms-de.js';
import { startTestApp, type TestApp } from '../backend/support/test-app.js';
import { rowsOf } from '../backend/support/test-database.js';
import { startStorefrontFromSource, type StorefrontFromSource } from './storefront-from-source.js';

// Issue 32, points 9 and 10: bad input gets the shop's error page, never a 5xx.
const browser = {
  Accept: 'text/html,application/xhtml+xml',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  'Sec-Fetch-Dest': 'document',
};
const controlCharactersText = de.error.controlCharacters;

let api: TestApp;
let shop: StorefrontFromSource;
let uploadDirectory: string;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'error');
  uploadDirectory = await mkdtemp(path.join(tmpdir(), 'bad-input-uploads-'));
  api = await startTestApp('pglite', { CONTACT_UPLOAD_DIR: uploadDirectory });
  shop = await startStorefrontFromSource(await api.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await shop?.close();
  await api?.close();
  await rm(uploadDirectory, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

type Answer = { request: string; status: number; type: string | null; text: string };

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${shop.url}${url}`, {
    ...init,
    headers: { ...browser, Origin: shop.url, ...init.headers },
  });
  const request = `${init.method ?? 'GET'} ${url}`;
  return {
    request,
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

const postForm = (url: string, body: string) =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

/** A path of the route table with each parameter (`:slug`, `:sku?`, `*`) filled in. */
const filledIn = (pattern: string, value: string) => pattern.replace(/:\w+\??|\*/g, value);

/** The answers that are not the error page with the control-character text, status 400. */
const notRefused = (answers: Answer[]) =>
  answers
    .filter(
      (answer) =>
        answer.status !== 400 ||
        !answer.type?.startsWith('text/html') ||
        !answer.text.includes(controlCharactersText),
    )
    .map(({ request, status }) => `${request}: ${status}`);

describe('control characters (issue 32.9)', () => {
  it('answers the pages named in the issue with the error page, status 400', async () => {
    const answers = await Promise.all([
      send('/%00'),
      send('/rezepte/%00'),
      send('/filialfinder?q=%00'),
      postForm('/resources/cart', 'intent=add&sku=%00&quantity=1'),
      postForm('/anmelden', 'email=anna%00%40example.at&password=geheim'),
    ]);
    expect(notRefused(answers)).toEqual([]);
  });

  it('refuses them in the path, the query and a form or JSON post of every route with that page, never a 5xx', async () => {
    expect(shop.paths).toEqual(expect.arrayContaining(['/', '/*', '/rezepte/:slug', '/resources/cart']));
    const answers: Answer[] = [];
    for (const pattern of shop.paths) {
      if (pattern !== filledIn(pattern, '')) answers.push(await send(filledIn(pattern, 'milch%00')));
      const page = filledIn(pattern, 'milch');
      answers.push(await send(`${page}?q=%00&page=2`));
      answers.push(await postForm(page, 'intent=add&sku=1001%00&quantity=1'));
      answers.push(
        await send(page, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"q":"\\u0000"}',
        }),
      );
    }
    expect(answers.length).toBeGreaterThan(4 * 40);
    expect(notRefused(answers)).toEqual([]);
  });

  it('lets tabs and line breaks through', async () => {
    const answer = await send('/filialfinder?q=Wien%0D%0A%09');
    expect(answer.status).toBe(200);
  });
});

describe('a contact form post that is not multipart inside (issue 32.10)', () => {
  const storedRequests = async () =>
    (
      await rowsOf<{ count: number }>(
        api.database.db,
        sql`select count(*)::int as count from contact_requests`,
      )
    )[0]!.count;

  it("answers the contact page's error page, status 400, and stores nothing", async () => {
    const before = await storedRequests();
    const answer = await send('/service/kontakt', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: 'xxx',
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.text).toContain(formMessagesDe.forms.contact.unreadable);
    expect(await storedRequests()).toBe(before);
    expect(await readdir(uploadDirectory)).toEqual([]);
  });

  it('answers a field with control characters with the error page, and stores nothing', async () => {
    const form = new FormData();
    form.append('intent', 'contact-form');
    form.append('firstName', 'Anna');
    form.append('email', 'anna.berger@example.at');
    form.append('message', 'Die Milch\u0000 war abgelaufen.');
    form.append('files', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'rechnung.pdf');
    const before = await storedRequests();
    const answer = await send('/service/kontakt', { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(controlCharactersText);
    expect(await storedRequests()).toBe(before);
    expect(await readdir(uploadDirectory)).toEqual([]);
  });
});
