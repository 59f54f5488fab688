import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { productListSchema } from '../../backend/src/schemas/catalogue.js';
import { checkoutAnswerSchema, placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import {
  finalBillSchema,
  staffOrderListSchema,
  staffOrderSchema,
  type StaffOrder,
} from '../../backend/src/schemas/fulfilment.js';
import {
  customerOrderListSchema,
  customerOrderSchema,
  orderTrackingSchema,
} from '../../backend/src/schemas/orders.js';
import {
  demoOtherPickerEmail,
  demoPickerEmail,
  demoStoreManagerEmail,
} from '../../backend/src/seed/staff/insert-staff.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { accountClient } from './support/account-client.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { reachableAddress } from './support/ready-cart.js';
import { runStatusCheck } from './support/sandbox-app.js';
import { drivers, rowsOf } from './support/test-database.js';
import { bookNearSlot, staffClient } from './support/fulfilment-orders.js';
import { walletTestBed } from './support/wallet-test-bed.js';

// Issue 36, decision 0088: an order is picked, weighed, substituted, captured for what was picked
// (a final capture releasing the rest), handed over and refunded, by staff with the rights for it.

describe.each(drivers)('picking, the final capture and refunds on %s', (driver) => {
  const { bed, current, ready, wallet } = walletTestBed(driver);
  type Client = ReturnType<typeof accountClient>;
  const provider = () => bed.testApp.app.paymentProvider;
  const db = () => bed.testApp.database.db;

  const staff = (email: string) => staffClient(current, email);

  /** A guest's order by card of a piece (x2), a second piece and the weight article, in a slot within days. */
  async function placedOrder(shopper?: Client, { longAhead = false } = {}) {
    const { pieces, weighed } = await ready.orderableProducts();
    const guest = await ready.readyGuest(
      [
        [pieces[0]!, 2],
        [pieces[1]!, 1],
        [weighed, 500],
      ],
      shopper,
    );
    // readyGuest booked the last slot, two weeks ahead: the long-ahead rule's case.
    const near = longAhead ? null : await bookNearSlot(current, guest);
    const paid = await payOnHostedPage(guest, bed.sandbox, testCardNumbers.visaSuccess);
    const placed = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(placed.json());
    const [row] = await rowsOf<{ id: string; payment_id: string; captured_at: Date | null }>(
      db(),
      sql`select id, payment_id, captured_at from orders where order_number = ${orderNumber}`,
    );
    return {
      guest,
      orderNumber,
      paymentId: row!.payment_id,
      orderId: row!.id,
      capturedAt: row!.captured_at,
      near,
    };
  }

  const orderOf = async (client: Client, orderNumber: string) => {
    const answer = await client.get(`/api/staff/orders/${orderNumber}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return staffOrderSchema.parse(answer.json());
  };
  const put = (client: Client, orderNumber: string, lineId: string, body: object) =>
    client.call('PUT', `/api/staff/orders/${orderNumber}/lines/${lineId}`, { body });
  const lineOf = (order: StaffOrder, test: (line: StaffOrder['lines'][number]) => boolean) =>
    order.lines.find(test)!;
  const mails = (subject: string) =>
    rowsOf<{ text_body: string }>(
      db(),
      sql`select text_body from outbox_emails where subject like ${subject}`,
    );

  it('picks, weighs more and less, substitutes, captures the picked total finally, hands over and refunds within the captured amount', async () => {
    const customer = await wallet.customer();
    const { orderNumber, paymentId, capturedAt, near } = await placedOrder(customer.client);
    // Decision 0088: a placed order is only authorised.
    expect(capturedAt).toBeNull();
    const authorised = await provider().getPayment(paymentId);
    expect(authorised.status).toBe('PENDING_CAPTURE');

    const picker = await staff(demoPickerEmail);
    const day = near!.start.slice(0, 10);
    const list = staffOrderListSchema.parse((await picker.get(`/api/staff/orders?date=${day}`)).json());
    const listed = list.slots
      .flatMap((slot) => slot.orders)
      .find((order) => order.orderNumber === orderNumber);
    // The list is per Vienna day; a slot late at night UTC may sit on the next local day.
    if (listed) expect(listed.state).toBe('placed');

    // Another store's picker does not see it; nothing moves before picking starts.
    const other = await staff(demoOtherPickerEmail);
    expect((await other.get(`/api/staff/orders/${orderNumber}`)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/staff/orders/${orderNumber}/picking`)).statusCode).toBe(404);
    const early = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(early.statusCode).toBe(409);
    const handedEarly = await picker.call('POST', `/api/staff/orders/${orderNumber}/handed-over`);
    expect(handedEarly.json()).toMatchObject({ code: 'ORDER_STATE_CONFLICT', details: { state: 'placed' } });

    const started = await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`);
    expect(started.statusCode, started.body).toBe(200);
    const order = staffOrderSchema.parse(started.json());
    expect(order.state).toBe('picking');
    expect((await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`)).statusCode).toBe(409);
    // The shopper can no longer cancel once picking began.
    const cancel = await customer.client.call('POST', `/api/orders/${orderNumber}/cancellation`, {
      body: {},
    });
    expect(cancel.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });

    const weighed = lineOf(order, (line) => line.isWeightArticle);
    const twoPieces = lineOf(order, (line) => !line.isWeightArticle && line.quantity === 2);
    const onePiece = lineOf(order, (line) => !line.isWeightArticle && line.quantity === 1);
    expect(weighed).toMatchObject({ orderedGrams: 500, minGrams: 450, maxGrams: 550, outcome: null });

    const open = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ code: 'PICK_LINES_OPEN' });

    const tooHeavy = await put(picker, orderNumber, weighed.lineId, { outcome: 'picked', pickedGrams: 600 });
    expect(tooHeavy.statusCode).toBe(422);
    expect(tooHeavy.json()).toMatchObject({
      code: 'PICK_WEIGHT_ABOVE_ALLOWANCE',
      details: { maxGrams: 550 },
    });
    const heavier = await put(picker, orderNumber, weighed.lineId, { outcome: 'picked', pickedGrams: 540 });
    expect(heavier.statusCode, heavier.body).toBe(200);
    expect(
      (await put(picker, orderNumber, twoPieces.lineId, { outcome: 'picked', pickedQuantity: 1 })).statusCode,
    ).toBe(200);
    const substitute = (await ready.orderableProducts()).pieces.find(
      (product) => product.sku !== twoPieces.productId && product.sku !== onePiece.productId,
    )!;
    const substituted = await put(picker, orderNumber, onePiece.lineId, {
      outcome: 'substituted',
      substituteProductId: substitute.sku,
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    const substitutePrice = Math.min(substitute.price.regular, onePiece.unitPrice);
    expect(substituted.json()).toMatchObject({
      substitute: { productId: substitute.sku, price: substitutePrice },
    });

    const preview = finalBillSchema.parse((await picker.get(`/api/staff/orders/${orderNumber}/bill`)).json());
    const weighedAmount = Math.round((weighed.pricePerKg! * 540) / 1000);
    expect(preview.lines.map((line) => line.amount).sort()).toEqual(
      [weighedAmount, twoPieces.unitPrice, substitutePrice].sort(),
    );
    expect(preview.goods).toBe(weighedAmount + twoPieces.unitPrice + substitutePrice);
    expect(preview.total).toBe(preview.goods - preview.discounts + preview.fees + preview.deposits);

    const picked = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(picked.statusCode, picked.body).toBe(200);
    const after = staffOrderSchema.parse(picked.json());
    expect(after.state).toBe('picked');
    const bill = after.bill!;
    expect(bill.total).toBe(preview.total);
    expect(bill.captured).toBe(bill.total);
    expect(bill.total).toBeLessThanOrEqual(authorised.amount!.cents);
    expect(bill.released).toBe(authorised.amount!.cents - bill.total);
    // The provider: one final capture of the picked total, the rest released.
    expect(await provider().getPayment(paymentId)).toMatchObject({
      status: 'CAPTURED',
      acquired: { cents: bill.total },
      amount: { cents: authorised.amount!.cents },
    });
    expect((await provider().getCaptures(paymentId)).map((capture) => capture.amount?.cents)).toEqual([
      bill.total,
    ]);
    const [pickedMail] = await mails(`Deine Bestellung ${orderNumber} ist gepackt`);
    expect(pickedMail!.text_body).toContain('gewogen 540 g (bestellt 500 g)');
    expect(pickedMail!.text_body).toContain(`ersetzt durch ${substitute.name}`);
    expect(pickedMail!.text_body).toContain('geben wir frei');

    // The shopper sees the state and the bill, in the tracking block too.
    const tracking = await accountClient(current).call('POST', '/api/orders/tracking', {
      body: { orderNumber, email: customer.email },
    });
    expect(tracking.statusCode, tracking.body).toBe(200);
    const tracked = orderTrackingSchema.parse(tracking.json());
    expect(tracked).toMatchObject({
      state: 'picked',
      finalBill: { total: bill.total, captured: bill.total },
    });
    const detail = customerOrderSchema.parse(
      (await customer.client.get(`/api/customers/orders/${orderNumber}`)).json(),
    );
    expect(detail).toMatchObject({
      state: 'picked',
      finalBill: bill,
      addOnUntil: null,
      cancellableUntil: null,
    });
    const orders = customerOrderListSchema.parse((await customer.client.get('/api/customers/orders')).json());
    expect(orders.orders.find((listed) => listed.orderNumber === orderNumber)).toMatchObject({
      state: 'picked',
      finalBill: { total: bill.total },
    });

    expect((await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`)).statusCode).toBe(409);
    expect((await put(picker, orderNumber, weighed.lineId, { outcome: 'missing' })).json()).toMatchObject({
      code: 'ORDER_NOT_PICKING',
    });
    const refundTooEarly = await staff(demoStoreManagerEmail);
    expect(
      (
        await refundTooEarly.call('POST', `/api/staff/orders/${orderNumber}/refunds`, {
          body: { amount: 100, reason: 'Beschädigt' },
        })
      ).json(),
    ).toMatchObject({ code: 'REFUND_NOT_ALLOWED' });

    const handed = await picker.call('POST', `/api/staff/orders/${orderNumber}/handed-over`);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(staffOrderSchema.parse(handed.json()).state).toBe('handed_over');

    // Refunds: the store manager's only, never above the captured amount less refunds.
    const byPicker = await picker.call('POST', `/api/staff/orders/${orderNumber}/refunds`, {
      body: { amount: 100, reason: 'Beschädigt' },
    });
    expect(byPicker.statusCode).toBe(403);
    const manager = refundTooEarly;
    const above = await manager.call('POST', `/api/staff/orders/${orderNumber}/refunds`, {
      body: { amount: bill.total + 1, reason: 'Zu viel' },
    });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({
      code: 'REFUND_ABOVE_CAPTURED',
      details: { refundable: bill.total },
    });
    const refunded = await manager.call('POST', `/api/staff/orders/${orderNumber}/refunds`, {
      body: { amount: 150, reason: 'Joghurt beschädigt' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(finalBillSchema.parse(refunded.json()).refunds).toMatchObject([
      { amount: 150, reason: 'Joghurt beschädigt' },
    ]);
    expect((await provider().getRefunds(paymentId)).map((refund) => refund.amount?.cents)).toEqual([150]);
    const rest = await manager.call('POST', `/api/staff/orders/${orderNumber}/refunds`, {
      body: { amount: bill.total - 149, reason: 'Zu viel' },
    });
    expect(rest.json()).toMatchObject({
      code: 'REFUND_ABOVE_CAPTURED',
      details: { refundable: bill.total - 150 },
    });
    const [refundMail] = await mails(`Wir erstatten dir % für deine Bestellung ${orderNumber}`);
    expect(refundMail!.text_body).toContain('Grund: Joghurt beschädigt');

    // The shop's and the provider's records agree.
    const check = await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 120_000) });
    expect(check.disagreements.filter((found) => found.orderNumber === orderNumber)).toEqual([]);
  });

  it('a weight line is substituted by an article sold by weight, weighed within the allowance and charged per kg at the lower price', async () => {
    const customer = await wallet.customer();
    const { orderNumber, paymentId } = await placedOrder(customer.client);
    const picker = await staff(demoPickerEmail);
    await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`);
    const order = await orderOf(picker, orderNumber);
    const weighed = lineOf(order, (line) => line.isWeightArticle);
    const counted = lineOf(order, (line) => !line.isWeightArticle && line.quantity === 1);
    const { products } = productListSchema.parse(
      (await accountClient(current).get('/api/categories/obst-gemuese/products?pageSize=96')).json(),
    );
    const byWeight = products.filter(
      (product) =>
        product.weightArticle && product.availability === 'available' && product.sku !== weighed.productId,
    );
    const dearer = byWeight.find((product) => product.price.regular > weighed.pricePerKg!)!;
    const cheaper = byWeight.find((product) => product.price.regular < weighed.pricePerKg!)!;
    const piece = (await ready.orderableProducts()).pieces.find(
      (product) => product.sku !== counted.productId,
    )!;

    const substitute = (lineId: string, sku: string, pickedGrams?: number) =>
      put(picker, orderNumber, lineId, { outcome: 'substituted', substituteProductId: sku, pickedGrams });

    // Of the other kind: a counted article for a weight line, an article by weight for a counted line.
    const counting = await substitute(weighed.lineId, piece.sku, 500);
    expect(counting.statusCode).toBe(422);
    expect(counting.json()).toMatchObject({
      code: 'SUBSTITUTION_NOT_ALLOWED',
      details: { reason: 'NOT_SOLD_BY_WEIGHT' },
    });
    expect((await substitute(counted.lineId, cheaper.sku)).json()).toMatchObject({
      code: 'SUBSTITUTION_NOT_ALLOWED',
      details: { reason: 'WEIGHT_ARTICLE' },
    });
    // The substitute is weighed: without grams, or above the allowance, it is refused.
    expect((await substitute(weighed.lineId, dearer.sku)).json()).toMatchObject({
      code: 'PICK_LINE_INVALID',
      details: { field: 'pickedGrams' },
    });
    const tooHeavy = await substitute(weighed.lineId, dearer.sku, 600);
    expect(tooHeavy.statusCode).toBe(422);
    expect(tooHeavy.json()).toMatchObject({
      code: 'PICK_WEIGHT_ABOVE_ALLOWANCE',
      details: { maxGrams: 550 },
    });
    // A dearer substitute costs the replaced article's price per kg ...
    const atLinePrice = await substitute(weighed.lineId, dearer.sku, 520);
    expect(atLinePrice.statusCode, atLinePrice.body).toBe(200);
    expect(atLinePrice.json()).toMatchObject({
      outcome: 'substituted',
      pickedGrams: 520,
      substitute: { productId: dearer.sku, price: weighed.pricePerKg },
    });
    // ... a cheaper one its own.
    const atOwnPrice = await substitute(weighed.lineId, cheaper.sku, 530);
    expect(atOwnPrice.json()).toMatchObject({
      pickedGrams: 530,
      substitute: { productId: cheaper.sku, name: cheaper.name, price: cheaper.price.regular },
    });
    for (const line of order.lines.filter((line) => line.lineId !== weighed.lineId))
      expect((await put(picker, orderNumber, line.lineId, { outcome: 'picked' })).statusCode).toBe(200);

    const picked = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(picked.statusCode, picked.body).toBe(200);
    const bill = staffOrderSchema.parse(picked.json()).bill!;
    const amount = Math.round((cheaper.price.regular * 530) / 1000);
    const line = bill.lines.find((candidate) => candidate.lineId === weighed.lineId);
    expect(line).toMatchObject({
      outcome: 'substituted',
      orderedGrams: 500,
      pickedGrams: 530,
      substitute: { name: cheaper.name },
      amount,
    });
    expect(bill.goods).toBe(
      amount +
        order.lines
          .filter((other) => other !== weighed)
          .reduce((sum, other) => sum + other.unitPrice * other.quantity, 0),
    );
    expect((await provider().getCaptures(paymentId)).map((capture) => capture.amount?.cents)).toEqual([
      bill.total,
    ]);
    const [mail] = await mails(`Deine Bestellung ${orderNumber} ist gepackt`);
    expect(mail!.text_body).toContain(`ersetzt durch ${cheaper.name} (gewogen 530 g, bestellt 500 g)`);
    const detail = customerOrderSchema.parse(
      (await customer.client.get(`/api/customers/orders/${orderNumber}`)).json(),
    );
    expect(detail.finalBill!.lines.find((candidate) => candidate.lineId === weighed.lineId)).toEqual(line);
    const check = await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 120_000) });
    expect(check.disagreements.filter((found) => found.orderNumber === orderNumber)).toEqual([]);
  });

  it('two pickers finishing one order at once give one capture; a cancel racing "picking" gives one winner', async () => {
    const { orderNumber, paymentId } = await placedOrder();
    const picker = await staff(demoPickerEmail);
    const manager = await staff(demoStoreManagerEmail);
    const [started, cancelled] = await Promise.all([
      picker.call('POST', `/api/staff/orders/${orderNumber}/picking`),
      accountClient(current).call('POST', `/api/orders/${orderNumber}/cancellation`, {
        body: { email: reachableAddress.email },
      }),
    ]);
    expect([started.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    if (cancelled.statusCode === 200) {
      // The cancel won: nothing can be picked, the authorisation is given back.
      expect(started.json()).toMatchObject({ code: 'ORDER_STATE_CONFLICT', details: { state: 'cancelled' } });
      expect((await provider().getPayment(paymentId)).status).toBe('CANCELLED');
      return;
    }
    const order = await orderOf(picker, orderNumber);
    for (const line of order.lines) {
      const answer = await put(
        picker,
        orderNumber,
        line.lineId,
        line.isWeightArticle ? { outcome: 'picked', pickedGrams: 480 } : { outcome: 'picked' },
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const answers = await Promise.all([
      picker.call('POST', `/api/staff/orders/${orderNumber}/picked`),
      manager.call('POST', `/api/staff/orders/${orderNumber}/picked`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const captures = await provider().getCaptures(paymentId);
    expect(captures).toHaveLength(1);
    const total = (await orderOf(picker, orderNumber)).bill!.total;
    expect(captures[0]!.amount?.cents).toBe(total);
    await runStatusCheck(bed.testApp, new Date(Date.now() + 120_000));
    expect(await provider().getCaptures(paymentId)).toHaveLength(1);
  });

  it('the status check does not capture a placed order, and captures a picked one whose capture was lost', async () => {
    const { orderNumber, paymentId, orderId } = await placedOrder();
    await runStatusCheck(bed.testApp, new Date(Date.now() + 10 * 60_000));
    expect((await provider().getPayment(paymentId)).status).toBe('PENDING_CAPTURE');
    const check = await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 120_000) });
    expect(check.disagreements.filter((found) => found.orderNumber === orderNumber)).toEqual([]);
    // Picked as a crashed process leaves it: state and bill written, the capture never asked.
    const picker = await staff(demoPickerEmail);
    await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`);
    for (const line of (await orderOf(picker, orderNumber)).lines)
      await put(picker, orderNumber, line.lineId, { outcome: 'missing' });
    await db().execute(sql`update orders set capture_claimed_at = now() where id = ${orderId}`);
    const picked = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await provider().getCaptures(paymentId)).toHaveLength(0);
    // The claim's process is gone: a minute later the status check takes it over.
    await db().execute(
      sql`update orders set capture_claimed_at = now() - interval '2 minutes' where id = ${orderId}`,
    );
    await runStatusCheck(bed.testApp, new Date(Date.now() + 2 * 60_000));
    // Every line missing: the bill is the service fee (and deposits); captured finally, the rest released.
    const bill = (await orderOf(picker, orderNumber)).bill!;
    const payment = await provider().getPayment(paymentId);
    if (bill.captured === 0) expect(payment.status).toBe('CANCELLED');
    else expect(payment).toMatchObject({ status: 'CAPTURED', acquired: { cents: bill.captured } });
  });

  it('a bill below what the gift card paid gives the difference back onto the card, once', async () => {
    const { shopper, card, cart } = await wallet.customerWithCart(100_000, [[bed.piece, 12]]);
    const total = cart.priceInfo.total;
    const paid = await shopper.client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: total } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { orderNumber } = checkoutAnswerSchema.parse(paid.json()) as { orderNumber: string };
    expect(await wallet.balanceOf(card.id)).toBe(100_000 - total);

    const manager = await staff(demoStoreManagerEmail);
    await manager.call('POST', `/api/staff/orders/${orderNumber}/picking`);
    const [line] = (await orderOf(manager, orderNumber)).lines;
    const one = await put(manager, orderNumber, line!.lineId, { outcome: 'picked', pickedQuantity: 1 });
    expect(one.statusCode, one.body).toBe(200);
    const picked = await manager.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(picked.statusCode, picked.body).toBe(200);
    const bill = staffOrderSchema.parse(picked.json()).bill!;
    expect(bill.total).toBeLessThan(total);
    expect(bill).toMatchObject({ giftCardAmount: bill.total, captured: 0 });
    // The card paid the picked goods only (the welcome voucher re-applied to them): the rest is back on it.
    expect(await wallet.balanceOf(card.id)).toBe(100_000 - bill.total);
    const credits = await rowsOf<{ amount: number }>(
      db(),
      sql`select amount from gift_card_transactions where gift_card_id = ${card.id} and kind = 'CREDIT'`,
    );
    expect(credits).toEqual([{ amount: total - bill.total }]);
    // A second "picked" is refused and credits nothing more.
    expect((await manager.call('POST', `/api/staff/orders/${orderNumber}/picked`)).statusCode).toBe(409);
    expect(await wallet.balanceOf(card.id)).toBe(100_000 - bill.total);
  });

  it('an order whose slot is beyond the authorisation is captured at its estimate when placed, and the difference refunded once after picking', async () => {
    const { orderNumber, paymentId, capturedAt } = await placedOrder(undefined, { longAhead: true });
    expect(capturedAt).not.toBeNull();
    const estimate = (await provider().getCaptures(paymentId))[0]!.amount!.cents;
    expect(await provider().getPayment(paymentId)).toMatchObject({
      status: 'CAPTURED',
      acquired: { cents: estimate },
    });
    const picker = await staff(demoPickerEmail);
    await picker.call('POST', `/api/staff/orders/${orderNumber}/picking`);
    const order = await orderOf(picker, orderNumber);
    // Its allowance is the estimate taken: a heavier weight is refused.
    const weighed = lineOf(order, (line) => line.isWeightArticle);
    expect(order.authorizedAmount).toBe(estimate);
    const heavy = await put(picker, orderNumber, weighed.lineId, { outcome: 'picked', pickedGrams: 550 });
    expect(heavy.json()).toMatchObject({ code: 'PICK_WEIGHT_ABOVE_ALLOWANCE' });
    for (const line of order.lines)
      await put(
        picker,
        orderNumber,
        line.lineId,
        line.isWeightArticle
          ? { outcome: 'picked', pickedGrams: 450 }
          : { outcome: line.quantity === 1 ? 'missing' : 'picked' },
      );
    const picked = await picker.call('POST', `/api/staff/orders/${orderNumber}/picked`);
    expect(picked.statusCode, picked.body).toBe(200);
    const bill = staffOrderSchema.parse(picked.json()).bill!;
    expect(bill.released).toBe(estimate - bill.total);
    expect((await provider().getRefunds(paymentId)).map((refund) => refund.amount?.cents)).toEqual([
      estimate - bill.total,
    ]);
    await runStatusCheck(bed.testApp, new Date(Date.now() + 2 * 60_000));
    expect(await provider().getRefunds(paymentId)).toHaveLength(1);
    const [mail] = await mails(`Deine Bestellung ${orderNumber} ist gepackt`);
    expect(mail!.text_body).toContain('zu viel abgebucht');
    const check = await checkPayments(db(), provider(), { days: 1, now: new Date(Date.now() + 120_000) });
    expect(check.disagreements.filter((found) => found.orderNumber === orderNumber)).toEqual([]);
  });
});
