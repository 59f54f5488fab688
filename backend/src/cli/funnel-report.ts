import { writeFileSync } from 'node:fs';
import { withPreparedDatabase } from './prepared-database.js';
import { funnelByDay, funnelTable } from '../tracking/funnel.js';
import { funnelChartSvg } from '../tracking/funnel-chart.js';

const usage = `Usage: npm run --silent report:funnel [-- [--days <n>] [--svg <file>] [<tenant-id>]]

Prints the shop's own funnel per day of the last 14 (or n) days from the first-party collector
(issue 37, decision 0086): sessions, product views, adds to cart, checkouts begun, orders, revenue
and conversion (orders per session), as a table; writes the same as a bar chart to funnel.svg (or <file>).`;

async function run(args: string[]): Promise<number> {
  let days = 14;
  let svgPath = 'funnel.svg';
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--days') days = Number(args[++index]);
    else if (arg === '--svg') svgPath = args[++index] ?? '';
    else rest.push(arg);
  }
  if (
    !Number.isInteger(days) ||
    days < 1 ||
    days > 366 ||
    !svgPath ||
    rest.length > 1 ||
    rest[0]?.startsWith('-')
  ) {
    console.error(usage);
    return 2;
  }
  return withPreparedDatabase(async (db, config) => {
    const funnel = await funnelByDay(db, rest[0] ?? config.TENANT, days);
    process.stdout.write(funnelTable(funnel));
    writeFileSync(svgPath, funnelChartSvg(funnel));
    console.error(`Chart written to ${svgPath}.`);
    return 0;
  });
}

process.exitCode = await run(process.argv.slice(2));
