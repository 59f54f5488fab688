// Issue 37 (decisions 0017, 0086): the home page's first scripts, gzipped as they travel, without
// and with the statistics consent: budget 100 KB either way, since the tracking layer loads only
// after the consent, after the page. Against a running production build (`npm run build`, then
// `npm start` or the journeys' servers): `npx tsx bench/home-javascript.ts [http://localhost:3000]`.
import { measurePageWeight } from './page-weight.js';

const BUDGET_BYTES = 100 * 1024;
const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

let over = false;
for (const [shopper, cookie] of [
  ['without consent', undefined],
  ['with the statistics consent', 'consent=C0002'],
] as const) {
  const { javascript, files } = await measurePageWeight(baseUrl, '/', cookie);
  over ||= javascript > BUDGET_BYTES;
  console.log(
    `Home page ${shopper}: ${kb(javascript)} KB of JavaScript gzipped in ${files} files (budget ${kb(BUDGET_BYTES)} KB)`,
  );
}
process.exitCode = over ? 1 : 0;
