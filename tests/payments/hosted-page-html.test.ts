import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { challengePage, notFoundPage, paymentPage } from '../../payment-sandbox/hosted-page.js';
import { createPaymentLedger } from '../../payment-sandbox/payment-ledger.js';

const vnuJar = new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url).pathname;

/** The Nu HTML checker's errors for each page, by file name. */
async function htmlErrors(pages: Record<string, string>) {
  const folder = await mkdtemp(join(tmpdir(), 'hosted-page-'));
  try {
    const files = await Promise.all(
      Object.entries(pages).map(async ([name, html]) => {
        const file = join(folder, `${name}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)('java', [
      '-jar',
      vnuJar,
      '--errors-only',
      '--format',
      'json',
      '--stdout',
      ...files,
    ]).catch((failure: { stdout: string }) => failure);
    const { messages } = JSON.parse(stdout) as { messages: { url: string; message: string }[] };
    return messages.map(({ url, message }) => `${url.split('/').pop()}: ${message}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('the hosted payment page HTML', () => {
  it('is valid HTML for every page the shopper can see', async () => {
    const checkout = createPaymentLedger().openHostedCheckout({
      merchantReference: 'cart-<1>',
      amount: 4599,
      currency: 'EUR',
      returnUrl: 'http://localhost:3000/zahlung',
      locale: 'de_AT',
      allowedProductIds: [],
      allowedAttempts: 2,
      authorizationModes: {
        card: 'PRE_AUTHORIZATION',
        mobile: 'PRE_AUTHORIZATION',
        redirect: 'FINAL_AUTHORIZATION',
      },
    });
    const pages = {
      choice: paymentPage(checkout, `/hostedcheckout/${checkout.id}`),
      declined: paymentPage(checkout, `/hostedcheckout/${checkout.id}`, 'declined'),
      challenge: challengePage(checkout, `/hostedcheckout/${checkout.id}/challenge`),
      missing: notFoundPage(),
    };
    expect(pages.choice).toContain('cart-&#60;1&#62;');
    expect(await htmlErrors(pages)).toEqual([]);
  });
});
