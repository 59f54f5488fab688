import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logIn } from './support/accounts';

// Issue 15.13: the W3C Nu HTML checker finds no error in the HTML the shop sends.
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

async function firstProduct(): Promise<ProductSummary> {
  const response = await fetch(`${e2eApiUrl}/api/categories/obst-gemuese/products?pageSize=1`, {
    headers: { 'X-Tenant': 'de' },
  });
  return ((await response.json()) as { products: ProductSummary[] }).products[0]!;
}

test('the pages are valid HTML', async ({ page, context }) => {
  test.skip(test.info().project.name === 'javascript-off', 'the server sends the same HTML to both');
  test.setTimeout(90_000);
  await logIn(page, await createCustomer('vnu'));
  const product = await firstProduct();
  const pages = {
    home: '/',
    category: '/kategorie/obst-gemuese',
    product: `/produkte/${product.slug}/${product.sku}`,
    search: '/suche/apfel',
    cart: '/warenkorb',
    login: '/anmelden',
    registration: '/registrieren',
    profile: '/profil',
    contact: '/service/kontakt',
    newsletter: '/newsletter',
  };

  const directory = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      // The shopper's cookies (logged in), the bytes as sent: not the browser's DOM.
      const response = await context.request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(200);
      const body = await response.body();
      // React 18's Node renderer pads a buffer with NUL bytes where a multi-byte character did not fit.
      expect(body.indexOf(0), `NUL byte in ${pagePath}`).toBe(-1);
      await writeFile(path.join(directory, `${name}.html`), body);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--format', 'json', '--errors-only', '--exit-zero-always', directory],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.map(
      ({ url, lastLine, message, extract }) =>
        `${path.basename(url)}:${lastLine ?? '?'} ${message} ${extract ?? ''}`,
    );
    expect(errors).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
