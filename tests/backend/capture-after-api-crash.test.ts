import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { staffOrderSchema } from '../../backend/src/schemas/fulfilment.js';
import { demoPickerEmail } from '../../backend/src/seed/staff/insert-staff.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { callApiProcess } from './support/api-process.js';
import { bookNearSlot, staffClient } from './support/fulfilment-orders.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { killedApiBed } from './support/killed-api-bed.js';
import { readyCarts } from './support/ready-cart.js';
import { rowsOf } from './support/test-database.js';

// Decision 0088 with 0071's recovery: a real API process is killed with SIGKILL while a proxy
// holds the provider's answer to the final capture of a picked order (the capture was taken).
// Started again, its status check must find the capture, record it once, and the payment check
// find nothing. PostgreSQL only: two processes share the database.

describe('the final capture after a killed API', () => {
  const { bed, current, wallet, db, provider, startApi, held } = killedApiBed();

  let orderNumber: string;
  let orderId: string;
  let paymentId: string;
  let billTotal: number;

  const orderRow = async () =>
    (
      await rowsOf<{ state: string; captured_at: Date | null; captured_amount: number | null }>(
        db(),
        sql`select state, captured_at, captured_amount from orders where id = ${orderId}`,
      )
    )[0]!;
  const disagreements = async () =>
    (await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 2 * 60_000) })).disagreements
      .filter((found) => found.orderNumber === orderNumber)
      .map(({ kind }) => kind);

  it('dies while the final capture’s answer is held: the order is picked, the provider captured, the shop has no record', async () => {
    const { client } = await wallet.customer();
    await readyCarts(current).readyGuest([[bed.piece, 3]], client);
    await bookNearSlot(current, client);
    const paid = await payOnHostedPage(client, bed.sandbox, testCardNumbers.visaSuccess);
    const placed = await client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    ({ orderNumber } = placedOrderSchema.parse(placed.json()));
    [{ id: orderId, payment_id: paymentId }] = (await rowsOf<{ id: string; payment_id: string }>(
      db(),
      sql`select id, payment_id from orders where order_number = ${orderNumber}`,
    )) as [{ id: string; payment_id: string }];
    expect(await provider().getPayment(paymentId)).toMatchObject({ status: 'PENDING_CAPTURE' });

    // Picked in the test's process: two of the three pieces were there.
    const picker = await staffClient(current, demoPickerEmail);
    expect((await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`)).statusCode).toBe(200);
    const order = staffOrderSchema.parse((await picker.get(`/api/staff/orders/${orderNumber}`)).json());
    const line = order.lines[0]!;
    const put = await picker.call('PUT', `/api/staff/orders/${orderNumber}/lines/${line.lineId}`, {
      body: { outcome: 'picked', pickedQuantity: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);

    await startApi();
    await held(
      (method, path) => method === 'POST' && path.endsWith('/capture'),
      'hold-answer',
      () =>
        callApiProcess(bed.api.url, picker.cookies, 'POST', `/api/staff/orders/${orderNumber}/picked`, {}),
    );
    await bed.api.kill();

    const bill = staffOrderSchema.parse((await picker.get(`/api/staff/orders/${orderNumber}`)).json()).bill!;
    billTotal = bill.total;
    expect(await orderRow()).toMatchObject({ state: 'picked', captured_at: null });
    expect(await provider().getPayment(paymentId)).toMatchObject({
      status: 'CAPTURED',
      acquired: { cents: billTotal },
    });
    expect(await disagreements()).toEqual(['CAPTURED_WITHOUT_RECORD']);
  }, 120_000);

  it('restarted, its status check records the capture once, and the records agree', async () => {
    // The dead process's claim is a minute old.
    await db().execute(
      sql`update orders set capture_claimed_at = now() - interval '2 minutes' where id = ${orderId}`,
    );
    await startApi(1);
    await vi.waitFor(async () => expect((await orderRow()).captured_at).not.toBeNull(), {
      timeout: 30_000,
      interval: 250,
    });
    await bed.api.kill();
    expect(await orderRow()).toMatchObject({ state: 'picked', captured_amount: billTotal });
    expect((await provider().getCaptures(paymentId)).map((capture) => capture.amount?.cents)).toEqual([
      billTotal,
    ]);
    expect(await disagreements()).toEqual([]);
  }, 120_000);
});
