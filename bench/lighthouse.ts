// Issue 20: Lighthouse's mobile run (simulated throttling, version pinned) on the shop's main pages,
// with Debian's Chromium. Targets: CLS at most 0.02, total blocking time 100 ms, LCP 1.25 s.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthousePage = { name: string; path: string; cookie?: string };

export type LighthouseFigures = {
  name: string;
  path: string;
  score: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
};

const targets = { largestContentfulPaint: 1250, totalBlockingTime: 100, cumulativeLayoutShift: 0.02 };

// A shopper's phone: Lighthouse's own user agent names itself, and the shop serves bots differently (§2).
const shopperUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// A trace Chromium failed to record (NO_NAVSTART and the like) is retried, twice at most.
const ATTEMPTS = 3;

async function measurePage(port: number, baseUrl: string, page: LighthousePage): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      new URL(page.path, baseUrl).href,
      {
        port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      },
      { extends: 'lighthouse:default', settings: { emulatedUserAgent: shopperUserAgent } },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError && attempt < ATTEMPTS) continue;
    if (runtimeError) throw new Error(`Lighthouse on ${page.path}: ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      name: page.name,
      path: page.path,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      largestContentfulPaint: Math.round(value('largest-contentful-paint')),
      totalBlockingTime: Math.round(value('total-blocking-time')),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
    };
  }
}

export async function runLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) figures.push(await measurePage(chrome.port, baseUrl, page));
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(figures: LighthouseFigures[]) {
  const mark = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');
  console.log(
    `\nLighthouse 12.2.3 mobile, simulated throttling; targets: LCP ≤ ${targets.largestContentfulPaint} ms, TBT ≤ ${targets.totalBlockingTime} ms, CLS ≤ ${targets.cumulativeLayoutShift}\n`,
  );
  console.table(
    figures.map((figure) => ({
      page: `${figure.name} ${figure.path}`,
      score: figure.score,
      'LCP ms': `${figure.largestContentfulPaint} ${mark(figure.largestContentfulPaint, targets.largestContentfulPaint)}`,
      'TBT ms': `${figure.totalBlockingTime} ${mark(figure.totalBlockingTime, targets.totalBlockingTime)}`,
      CLS: `${figure.cumulativeLayoutShift.toFixed(3)} ${mark(figure.cumulativeLayoutShift, targets.cumulativeLayoutShift)}`,
    })),
  );
}
