import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import type { ReceivedWebhook } from '../payments/payment-sandbox-server.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { accountClient } from './support/account-client.js';
import { callApiProcess } from './support/api-process.js';
import { payOnHostedPage, webhookFor, webhookHeaders, type PaidCheckout } from './support/hosted-payment.js';
import { killedApiBed } from './support/killed-api-bed.js';
import { readyCarts } from './support/ready-cart.js';
import { rowsOf } from './support/test-database.js';

// Decision 0102: the shopper's return answers once the webhook's order is committed, while the
// webhook still captures (a slot two weeks ahead: at placement). A real API process is killed
// with SIGKILL after the return answered and while a proxy holds the webhook's capture request
// unsent. The shop has the order the shopper was shown, uncaptured; the provider captured
// nothing. Started again, the webhook the provider sends again captures once and both agree.
// PostgreSQL only: two processes share the database.

describe('the return answered before the capture, and a killed API', () => {
  const { bed, current, db, provider, startApi, held } = killedApiBed({ receiveWebhooks: true });

  let paid: PaidCheckout;
  let webhook: ReceivedWebhook;
  let orderNumber: string;

  /** The webhook as the provider sends it, to the API process. */
  const deliver = () =>
    fetch(`${bed.api.url}/api/payments/webhook`, {
      method: 'POST',
      body: webhook.body,
      headers: webhookHeaders(webhook),
    });
  const orderRow = async () =>
    (
      await rowsOf<{
        payment_id: string;
        capture_claimed_at: Date | null;
        captured_at: Date | null;
        captured_amount: number | null;
        total: number;
      }>(
        db(),
        sql`select payment_id, capture_claimed_at, captured_at, captured_amount, total from orders where order_number = ${orderNumber}`,
      )
    )[0]!;
  const disagreements = async () =>
    (await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 2 * 60_000) })).disagreements
      .filter((found) => found.orderNumber === orderNumber)
      .map(({ kind }) => kind);

  it('answers the shopper with the order while the webhook’s capture is held, then dies: ordered, not captured', async () => {
    const shopper = accountClient(current);
    await readyCarts(current).readyGuest([[bed.piece, 2]], shopper);
    paid = await payOnHostedPage(shopper, bed.sandbox, testCardNumbers.visaSuccess, 'after');
    webhook = await webhookFor(bed.webhooks!.received, paid.hostedCheckoutId);

    await startApi();
    // The webhook places the order; the proxy holds its capture request, unsent.
    await held((method, path) => method === 'POST' && path.endsWith('/capture'), 'hold-request', deliver);
    const returned = await callApiProcess(bed.api.url, shopper.cookies, 'POST', '/api/checkout/return', {
      hostedCheckoutId: paid.hostedCheckoutId,
      RETURNMAC: paid.returnMac,
    });
    expect(returned.status).toBe(200);
    ({ orderNumber } = placedOrderSchema.parse(await returned.json()));
    await bed.api.kill();

    const order = await orderRow();
    expect(order).toMatchObject({ captured_at: null });
    expect(order.capture_claimed_at).not.toBeNull();
    expect(await provider().getPayment(order.payment_id)).toMatchObject({ status: 'PENDING_CAPTURE' });
    expect(await provider().getCaptures(order.payment_id)).toEqual([]);
  }, 120_000);

  it('restarted, the webhook sent again captures once, and the records agree', async () => {
    // The dead process's claim is a minute old.
    await db().execute(
      sql`update orders set capture_claimed_at = now() - interval '2 minutes' where order_number = ${orderNumber}`,
    );
    await startApi();
    const again = await deliver();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ handled: true });
    // Sent once more (the provider may): nothing is captured twice.
    expect((await deliver()).status).toBe(200);
    await bed.api.kill();

    const order = await orderRow();
    expect(order.captured_at).not.toBeNull();
    expect(order.captured_amount).toBe(order.total);
    expect((await provider().getCaptures(order.payment_id)).map((capture) => capture.amount?.cents)).toEqual([
      order.total,
    ]);
    const [{ count }] = (await rowsOf<{ count: number }>(
      db(),
      sql`select count(*)::int as count from orders where cart_id = ${paid.cart.id}`,
    )) as [{ count: number }];
    expect(count).toBe(1);
    expect(await disagreements()).toEqual([]);
  }, 120_000);
});
