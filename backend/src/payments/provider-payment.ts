import type { Domain } from 'onlinepayments-sdk-nodejs';
import { describePaymentProduct, type PaymentProductDescription } from './payment-methods.js';

export type MoneyInCents = { cents: number; currency: string };

export type ProviderPayment = {
  paymentId: string;
  hostedCheckoutId: string | null;
  merchantReference: string | null;
  status: string;
  statusCode: number | null;
  statusCategory: string | null;
  isAuthorized: boolean;
  isCancellable: boolean;
  isRefundable: boolean;
  amount: MoneyInCents | null;
  /** What was captured of it (paymentOutput.acquiredAmount); after a final capture the rest is released. */
  acquired: MoneyInCents | null;
  product: PaymentProductDescription | null;
  errors: { code: string; id: string }[];
  /** The card's token at the provider: made by a tokenizing checkout or paid with. */
  token: string | null;
};

function productIdOf(output: Domain.PaymentOutput | null | undefined): number | null {
  return (
    output?.cardPaymentMethodSpecificOutput?.paymentProductId ??
    output?.redirectPaymentMethodSpecificOutput?.paymentProductId ??
    output?.mobilePaymentMethodSpecificOutput?.paymentProductId ??
    null
  );
}

export function moneyOf(amount: Domain.AmountOfMoney | null | undefined): MoneyInCents | null {
  if (amount?.amount == null || !amount.currencyCode) return null;
  return { cents: amount.amount, currency: amount.currencyCode };
}

export function toProviderPayment(payment: Domain.PaymentResponse): ProviderPayment {
  const statusOutput = payment.statusOutput;
  return {
    token: payment.paymentOutput?.cardPaymentMethodSpecificOutput?.token ?? null,
    paymentId: payment.id ?? '',
    hostedCheckoutId: payment.hostedCheckoutSpecificOutput?.hostedCheckoutId ?? null,
    merchantReference: payment.paymentOutput?.references?.merchantReference ?? null,
    status: payment.status ?? 'UNKNOWN',
    statusCode: statusOutput?.statusCode ?? null,
    statusCategory: statusOutput?.statusCategory ?? null,
    isAuthorized: statusOutput?.isAuthorized ?? false,
    isCancellable: statusOutput?.isCancellable ?? false,
    isRefundable: statusOutput?.isRefundable ?? false,
    amount: moneyOf(payment.paymentOutput?.amountOfMoney),
    acquired: moneyOf(payment.paymentOutput?.acquiredAmount),
    product: describePaymentProduct(productIdOf(payment.paymentOutput)),
    errors: (statusOutput?.errors ?? []).map((error) => ({
      code: error.errorCode ?? error.code ?? '',
      id: error.id ?? '',
    })),
  };
}
