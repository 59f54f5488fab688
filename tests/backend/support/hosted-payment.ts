import { expect, vi } from 'vitest';
import { placeOrder } from '../../../backend/src/orders/order-placement.js';
import { cartSchema, type Cart } from '../../../backend/src/schemas/cart.js';
import { hostedCheckoutAnswerSchema, placedOrderSchema } from '../../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage } from '../../payments/hosted-page-client.js';
import type { ReceivedWebhook, RunningSandbox } from '../../payments/payment-sandbox-server.js';
import type { accountClient } from './account-client.js';
import type { TestApp } from './test-app.js';

export const testReturnUrl = 'http://localhost:3999/kasse/zahlung';

type Shopper = ReturnType<typeof accountClient>;
export type PaidCheckout = { cart: Cart; hostedCheckoutId: string; returnMac: string };

/**
 * Finalizes the shopper's ready cart, opens the hosted page and pays there with `cardNumber`, as
 * a browser with JavaScript off does. `webhookTiming` is the page's test switch.
 */
export async function payOnHostedPage(
  shopper: Shopper,
  sandbox: RunningSandbox,
  cardNumber: string,
  webhookTiming?: 'before' | 'after' | 'twice' | 'none',
  /** Runs once the hosted checkout exists, right before the shopper pays on its page. */
  beforePaying?: (cart: Cart) => Promise<void>,
): Promise<PaidCheckout> {
  const finalized = await shopper.call('POST', '/api/carts/finalize', { body: {} });
  expect(finalized.statusCode, finalized.body).toBe(200);
  const cart = cartSchema.parse(finalized.json());
  const started = await shopper.call('POST', '/api/checkout', {
    body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
  await beforePaying?.(cart);
  const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);
  const fields = { action: 'card', cardNumber, ...(webhookTiming ? { webhookTiming } : {}) };
  const back = returnParameters(await submitPage(page, fields), testReturnUrl);
  return { cart, hostedCheckoutId, returnMac: back.get('RETURNMAC')! };
}

/** The webhook the sandbox sent a receiver for this hosted checkout. */
export async function webhookFor(received: ReceivedWebhook[], hostedCheckoutId: string) {
  await vi.waitFor(() => expect(received.some(({ body }) => body.includes(hostedCheckoutId))).toBe(true), {
    timeout: 5_000,
  });
  return received.find(({ body }) => body.includes(hostedCheckoutId))!;
}

/** A received webhook's headers that the API reads: its type and the provider's signature. */
export const webhookHeaders = (webhook: ReceivedWebhook) =>
  Object.fromEntries(
    Object.entries(webhook.headers).filter(([name]) => name === 'content-type' || name.startsWith('x-gcs')),
  ) as Record<string, string>;

/** Hands a received webhook to the app, signature headers and all. */
export function deliverWebhook(testApp: TestApp, webhook: ReceivedWebhook) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: webhook.body,
    headers: webhookHeaders(webhook),
  });
}

/**
 * The return (twice, a reload) and the webhook (twice, a provider retry) of one paid checkout at
 * once, each answered 200; returns the placed order's number.
 */
export async function returnAndWebhookAtOnce(
  shopper: Shopper,
  testApp: TestApp,
  received: ReceivedWebhook[],
  { hostedCheckoutId, returnMac }: PaidCheckout,
) {
  const webhook = await webhookFor(received, hostedCheckoutId);
  const back = { body: { hostedCheckoutId, RETURNMAC: returnMac } };
  const answers = await Promise.all([
    shopper.call('POST', '/api/checkout/return', back),
    deliverWebhook(testApp, webhook),
    shopper.call('POST', '/api/checkout/return', back),
    deliverWebhook(testApp, webhook),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  return placedOrderSchema.parse(answers[0]!.json()).orderNumber;
}

/** What the API stopping right after the order's commit leaves behind: an order, nothing captured. */
export async function placeOrderWithoutCapture(testApp: TestApp, cartId: string, hostedCheckoutId: string) {
  const { payment } = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
  return testApp.database.db.transaction((tx) =>
    placeOrder(tx, cartId, hostedCheckoutId, { ...payment!, amount: payment!.amount! }),
  );
}
