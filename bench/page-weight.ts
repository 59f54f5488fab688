// Issue 7: a page's HTML plus its linked scripts and stylesheets, sized gzipped as they travel.
// Target for the home page: at most 100 KB of JavaScript gzipped.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** What a new connection sends before its first acknowledgement: ten TCP segments (decision 0065). */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

export type PageWeight = {
  path: string;
  html: number;
  javascript: number;
  css: number;
  /** The messages the browser translates with (decision 0025). */
  messages: number;
  files: number;
  javascriptLoaded?: number;
  /** Issue 39: the page's JavaScript budget in KB, gzipped. */
  javascriptBudget?: number;
  /** The document as a browser gets it: brotli body and response headers. */
  documentOnTheWire: number;
};

const gzipped = (body: Buffer) => gzipSync(body).length;

function linkedAssets(html: string): { scripts: string[]; styles: string[]; messages: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const messages: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href')?.replaceAll('&amp;', '&');
    if (!href) continue;
    if (/data-messages/.test(tag)) messages.push(href);
    if (/rel="modulepreload"/.test(tag)) scripts.add(href);
    if (/rel="stylesheet"/.test(tag)) styles.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g))
    scripts.add(attribute(tag, 'src')!);
  // The entry script imports its modules inline: `import "/build/…"`.
  for (const [, src] of html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?["'](\/build\/[^"']+\.js)["']/g))
    scripts.add(src!);
  return { scripts: [...scripts], styles: [...styles], messages };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The document as a browser asks for it (brotli): its HTML, and its bytes on the wire with the headers. */
function downloadDocument(url: string, cookie?: string): Promise<{ html: Buffer; onTheWire: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          'Accept-Encoding': 'gzip, deflate, br, zstd',
          // A shopper's browser: headless Chromium's own user agent counts as a bot (§2).
          'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
        const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const html =
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          resolve({ html, onTheWire: headerBytes + body.length });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

export async function measurePageWeight(baseUrl: string, path: string, cookie?: string): Promise<PageWeight> {
  const { html, onTheWire } = await downloadDocument(new URL(path, baseUrl).href, cookie);
  const { scripts, styles, messages } = linkedAssets(html.toString('utf8'));
  const sizes = async (urls: string[]) =>
    (await Promise.all(urls.map(async (url) => gzipped(await download(new URL(url, baseUrl).href))))).reduce(
      (sum, size) => sum + size,
      0,
    );
  return {
    path,
    html: gzipped(html),
    javascript: await sizes(scripts),
    css: await sizes(styles),
    messages: await sizes(messages),
    files: scripts.length + styles.length,
    documentOnTheWire: onTheWire,
  };
}

/** With the journeys' Chromium (CHROMIUM_PATH): what a hydrated page really fetches. */
export async function measureLoadedJavaScript(
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<number> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // A shopper's browser: headless Chromium's own user agent counts as a bot (§2).
    const page = await browser.newPage({
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
      ...(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {}),
    });
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        sizes.push(response.body().then(gzipped, () => 0));
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

/** Issue 39: the cart and the checkout may load 110 KB of JavaScript, gzipped, every other page 100. */
export const javascriptBudgetOf = (pageName: string) =>
  pageName === 'cart' || pageName === 'checkout' ? 110 : 100;

export function printPageWeights(weights: PageWeight[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nTransferred, gzipped (KB); JavaScript budget: cart and checkout 110 KB, every other page 100 KB.` +
      `\nDocument: bytes as the browser gets it (brotli and headers); the first round trip carries ${FIRST_ROUND_TRIP_BYTES}.\n`,
  );
  console.table(
    weights.map((weight) => ({
      page: weight.path,
      'HTML KB': kb(weight.html),
      'document bytes': weight.documentOnTheWire,
      'first round trip': weight.documentOnTheWire <= FIRST_ROUND_TRIP_BYTES ? 'yes' : 'no',
      'JavaScript KB': kb(weight.javascript),
      'JavaScript loaded KB': weight.javascriptLoaded === undefined ? '-' : kb(weight.javascriptLoaded),
      'within budget':
        weight.javascriptBudget === undefined
          ? '-'
          : weight.javascript <= weight.javascriptBudget * 1024
            ? 'yes'
            : 'no',
      'CSS KB': kb(weight.css),
      'messages KB': kb(weight.messages),
      files: weight.files,
    })),
  );
}
