import { randomUUID } from 'node:crypto';
import type {
  CaptureRecord,
  HostedCheckout,
  Payment,
  PaymentStatus,
  RefundRecord,
} from './payment-ledger.js';

// The JSON the platform answers, built from the ledger's state (Worldline Direct's field names).

const statusOutputs: Record<
  PaymentStatus,
  {
    statusCode: number;
    statusCategory: string;
    isAuthorized: boolean;
    isCancellable: boolean;
    isRefundable: boolean;
  }
> = {
  REDIRECTED: {
    statusCode: 46,
    statusCategory: 'PENDING_PAYMENT',
    isAuthorized: false,
    isCancellable: false,
    isRefundable: false,
  },
  PENDING_CAPTURE: {
    statusCode: 5,
    statusCategory: 'PENDING_MERCHANT',
    isAuthorized: true,
    isCancellable: true,
    isRefundable: false,
  },
  CAPTURED: {
    statusCode: 9,
    statusCategory: 'COMPLETED',
    isAuthorized: true,
    isCancellable: false,
    isRefundable: true,
  },
  REJECTED: {
    statusCode: 2,
    statusCategory: 'UNSUCCESSFUL',
    isAuthorized: false,
    isCancellable: false,
    isRefundable: false,
  },
  CANCELLED: {
    statusCode: 6,
    statusCategory: 'UNSUCCESSFUL',
    isAuthorized: false,
    isCancellable: false,
    isRefundable: false,
  },
  REFUNDED: {
    statusCode: 8,
    statusCategory: 'REFUNDED',
    isAuthorized: false,
    isCancellable: false,
    isRefundable: false,
  },
};

function methodSpecificOutput(payment: Payment) {
  if (payment.family === 'card') {
    return {
      paymentMethod: 'card',
      cardPaymentMethodSpecificOutput: {
        paymentProductId: payment.productId,
        card: { cardNumber: payment.maskedCard },
        ...(payment.token ? { token: payment.token } : {}),
        authorisationCode: payment.status === 'REJECTED' ? undefined : 'TEST00',
      },
    };
  }
  if (payment.family === 'mobile') {
    return {
      paymentMethod: 'mobile',
      mobilePaymentMethodSpecificOutput: { paymentProductId: payment.productId },
    };
  }
  return {
    paymentMethod: 'redirect',
    redirectPaymentMethodSpecificOutput: { paymentProductId: payment.productId },
  };
}

export function paymentResponse(payment: Payment) {
  return {
    id: payment.id,
    status: payment.status,
    statusOutput: {
      ...statusOutputs[payment.status],
      statusCodeChangeDateTime: payment.statusChangedAt,
      ...(payment.rejection
        ? {
            errors: [
              {
                errorCode: payment.rejection.code,
                code: payment.rejection.code,
                id: payment.rejection.id,
                category: 'PAYMENT_PLATFORM_ERROR',
                httpStatusCode: 402,
              },
            ],
          }
        : {}),
    },
    paymentOutput: {
      amountOfMoney: { amount: payment.amount, currencyCode: payment.currency },
      acquiredAmount: { amount: payment.capturedAmount, currencyCode: payment.currency },
      references: { merchantReference: payment.merchantReference ?? undefined },
      ...methodSpecificOutput(payment),
    },
    ...(payment.hostedCheckoutId
      ? { hostedCheckoutSpecificOutput: { hostedCheckoutId: payment.hostedCheckoutId } }
      : {}),
  };
}

export function hostedCheckoutResponse(checkout: HostedCheckout, payment: Payment | undefined) {
  if (!payment || payment.status === 'REDIRECTED') return { status: checkout.status };
  const paymentStatusCategory =
    payment.status === 'REJECTED' || payment.status === 'CANCELLED' ? 'REJECTED' : 'SUCCESSFUL';
  return {
    status: checkout.status,
    createdPaymentOutput: { payment: paymentResponse(payment), paymentStatusCategory },
  };
}

function captureOf(payment: Payment, capture: CaptureRecord) {
  return {
    id: capture.id,
    status: 'CAPTURED',
    statusOutput: { statusCode: 9 },
    captureOutput: {
      amountOfMoney: { amount: capture.amount, currencyCode: payment.currency },
      references: { merchantReference: payment.merchantReference ?? undefined },
      ...methodSpecificOutput(payment),
    },
  };
}

/** The answer to the capture call: the capture it just took. */
export function captureResponse(payment: Payment) {
  return captureOf(payment, payment.captures.at(-1)!);
}

/** GET .../payments/{paymentId}/captures: every capture taken, oldest first. */
export function capturesResponse(payment: Payment) {
  return { captures: payment.captures.map((capture) => captureOf(payment, capture)) };
}

function refundOf(payment: Payment, refund: RefundRecord) {
  return {
    id: refund.id,
    status: 'REFUNDED',
    statusOutput: { statusCode: 8, statusCategory: 'COMPLETED', isCancellable: false },
    refundOutput: {
      amountOfMoney: { amount: refund.amount, currencyCode: payment.currency },
      references: { merchantReference: payment.merchantReference ?? undefined },
      paymentMethod: methodSpecificOutput(payment).paymentMethod,
    },
  };
}

/** The answer to the refund call: the refund it just took. */
export function refundResponse(payment: Payment) {
  return refundOf(payment, payment.refunds.at(-1)!);
}

/** GET .../payments/{paymentId}/refunds: every refund taken, oldest first. */
export function refundsResponse(payment: Payment) {
  return { refunds: payment.refunds.map((refund) => refundOf(payment, refund)) };
}

const eventTypes: Partial<Record<PaymentStatus, string>> = {
  PENDING_CAPTURE: 'payment.pending_capture',
  CAPTURED: 'payment.captured',
  REJECTED: 'payment.rejected',
  CANCELLED: 'payment.cancelled',
  REFUNDED: 'payment.refunded',
};

export function paymentEvent(payment: Payment, merchantId: string, eventType?: string) {
  const type = eventType ?? eventTypes[payment.status];
  if (!type) return null;
  return {
    apiVersion: 'v1',
    created: new Date().toISOString(),
    id: randomUUID(),
    merchantId,
    payment: paymentResponse(payment),
    type,
  };
}
