import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eApiUrl, e2ePaymentSandboxUrl } from '../../playwright.config';

// Issue 37, decision 0085: a browser open on the shop while a new build is deployed under it, as a
// blue-green deploy does it: the shop's address is a load balancer (here a small proxy in the
// test) in front of the running storefront; a second storefront process is started from another
// build directory, and the balancer sends every request after the switch to it. The second build
// is the first with a new build id (the server bundle's assets version and its manifest file),
// which is all a browser can tell two builds apart by.

const root = process.cwd();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Forwards each request to the storefront `upstream()` names at the time it comes in. */
async function loadBalancer(upstream: () => number): Promise<{ port: number; close: () => void }> {
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: 'localhost', port: upstream(), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => server.close(() => undefined).closeAllConnections(),
  };
}

/** A storefront process as production runs it, from the build directory `cwd` (build/ and public/). */
async function startStorefront(cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: e2eApiUrl,
      SESSION_SECRET: 'e2e-session-secret-not-for-production',
      PAYMENT_PAGE_ORIGINS: e2ePaymentSandboxUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Not left running when the test is cut short.
  process.once('exit', () => child.kill('SIGKILL'));
  for (let tries = 0; tries < 200; tries += 1) {
    const healthy = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the storefront in ${cwd} did not start on port ${port}`);
}

async function stopStorefront(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** The second build: the first one's files with another build id, in a directory of its own. */
function secondBuild(directory: string, firstId: string): string {
  const nextId = (parseInt(firstId, 16) ^ 0xffffffff).toString(16).padStart(8, '0');
  const manifest = (id: string) => `manifest-${id.toUpperCase()}.js`;
  mkdirSync(path.join(directory, 'build/server'), { recursive: true });
  const bundle = readFileSync(path.join(root, 'build/server/index.js'), 'utf8');
  expect(bundle).toContain(`version: "${firstId}"`);
  writeFileSync(
    path.join(directory, 'build/server/index.js'),
    bundle
      .replace(`version: "${firstId}"`, `version: "${nextId}"`)
      .replace(manifest(firstId), manifest(nextId)),
  );
  cpSync(path.join(root, 'public'), path.join(directory, 'public'), { recursive: true });
  const manifestFile = readFileSync(path.join(root, 'public/build', manifest(firstId)), 'utf8');
  writeFileSync(
    path.join(directory, 'public/build', manifest(nextId)),
    manifestFile.replace(`"version":"${firstId}"`, `"version":"${nextId}"`),
  );
  return nextId;
}

const buildOf = (page: Page) =>
  page.evaluate(() => (window as { __remixManifest?: { version: string } }).__remixManifest?.version);

/** Paths of the shop's own header links, other than the page's own. */
async function headerPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)].filter((pathname) => pathname !== new URL(page.url()).pathname);
}

test('an open page loads its next page from the new build once it is deployed, exactly once', async ({
  page,
  baseURL,
}) => {
  const running = Number(new URL(baseURL!).port);
  // The second build's directory is under the project, so its bundle finds node_modules.
  mkdirSync(path.join(root, '.data'), { recursive: true });
  const directory = mkdtempSync(path.join(root, '.data/e2e-second-build-'));
  const firstId = /version: "([0-9a-f]+)",[^}]*url: "\/build\/manifest-/.exec(
    readFileSync(path.join(root, 'build/server/index.js'), 'utf8'),
  )![1]!;
  const nextId = secondBuild(directory, firstId);
  const nextPort = await freePort();
  // It starts while the shopper's page loads from the running one.
  const nextStorefront = startStorefront(directory, nextPort);
  let upstream = running;
  const balancer = await loadBalancer(() => upstream);
  const origin = `http://localhost:${balancer.port}`;
  try {
    // The page's clock is Playwright's, so the hour until the next check can pass at once.
    await page.clock.install();
    const firstManifest = page.waitForResponse((response) => response.url().includes('/builds/meta/'));
    await page.goto(`${origin}/`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await buildOf(page)).toBe(firstId);
    // §9: the manifest of the page's build is asked for 1 s after idle, and is served.
    expect((await firstManifest).url()).toBe(`${origin}/builds/meta/${firstId}.json`);
    expect((await firstManifest).status()).toBe(200);

    // 59 minutes pass on the running build: the page's own timers (the cart check every minute)
    // run as they would, and find their routes there. The cart check's first load discovers its
    // route first (`/__manifest`); sent after the switch, that would go to the new build, whose
    // other version makes Remix reload the page on its own (decision 0085), so the deploy waits
    // for the check's answer.
    const cartChecked = page.waitForResponse((response) =>
      response.url().includes('/resources/cart-validation'),
    );
    await page.clock.fastForward('59:00');
    expect((await cartChecked).ok()).toBe(true);
    // The deploy: from now on the balancer sends every request to the second build's process.
    await nextStorefront;
    upstream = nextPort;

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    });
    // §9: an hour after it started, the page asks which build is live.
    const latest = page.waitForResponse((response) => response.url().includes('/builds/latest.json?'));
    await page.clock.fastForward('01:00');
    expect(await (await latest).json()).toMatchObject({ id: nextId });
    expect(await buildOf(page)).toBe(firstId);

    // The next navigation is a page load from the new build.
    const [first] = await headerPaths(page);
    await page.evaluate(() => Object.assign(window, { beforeTheDeploy: true }));
    await page.locator(`header a[href="${first}"]`).first().click();
    await expect(page).toHaveURL(`${origin}${first}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await page.evaluate(() => 'beforeTheDeploy' in window)).toBe(false);
    expect(await buildOf(page)).toBe(nextId);
    expect(documents).toEqual([`${origin}${first}`]);

    // Exactly once: the new build's page navigates inside the app again.
    const [next] = await headerPaths(page);
    await page.locator(`header a[href="${next}"]`).first().click();
    await expect(page).toHaveURL(`${origin}${next}`);
    expect(documents).toEqual([`${origin}${first}`]);
  } finally {
    balancer.close();
    const child = await nextStorefront.catch(() => undefined);
    if (child) await stopStorefront(child);
    rmSync(directory, { recursive: true, force: true });
  }
});
