import { checkPayments } from '../checkout/payment-check.js';
import { createPaymentProvider } from '../payments/payment-provider.js';
import { withPreparedDatabase } from './prepared-database.js';

const usage = `Usage: npm run check:payments [-- --days <1-400>]

Compares the orders placed and the payments begun in the last days (30 unless told) with the
payment provider's records, and lists each disagreement as one tab-separated line: kind, order
number, hosted checkout, payment, detail. Exits 1 when anything disagrees, 0 when all agree,
2 on wrong use (docs/payments.md).`;

function daysOf(args: string[]): number | null {
  if (args.length === 0) return 30;
  const days = Number(args[1]);
  if (args.length !== 2 || args[0] !== '--days' || !Number.isInteger(days) || days < 1 || days > 400)
    return null;
  return days;
}

async function run(args: string[]): Promise<number> {
  const days = daysOf(args);
  if (days === null) {
    console.error(usage);
    return 2;
  }
  return withPreparedDatabase(async (db, config) => {
    const result = await checkPayments(db, createPaymentProvider(config), { days });
    const lines = result.disagreements.map((found) =>
      [
        found.kind,
        found.orderNumber ?? '-',
        found.hostedCheckoutId ?? '-',
        found.paymentId ?? '-',
        found.detail,
      ].join('\t'),
    );
    process.stdout.write(lines.map((line) => `${line}\n`).join(''));
    const summary = `${result.orders} orders and ${result.attempts} payments without an order checked over ${days} days: ${result.disagreements.length} disagreements`;
    console.error(summary);
    return result.disagreements.length === 0 ? 0 : 1;
  });
}

process.exitCode = await run(process.argv.slice(2));
