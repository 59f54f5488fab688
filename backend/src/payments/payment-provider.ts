import { init, webhooks, type Domain, type SdkResponse } from 'onlinepayments-sdk-nodejs';
import type { AppConfig } from '../config.js';
import { InvalidDataError } from '../errors.js';
import {
  errorFromProviderAnswer,
  errorFromProviderFailure,
  paymentErrorCodes,
  webhookSignatureError,
} from './payment-provider-errors.js';
import { isHostedPaymentMethodKey, productIdsOf } from './payment-methods.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { idempotence } from './idempotence.js';
import { tokenCalls } from './token-calls.js';
import { moneyOf, toProviderPayment, type MoneyInCents, type ProviderPayment } from './provider-payment.js';

export type PaymentProviderConfig = Pick<
  AppConfig,
  | 'PAYMENT_API_HOST'
  | 'PAYMENT_API_SCHEME'
  | 'PAYMENT_API_PORT'
  | 'PAYMENT_API_KEY_ID'
  | 'PAYMENT_API_SECRET'
  | 'PAYMENT_MERCHANT_ID'
  | 'PAYMENT_WEBHOOK_KEY_ID'
  | 'PAYMENT_WEBHOOK_SECRET'
>;

export type HostedCheckoutRequest = {
  amountInCents: number;
  currency: string;
  merchantReference: string;
  /** Where the page sends the shopper back; the provider appends hostedCheckoutId and RETURNMAC. */
  returnUrl: string;
  locale: string;
  methodKeys: PaymentMethodKey[];
  /** The tenant's card brands (§3 clientRuntimeConfig.checkout.cardBrands): the page offers no other. */
  cardBrands: readonly string[];
  allowedPaymentAttempts?: number;
  /** Keep an authorized card as the provider's token (cardPaymentMethodSpecificInput.tokenize). */
  tokenize?: boolean;
};

export type CreatedHostedCheckout = {
  hostedCheckoutId: string;
  redirectUrl: string;
  /** Comes back as the RETURNMAC return parameter; keep it to recognise the genuine return. */
  returnMac: string;
  merchantReference: string | null;
  /** The products the page offers; a payment with another is refused. */
  productIds: number[];
};

export type HostedCheckoutState = {
  /** IN_PROGRESS, PAYMENT_CREATED, CANCELLED_BY_CONSUMER or CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT. */
  status: string;
  /** SUCCESSFUL, REJECTED or STATUS_UNKNOWN once a payment was created. */
  paymentStatusCategory: string | null;
  payment: ProviderPayment | null;
};

export type PaymentOperationResult = {
  operationId: string;
  status: string;
  statusCode: number | null;
  amount: MoneyInCents | null;
};

export type PaymentWebhookEvent = {
  eventId: string;
  type: string;
  created: string | null;
  merchantId: string | null;
  payment: ProviderPayment | null;
};

export type PaymentProvider = ReturnType<typeof createPaymentProvider>;

type ProviderCall<T> = () => Promise<SdkResponse<T, Domain.ErrorResponse | null>>;

// The SDK sets no timeout of its own; a provider that never answers must not hold checkout.
const defaultTimeoutMs = 15_000;

async function providerAnswer<T>(operation: string, call: ProviderCall<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let response: SdkResponse<T, Domain.ErrorResponse | null>;
  try {
    response = await Promise.race([call(), timedOut]);
  } catch (error) {
    // An answer that is not JSON (a proxy's error page) still carries its HTTP status.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') throw errorFromProviderAnswer(operation, status, null);
    throw errorFromProviderFailure(operation, error);
  } finally {
    clearTimeout(timer);
  }
  if (!response.isSuccess) throw errorFromProviderAnswer(operation, response.status, response.body);
  return response.body;
}

export function createPaymentProvider(
  config: PaymentProviderConfig,
  { timeoutMs = defaultTimeoutMs }: { timeoutMs?: number } = {},
) {
  const client = init({
    host: config.PAYMENT_API_HOST,
    scheme: config.PAYMENT_API_SCHEME,
    port: config.PAYMENT_API_PORT,
    apiKeyId: config.PAYMENT_API_KEY_ID,
    secretApiKey: config.PAYMENT_API_SECRET,
    integrator: 'grocery-shop',
  });
  const merchantId = config.PAYMENT_MERCHANT_ID;
  const answerOf = <T>(operation: string, call: ProviderCall<T>) =>
    providerAnswer(operation, call, timeoutMs);
  const webhookHelper = webhooks.init({
    getSecretKey: async (keyId) => {
      if (keyId === config.PAYMENT_WEBHOOK_KEY_ID) return config.PAYMENT_WEBHOOK_SECRET;
      throw new Error(`unknown webhook key id ${keyId}`);
    },
  });

  async function createHostedCheckout(request: HostedCheckoutRequest): Promise<CreatedHostedCheckout> {
    const products = request.methodKeys.flatMap((methodKey) => {
      if (!isHostedPaymentMethodKey(methodKey)) {
        throw new InvalidDataError(`${methodKey} is not paid on the hosted payment page`, {
          code: paymentErrorCodes.methodNotHosted,
        });
      }
      return productIdsOf(methodKey, request.cardBrands);
    });
    if (products.length === 0)
      throw new InvalidDataError('The shop accepts no brand of this method', {
        code: paymentErrorCodes.methodNotHosted,
      });
    const body: Domain.CreateHostedCheckoutRequest = {
      order: {
        amountOfMoney: { amount: request.amountInCents, currencyCode: request.currency },
        references: { merchantReference: request.merchantReference },
      },
      hostedCheckoutSpecificInput: {
        locale: request.locale.replace('-', '_'),
        returnUrl: request.returnUrl,
        // §4: a declined payment goes back to checkout with paymentError, so one attempt by default.
        allowedNumberOfPaymentAttempts: request.allowedPaymentAttempts ?? 1,
        showResultPage: false,
        paymentProductFilters: { restrictTo: { products } },
      },
      // Authorized on the page, captured when the order is placed (weight articles capture less).
      cardPaymentMethodSpecificInput: {
        authorizationMode: 'PRE_AUTHORIZATION',
        ...(request.tokenize && { tokenize: true }),
      },
      mobilePaymentMethodSpecificInput: { authorizationMode: 'PRE_AUTHORIZATION' },
      redirectPaymentMethodSpecificInput: { requiresApproval: true },
    };
    const answer = await answerOf('create hosted checkout', () =>
      client.hostedCheckout.createHostedCheckout(merchantId, body),
    );
    if (!answer.hostedCheckoutId || !answer.redirectUrl || !answer.RETURNMAC) {
      throw errorFromProviderFailure('create hosted checkout', new Error('incomplete answer'));
    }
    return {
      hostedCheckoutId: answer.hostedCheckoutId,
      redirectUrl: answer.redirectUrl,
      returnMac: answer.RETURNMAC,
      merchantReference: answer.merchantReference ?? null,
      productIds: products,
    };
  }

  async function getHostedCheckout(hostedCheckoutId: string): Promise<HostedCheckoutState> {
    const answer = await answerOf('get hosted checkout', () =>
      client.hostedCheckout.getHostedCheckout(merchantId, hostedCheckoutId),
    );
    const created = answer.createdPaymentOutput;
    return {
      status: answer.status ?? 'UNKNOWN',
      paymentStatusCategory: created?.paymentStatusCategory ?? null,
      payment: created?.payment ? toProviderPayment(created.payment) : null,
    };
  }

  async function getPayment(paymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(
      await answerOf('get payment', () => client.payments.getPayment(merchantId, paymentId)),
    );
  }

  async function capturePayment(
    paymentId: string,
    amountInCents: number,
    options: { idempotencyKey?: string } = {},
  ): Promise<PaymentOperationResult> {
    // Checked before the call: a key the platform would refuse is our bug, not its outage.
    const context = idempotence(options.idempotencyKey);
    const answer = await answerOf('capture payment', () =>
      client.payments.capturePayment(
        merchantId,
        paymentId,
        { amount: amountInCents, isFinal: true },
        context,
      ),
    );
    return {
      operationId: answer.id ?? '',
      status: answer.status ?? 'UNKNOWN',
      statusCode: answer.statusOutput?.statusCode ?? null,
      amount: moneyOf(answer.captureOutput?.amountOfMoney),
    };
  }

  /** The captures taken of a payment: how a capture whose answer was lost is found again. */
  async function getCaptures(paymentId: string): Promise<PaymentOperationResult[]> {
    const answer = await answerOf('get captures', () => client.captures.getCaptures(merchantId, paymentId));
    return (answer.captures ?? []).map((capture) => ({
      operationId: capture.id ?? '',
      status: capture.status ?? 'UNKNOWN',
      statusCode: capture.statusOutput?.statusCode ?? null,
      amount: moneyOf(capture.captureOutput?.amountOfMoney),
    }));
  }

  async function cancelPayment(paymentId: string): Promise<ProviderPayment> {
    const answer = await answerOf('cancel payment', () =>
      client.payments.cancelPayment(merchantId, paymentId, { isFinal: true }),
    );
    if (!answer.payment)
      throw errorFromProviderFailure('cancel payment', new Error('no payment in the answer'));
    return toProviderPayment(answer.payment);
  }

  async function refundPayment(
    paymentId: string,
    amount: MoneyInCents,
    options: { idempotencyKey?: string } = {},
  ): Promise<PaymentOperationResult> {
    // Checked before the call: a key the platform would refuse is our bug, not its outage.
    const context = idempotence(options.idempotencyKey);
    const answer = await answerOf('refund payment', () =>
      client.payments.refundPayment(
        merchantId,
        paymentId,
        { amountOfMoney: { amount: amount.cents, currencyCode: amount.currency } },
        context,
      ),
    );
    return {
      operationId: answer.id ?? '',
      status: answer.status ?? 'UNKNOWN',
      statusCode: answer.statusOutput?.statusCode ?? null,
      amount: moneyOf(answer.refundOutput?.amountOfMoney),
    };
  }

  /** The refunds taken of a payment: how a refund whose answer was lost is found again. */
  async function getRefunds(paymentId: string): Promise<PaymentOperationResult[]> {
    const answer = await answerOf('get refunds', () => client.refunds.getRefunds(merchantId, paymentId));
    return (answer.refunds ?? []).map((refund) => ({
      operationId: refund.id ?? '',
      status: refund.status ?? 'UNKNOWN',
      statusCode: refund.statusOutput?.statusCode ?? null,
      amount: moneyOf(refund.refundOutput?.amountOfMoney),
    }));
  }

  async function parseWebhook(
    body: string | Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentWebhookEvent> {
    try {
      await webhookHelper.validate(body, headers);
    } catch (error) {
      throw webhookSignatureError(error);
    }
    let event: Awaited<ReturnType<typeof webhookHelper.unmarshal>>;
    try {
      event = await webhookHelper.unmarshal(body, headers);
    } catch (error) {
      const malformed = new InvalidDataError('The webhook is not a v1 event', {
        code: paymentErrorCodes.webhookMalformed,
      });
      malformed.cause = error;
      throw malformed;
    }
    if (!event.id || !event.type) {
      throw new InvalidDataError('The webhook has no id or type', {
        code: paymentErrorCodes.webhookMalformed,
      });
    }
    return {
      eventId: event.id,
      type: event.type,
      created: event.created ?? null,
      merchantId: event.merchantId ?? null,
      payment: event.payment ? toProviderPayment(event.payment) : null,
    };
  }

  return {
    ...tokenCalls(client, merchantId, answerOf),
    createHostedCheckout,
    getHostedCheckout,
    getPayment,
    capturePayment,
    getCaptures,
    cancelPayment,
    refundPayment,
    getRefunds,
    parseWebhook,
  };
}
