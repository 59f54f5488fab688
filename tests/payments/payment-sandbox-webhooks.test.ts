import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../backend/src/payments/payment-provider.js';
import type { WebhookTiming } from '../../payment-sandbox/sandbox-config.js';
import { returnParameters, submitPage, testCardNumbers } from './hosted-page-client.js';
import { startPaymentSandbox, startWebhookReceiver } from './payment-sandbox-server.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Sandbox = Awaited<ReturnType<typeof startPaymentSandbox>>;

describe('the payment sandbox webhooks', () => {
  const running: (Receiver | Sandbox)[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((service) => service.close()));
  });

  async function setUp(receiverAnswers: number[] = [], timing: WebhookTiming = 'after') {
    const receiver = await startWebhookReceiver(receiverAnswers);
    const sandbox = await startPaymentSandbox({ url: receiver.url, timing });
    running.push(receiver, sandbox);
    const provider = createPaymentProvider(sandbox.apiConfig);
    const pay = async (fields: Record<string, string> = {}) => {
      const created = await provider.createHostedCheckout({
        amountInCents: 2599,
        currency: 'EUR',
        merchantReference: 'cart-7',
        returnUrl,
        locale: 'de-AT',
        methodKeys: ['credit-cards'],
        cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'],
      });
      const answer = await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
        action: 'card',
        cardNumber: testCardNumbers.visaSuccess,
        ...fields,
      });
      const deliveredBeforeRedirect = receiver.received.length;
      returnParameters(answer, returnUrl);
      return { created, deliveredBeforeRedirect };
    };
    return { receiver, sandbox, provider, pay };
  }

  it('arrives signed, and our verifier accepts it', async () => {
    const { receiver, provider, pay } = await setUp();
    const { created } = await pay();
    await receiver.waitFor(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['x-gcs-keyid']).toBe('sandbox-webhook-key');
    const event = await provider.parseWebhook(delivery!.body, delivery!.headers);
    expect(event).toMatchObject({
      type: 'payment.pending_capture',
      merchantId: 'grocery-demo',
      payment: {
        paymentId: `${created.hostedCheckoutId}_0`,
        status: 'PENDING_CAPTURE',
        amount: { cents: 2599 },
      },
    });
  });

  it('our verifier refuses a tampered body, an unknown key and a missing signature', async () => {
    const { receiver, provider, pay } = await setUp();
    await pay();
    await receiver.waitFor(1);
    const { body, headers } = receiver.received[0]!;
    const tampered = body.replace('"amount":2599', '"amount":1');
    expect(tampered).not.toBe(body);
    const refused = { code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID', statusCode: 403 };
    await expect(provider.parseWebhook(tampered, headers)).rejects.toMatchObject(refused);
    await expect(
      provider.parseWebhook(body, { ...headers, 'x-gcs-keyid': 'another-key' }),
    ).rejects.toMatchObject(refused);
    await expect(provider.parseWebhook(body, { 'content-type': 'application/json' })).rejects.toMatchObject(
      refused,
    );
  });

  it('retries a refused delivery with a growing pause until the shop answers 2xx', async () => {
    const { receiver, provider, pay } = await setUp([500, 503]);
    await pay();
    await receiver.waitFor(3);
    const [first, second, third] = receiver.received;
    expect(new Set([first!.body, second!.body, third!.body]).size).toBe(1);
    expect(third!.receivedAt - second!.receivedAt).toBeGreaterThanOrEqual(
      second!.receivedAt - first!.receivedAt,
    );
    expect(await provider.parseWebhook(third!.body, third!.headers)).toMatchObject({
      type: 'payment.pending_capture',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);
  });

  it('the test switch sends it before the redirect, after it, twice or not at all', async () => {
    const { receiver, pay } = await setUp();

    expect((await pay({ webhookTiming: 'before' })).deliveredBeforeRedirect).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(1);

    expect((await pay({ webhookTiming: 'after' })).deliveredBeforeRedirect).toBe(1);
    await receiver.waitFor(2);

    expect((await pay({ webhookTiming: 'twice' })).deliveredBeforeRedirect).toBe(3);
    await receiver.waitFor(4);
    const [once, again] = receiver.received
      .slice(2)
      .map((delivery) => JSON.parse(delivery.body) as { id: string });
    expect(again!.id).toBe(once!.id);

    await pay({ webhookTiming: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(4);
  });

  it('uses the process-wide timing when the page leaves the switch at its default', async () => {
    const { receiver, pay } = await setUp([], 'none');
    await pay();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(0);
  });

  it('announces a capture, a cancellation and a refund', async () => {
    const { receiver, provider, pay } = await setUp([], 'none');
    const captured = await pay();
    const capturedId = `${captured.created.hostedCheckoutId}_0`;
    await provider.capturePayment(capturedId, 2599);
    await provider.refundPayment(capturedId, { cents: 599, currency: 'EUR' });
    const cancelled = await pay();
    await provider.cancelPayment(`${cancelled.created.hostedCheckoutId}_0`);
    await receiver.waitFor(3);
    const events = await Promise.all(
      receiver.received.map(({ body, headers }) => provider.parseWebhook(body, headers)),
    );
    expect(events.map(({ type, payment }) => [type, payment?.paymentId]).sort()).toEqual(
      [
        ['payment.captured', capturedId],
        ['payment.refunded', capturedId],
        ['payment.cancelled', `${cancelled.created.hostedCheckoutId}_0`],
      ].sort(),
    );
  });
});
