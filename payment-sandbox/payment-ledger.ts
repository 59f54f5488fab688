import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { WebhookTiming } from './sandbox-config.js';
import { maskedCardNumber, type TestCard } from './test-cards.js';

// All state lives in this process's memory: the sandbox stands in for an external party, and a
// restart forgets every checkout and payment (decision 0032).

export type PaymentMethodFamily = 'card' | 'redirect' | 'mobile';

export type PaymentStatus =
  'REDIRECTED' | 'PENDING_CAPTURE' | 'CAPTURED' | 'REJECTED' | 'CANCELLED' | 'REFUNDED';

export type HostedCheckout = {
  id: string;
  returnMac: string;
  merchantReference: string | null;
  amount: number;
  currency: string;
  returnUrl: string;
  locale: string;
  /** Empty: every product of the page is offered. */
  allowedProductIds: number[];
  allowedAttempts: number;
  attempts: number;
  /** SALE captures at once; PRE_AUTHORIZATION and FINAL_AUTHORIZATION wait for a capture. */
  authorizationModes: Record<PaymentMethodFamily, string>;
  /** cardPaymentMethodSpecificInput.tokenize: an authorized card is kept as a token. */
  tokenize: boolean;
  status: 'IN_PROGRESS' | 'PAYMENT_CREATED' | 'CANCELLED_BY_CONSUMER';
  paymentId: string | null;
  webhookTiming: WebhookTiming | null;
};

export type CaptureRecord = { id: string; amount: number; capturedAt: string };
export type RefundRecord = { id: string; amount: number; refundedAt: string };

export type Payment = {
  id: string;
  /** Null for a payment created by the API (createPayment with a token). */
  hostedCheckoutId: string | null;
  merchantReference: string | null;
  amount: number;
  currency: string;
  productId: number;
  family: PaymentMethodFamily;
  maskedCard: string | null;
  card: TestCard | null;
  /** The token the payment made (tokenize) or was paid with. */
  token: string | null;
  /** A payment by token waiting for its 3-D Secure step: where the issuer's page sends the shopper. */
  redirect: { returnUrl: string; returnMac: string; authorizationMode: string; locale: string } | null;
  status: PaymentStatus;
  statusChangedAt: string;
  capturedAmount: number;
  /** What a final capture left of the authorisation and gave back to the card holder. */
  releasedAmount: number;
  /** The captures taken, each with the operation id the capture call answered. */
  captures: CaptureRecord[];
  refundedAmount: number;
  /** The refunds taken, each with the operation id the refund call answered. */
  refunds: RefundRecord[];
  operations: number;
  rejection: { code: string; id: string } | null;
};

export type NewHostedCheckout = Omit<
  HostedCheckout,
  'id' | 'returnMac' | 'attempts' | 'status' | 'paymentId' | 'webhookTiming' | 'tokenize'
> & { tokenize?: boolean };

/** A card kept by the platform: GET/DELETE /v2/{merchantId}/tokens/{tokenId}. */
export type CardToken = {
  id: string;
  productId: number;
  card: TestCard;
  maskedCard: string;
  /** MMYY, as the platform writes it. */
  expiryDate: string;
};

/** The sandbox's cards expire at the end of the year three years ahead of their tokenisation. */
function expiryDateOf(now: Date): string {
  return `12${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

export function createPaymentLedger() {
  const hostedCheckouts = new Map<string, HostedCheckout>();
  const payments = new Map<string, Payment>();
  const tokens = new Map<string, CardToken>();

  function openHostedCheckout(input: NewHostedCheckout): HostedCheckout {
    let id: string;
    do id = String(randomInt(1_000_000_000, 9_999_999_999));
    while (hostedCheckouts.has(id));
    const checkout: HostedCheckout = {
      ...input,
      tokenize: input.tokenize ?? false,
      id,
      returnMac: randomBytes(18).toString('base64url'),
      attempts: 0,
      status: 'IN_PROGRESS',
      paymentId: null,
      webhookTiming: null,
    };
    hostedCheckouts.set(id, checkout);
    return checkout;
  }

  function setStatus(payment: Payment, status: PaymentStatus) {
    payment.status = status;
    payment.statusChangedAt = new Date().toISOString();
  }

  /** A new payment attempt on the page; its id is the checkout's id and the attempt's number. */
  function startPayment(
    checkout: HostedCheckout,
    productId: number,
    family: PaymentMethodFamily,
    card?: TestCard,
  ) {
    const payment: Payment = {
      id: `${checkout.id}_${checkout.attempts}`,
      hostedCheckoutId: checkout.id,
      merchantReference: checkout.merchantReference,
      amount: checkout.amount,
      currency: checkout.currency,
      productId,
      family,
      maskedCard: card ? maskedCardNumber(card.number) : null,
      card: card ?? null,
      token: null,
      redirect: null,
      status: 'REDIRECTED',
      statusChangedAt: new Date().toISOString(),
      capturedAmount: 0,
      releasedAmount: 0,
      captures: [],
      refundedAmount: 0,
      refunds: [],
      operations: 0,
      rejection: null,
    };
    checkout.attempts += 1;
    checkout.paymentId = payment.id;
    payments.set(payment.id, payment);
    return payment;
  }

  function authorize(checkout: HostedCheckout, payment: Payment) {
    authorizeIn(payment, checkout.authorizationModes[payment.family]);
    if (checkout.tokenize && payment.card) payment.token = tokenize(payment.productId, payment.card).id;
    checkout.status = 'PAYMENT_CREATED';
  }

  function tokenize(productId: number, card: TestCard): CardToken {
    const existing = [...tokens.values()].find((token) => token.card.number === card.number);
    if (existing) return existing;
    const token: CardToken = {
      id: randomUUID(),
      productId,
      card,
      maskedCard: maskedCardNumber(card.number),
      expiryDate: expiryDateOf(new Date()),
    };
    tokens.set(token.id, token);
    return token;
  }

  /** createPayment with a token: no hosted checkout; a card that wants 3-D Secure waits for it. */
  function startTokenPayment(
    token: CardToken,
    order: { amount: number; currency: string; merchantReference: string | null },
    redirect: { returnUrl: string; authorizationMode: string; locale: string },
  ): Payment {
    let id: string;
    do id = `${randomInt(1_000_000_000, 9_999_999_999)}_0`;
    while (payments.has(id));
    const payment: Payment = {
      id,
      hostedCheckoutId: null,
      merchantReference: order.merchantReference,
      amount: order.amount,
      currency: order.currency,
      productId: token.productId,
      family: 'card',
      maskedCard: token.maskedCard,
      card: token.card,
      token: token.id,
      redirect: { ...redirect, returnMac: randomBytes(18).toString('base64url') },
      status: 'REDIRECTED',
      statusChangedAt: new Date().toISOString(),
      capturedAmount: 0,
      releasedAmount: 0,
      captures: [],
      refundedAmount: 0,
      refunds: [],
      operations: 0,
      rejection: null,
    };
    payments.set(id, payment);
    if (token.card.outcome !== 'challenge') authorizeIn(payment, redirect.authorizationMode);
    return payment;
  }

  /** The 3-D Secure step of a payment by token, answered. */
  function finishChallenge(payment: Payment, outcome: 'confirm' | 'fail' | 'cancel') {
    if (payment.status !== 'REDIRECTED' || !payment.redirect) return;
    if (outcome === 'confirm') authorizeIn(payment, payment.redirect.authorizationMode);
    else if (outcome === 'fail') {
      payment.rejection = { code: '30041001', id: 'AUTHENTICATION_FAILURE' };
      setStatus(payment, 'REJECTED');
    } else setStatus(payment, 'CANCELLED');
  }

  function authorizeIn(payment: Payment, authorizationMode: string | undefined) {
    if (authorizationMode === 'SALE') {
      payment.capturedAmount = payment.amount;
      setStatus(payment, 'CAPTURED');
      payment.captures.push({
        id: `${payment.id}_0`,
        amount: payment.amount,
        capturedAt: payment.statusChangedAt,
      });
    } else {
      setStatus(payment, 'PENDING_CAPTURE');
    }
  }

  function reject(checkout: HostedCheckout, payment: Payment, rejection: { code: string; id: string }) {
    payment.rejection = rejection;
    setStatus(payment, 'REJECTED');
    // With attempts left the shopper may try again on the page; the checkout stays open.
    if (checkout.attempts >= checkout.allowedAttempts) checkout.status = 'PAYMENT_CREATED';
  }

  function cancelByConsumer(checkout: HostedCheckout) {
    const pending = checkout.paymentId ? payments.get(checkout.paymentId) : undefined;
    if (pending?.status === 'REDIRECTED') setStatus(pending, 'CANCELLED');
    checkout.status = 'CANCELLED_BY_CONSUMER';
  }

  /**
   * A capture of part or all of what is left of the authorisation. A final one (isFinal) releases
   * the rest and the payment is CAPTURED; a partial one that is not final keeps the rest
   * authorised (PENDING_CAPTURE) for later captures, until one captures it all.
   */
  function capture(payment: Payment, amount: number, isFinal: boolean): string | null {
    if (payment.status !== 'PENDING_CAPTURE')
      return `a payment in status ${payment.status} cannot be captured`;
    if (amount > payment.amount - payment.capturedAmount)
      return 'the capture amount exceeds the authorized amount';
    payment.capturedAmount += amount;
    payment.operations += 1;
    const rest = payment.amount - payment.capturedAmount;
    if (isFinal || rest === 0) {
      payment.releasedAmount = rest;
      setStatus(payment, 'CAPTURED');
    } else payment.statusChangedAt = new Date().toISOString();
    payment.captures.push({
      id: `${payment.id}_${payment.operations}`,
      amount,
      capturedAt: payment.statusChangedAt,
    });
    return null;
  }

  function cancel(payment: Payment): string | null {
    if (payment.status !== 'PENDING_CAPTURE')
      return `a payment in status ${payment.status} cannot be cancelled`;
    payment.operations += 1;
    setStatus(payment, 'CANCELLED');
    return null;
  }

  function refund(payment: Payment, amount: number): string | null {
    if (payment.status !== 'CAPTURED') return `a payment in status ${payment.status} cannot be refunded`;
    if (payment.refundedAmount + amount > payment.capturedAmount)
      return 'the refund exceeds the captured amount';
    payment.refundedAmount += amount;
    payment.operations += 1;
    payment.refunds.push({
      id: `${payment.id}_${payment.operations}`,
      amount,
      refundedAt: new Date().toISOString(),
    });
    if (payment.refundedAmount === payment.capturedAmount) setStatus(payment, 'REFUNDED');
    return null;
  }

  return {
    openHostedCheckout,
    findHostedCheckout: (id: string) => hostedCheckouts.get(id),
    findPayment: (id: string) => payments.get(id),
    findToken: (id: string) => tokens.get(id),
    deleteToken: (id: string) => tokens.delete(id),
    startTokenPayment,
    finishChallenge,
    startPayment,
    authorize,
    reject,
    cancelByConsumer,
    capture,
    cancel,
    refund,
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
