import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { callApiProcess } from './support/api-process.js';
import type { Holding } from './support/holding-proxy.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { killedApiBed } from './support/killed-api-bed.js';
import { rowsOf } from './support/test-database.js';

// Decision 0084, the two systems of a cancellation: a real API process is killed with SIGKILL
// while a proxy holds its call to the provider, after the shop's side was committed. Once with
// the refund taken at the provider and its answer lost, once before the provider was asked at
// all. Started again, its status check must make the provider's records and the shop's agree,
// with one refund each. PostgreSQL only: two processes share the database.

describe('a cancellation after a killed API', () => {
  const { bed, current, wallet, db, provider, startApi, held: heldCall } = killedApiBed();

  type Placed = {
    client: Awaited<ReturnType<typeof wallet.customer>>['client'];
    orderNumber: string;
    paymentId: string;
    orderId: string;
    total: number;
  };
  /** Placed in the test's process and captured at once: its slot is two weeks ahead (decision 0088's long-ahead rule). */
  async function placedOrder(): Promise<Placed> {
    const { client } = await wallet.customer();
    await readyCarts(current).readyGuest([[bed.piece, 2]], client);
    const paid = await payOnHostedPage(client, bed.sandbox, testCardNumbers.visaSuccess);
    const placed = await client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber, total } = placedOrderSchema.parse(placed.json());
    const [row] = await rowsOf<{ id: string; payment_id: string; captured_at: Date | null }>(
      db(),
      sql`select id, payment_id, captured_at from orders where order_number = ${orderNumber}`,
    );
    expect(row?.captured_at).toBeTruthy();
    return { client, orderNumber, total, paymentId: row!.payment_id, orderId: row!.id };
  }

  const cancellationOf = async (orderId: string) =>
    (
      await rowsOf<{ settled_at: Date | null; outcome: string | null; provider_operation_id: string | null }>(
        db(),
        sql`select settled_at, outcome, provider_operation_id from order_cancellations where order_id = ${orderId}`,
      )
    )[0];
  const disagreementsAbout = async (orderNumber: string) =>
    (await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 2 * 60_000) })).disagreements
      .filter((found) => found.orderNumber === orderNumber)
      .map(({ kind }) => kind)
      .sort();

  let refundAnswerLost: Placed;
  let neverAsked: Placed;

  it('dies after the shop cancelled two orders: once with the refund taken and its answer lost, once before asking the provider', async () => {
    refundAnswerLost = await placedOrder();
    neverAsked = await placedOrder();
    await startApi();

    const held = (holds: (method: string, path: string) => boolean, how: Holding, order: Placed) =>
      heldCall(holds, how, () =>
        callApiProcess(
          bed.api.url,
          order.client.cookies,
          'POST',
          `/api/orders/${order.orderNumber}/cancellation`,
          {},
        ),
      );
    await held(
      (method, path) => method === 'POST' && path.endsWith('/refund'),
      'hold-answer',
      refundAnswerLost,
    );
    await held(
      (method, path) => method === 'GET' && path.endsWith(`/payments/${neverAsked.paymentId}`),
      'hold-request',
      neverAsked,
    );
    await bed.api.kill();

    // The shop's side is whole for both: cancelled, the intent unsettled.
    for (const order of [refundAnswerLost, neverAsked]) {
      expect(await rowsOf(db(), sql`select state from orders where id = ${order.orderId}`)).toEqual([
        { state: 'cancelled' },
      ]);
      expect(await cancellationOf(order.orderId)).toMatchObject({ settled_at: null, outcome: null });
    }
    // The provider refunded one, and still holds the other's capture; the payment check lists both.
    expect(await provider().getPayment(refundAnswerLost.paymentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await provider().getPayment(neverAsked.paymentId)).toMatchObject({ status: 'CAPTURED' });
    expect(await disagreementsAbout(refundAnswerLost.orderNumber)).toEqual(['CANCELLATION_UNSETTLED']);
    expect(await disagreementsAbout(neverAsked.orderNumber)).toEqual([
      'CANCELLATION_UNSETTLED',
      'CANCELLED_BUT_HELD',
    ]);
  }, 120_000);

  it('restarted, its status check settles both with one refund each, and the records agree', async () => {
    // A minute later nobody is settling them any more.
    await db().execute(
      sql`update order_cancellations set cancelled_at = now() - interval '2 minutes', settle_claimed_at = now() - interval '2 minutes'
        where order_id in (${refundAnswerLost.orderId}, ${neverAsked.orderId})`,
    );
    await startApi(1);
    await vi.waitFor(
      async () => {
        for (const order of [refundAnswerLost, neverAsked])
          expect(await cancellationOf(order.orderId)).toMatchObject({ outcome: 'REFUNDED' });
      },
      { timeout: 30_000, interval: 250 },
    );
    await bed.api.kill();

    for (const order of [refundAnswerLost, neverAsked]) {
      const refunds = await provider().getRefunds(order.paymentId);
      expect(refunds.map((refund) => refund.amount?.cents)).toEqual([order.total]);
      expect((await cancellationOf(order.orderId))?.provider_operation_id).toBe(refunds[0]!.operationId);
      expect(await provider().getPayment(order.paymentId)).toMatchObject({ status: 'REFUNDED' });
      expect(await disagreementsAbout(order.orderNumber)).toEqual([]);
      expect(
        await rowsOf(
          db(),
          sql`select 1 from outbox_emails where subject = ${`Deine Bestellung ${order.orderNumber} ist storniert`}`,
        ),
      ).toHaveLength(1);
    }
  }, 120_000);
});
