// Issue 39: where the pay round trip's time goes. Starts the three services as `npm run bench`
// does (from `dist/`, so build first), makes each round's guests ready through the API, then
// drives the round trips (the pay post, the payment page, the return) in lanes and prints, per
// round, the median round trip and each process's CPU per round trip read from /proc: the API,
// the storefront, the payment sandbox and this driver. A measurement, not a test:
//
//   npm run build && npx tsx bench/pay-cpu.ts
//
// PAY_CPU_LANES (8), PAY_CPU_TRIPS per round (48), PAY_CPU_ROUNDS (5; the first warms up),
// BENCH_DATABASE=postgres (a throwaway server, whose processes' CPU is given too),
// PAY_CPU_PROFILE=<directory>: each service writes a V8 CPU profile there on exit, and
// `timed-rounds.json` lists the rounds' times (microseconds of the monotonic clock the profiles'
// timestamps use), so an analysis can keep the timed samples.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startThrowawayPostgres } from '../tests/setup/throwaway-postgres.js';
import { payRoundTrip, readyGuest } from './checkout.js';
import { waitFor } from './wait-for.js';
import { medianOf } from './statistics.js';

const lanes = Number(process.env.PAY_CPU_LANES ?? 8);
const trips = Number(process.env.PAY_CPU_TRIPS ?? 48);
const rounds = Number(process.env.PAY_CPU_ROUNDS ?? 5);
const profileDirectory = process.env.PAY_CPU_PROFILE;
const [apiPort, webPort, paymentPort] = [4410, 3410, 4910];
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;

/** User and system time of a process so far, in milliseconds (clock ticks of 10 ms). */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Every process named postgres on the machine, summed (the throwaway server's postmaster and
 * backends, when no other server runs beside it); 0 on PGlite.
 */
function postgresCpuMilliseconds(): number {
  if (!postgres) return 0;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMilliseconds(Number(entry));
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

function ownCpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function start(name: string, script: string, env: Record<string, string>, nodeOptions: string[] = []) {
  const profiling = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDirectory, name)}`] : [];
  return spawn(process.execPath, [...nodeOptions, ...profiling, script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MALLOC_MMAP_THRESHOLD_: '32768',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function orderableProduct() {
  const headers = { Accept: 'application/json', 'X-Tenant': 'de' };
  const listing = (await (
    await fetch(`${apiUrl}/api/categories/milch-kaese/products`, { headers })
  ).json()) as {
    products: { sku: string; price: { regular: number }; maxQuantity: number }[];
  };
  const product = listing.products[0];
  if (!product) throw new Error('the seed has no dairy products to order');
  // Enough of it for the minimum order value of a delivery.
  return {
    sku: product.sku,
    quantity: Math.min(product.maxQuantity, Math.ceil(4000 / product.price.regular)),
  };
}

const dataDir = '.data/pay-cpu';
rmSync(dataDir, { recursive: true, force: true });
if (profileDirectory) mkdirSync(profileDirectory, { recursive: true });
const postgres = process.env.BENCH_DATABASE === 'postgres' ? await startThrowawayPostgres() : undefined;
const sandbox = start('sandbox', 'dist/payment-sandbox/server.js', {
  PAYMENT_SANDBOX_PORT: String(paymentPort),
  PAYMENT_SANDBOX_WEBHOOK_URL: `${apiUrl}/api/payments/webhook`,
  PAYMENT_SANDBOX_LOG_LEVEL: 'warn',
});
const api = start(
  'api',
  'dist/backend/src/server.js',
  {
    API_PORT: String(apiPort),
    ...(postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DATA_DIR: dataDir }),
    PAYMENT_API_PORT: String(paymentPort),
    STOREFRONT_URL: webUrl,
  },
  ['--max-semi-space-size=8', '--max-old-space-size=512'],
);
const web = start(
  'storefront',
  'dist/server/index.js',
  {
    PORT: String(webPort),
    API_URL: apiUrl,
    SESSION_SECRET: 'pay-cpu-session-secret-not-for-production',
    PAYMENT_PAGE_ORIGINS: `http://localhost:${paymentPort}`,
  },
  ['--max-old-space-size=1024'],
);
const services: [string, ChildProcess][] = [
  ['API', api],
  ['storefront', web],
  ['sandbox', sandbox],
];
const timedRounds: [number, number][] = [];
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);
try {
  await waitFor(`${apiUrl}/health`);
  await waitFor(`${webUrl}/healthz`);
  const { sku, quantity } = await orderableProduct();
  for (let round = 0; round < rounds; round++) {
    const guests: Awaited<ReturnType<typeof readyGuest>>[] = [];
    for (let trip = 0; trip < trips; trip++) guests.push(await readyGuest(apiUrl, sku, quantity));
    const before = services.map(([, child]) => cpuMilliseconds(child.pid!));
    const driverBefore = ownCpuMilliseconds();
    const postgresBefore = postgresCpuMilliseconds();
    const latencies: number[] = [];
    const startedAt = monotonicMicroseconds();
    await Promise.all(
      Array.from({ length: Math.min(lanes, trips) }, async (_, lane) => {
        for (let trip = lane; trip < trips; trip += lanes)
          latencies.push(await payRoundTrip(webUrl, guests[trip]!));
      }),
    );
    timedRounds.push([startedAt, monotonicMicroseconds()]);
    // The webhooks the last round trips set off finish in the round they belong to.
    await sleep(300);
    const perTrip = (used: number) => (used / trips).toFixed(1);
    const cpu = services.map(
      ([name, child], index) => `${name} ${perTrip(cpuMilliseconds(child.pid!) - before[index]!)}`,
    );
    console.log(
      `round ${round}${round === 0 ? ' (warm-up)' : ''}: median ${Math.round(medianOf(latencies))} ms; ` +
        `CPU ms per round trip: ${cpu.join(', ')}, driver ${perTrip(ownCpuMilliseconds() - driverBefore)}` +
        (postgres ? `, PostgreSQL ${perTrip(postgresCpuMilliseconds() - postgresBefore)}` : ''),
    );
  }
  if (profileDirectory)
    writeFileSync(join(profileDirectory, 'timed-rounds.json'), JSON.stringify(timedRounds.slice(1)));
} finally {
  for (const [, child] of services) child.kill('SIGTERM');
  await sleep(1500);
  await postgres?.stop();
}
