import type { HostedCheckoutState, PaymentProvider } from '../payments/payment-provider.js';
import { tokenPaymentKey } from '../schemas/payment-methods.js';

// Decision 0075: a payment by a saved card has no hosted checkout. Its attempt (decision 0071)
// is kept under the key `payment:<paymentId>`, so the return, the webhook and the status check
// complete it like a hosted checkout's.

export { tokenPaymentKey };
const tokenPaymentPrefix = tokenPaymentKey('');

export function paymentIdOfKey(attemptKey: string): string | null {
  return attemptKey.startsWith(tokenPaymentPrefix) ? attemptKey.slice(tokenPaymentPrefix.length) : null;
}

/** The state of an attempt as a hosted checkout's: a payment by token read as one. */
export async function attemptStateOf(
  provider: Pick<PaymentProvider, 'getHostedCheckout' | 'getPayment'>,
  attemptKey: string,
): Promise<HostedCheckoutState> {
  const paymentId = paymentIdOfKey(attemptKey);
  if (paymentId === null) return provider.getHostedCheckout(attemptKey);
  const payment = await provider.getPayment(paymentId);
  const waiting = payment.status === 'REDIRECTED';
  return {
    status: waiting ? 'IN_PROGRESS' : 'PAYMENT_CREATED',
    paymentStatusCategory: waiting ? null : payment.isAuthorized ? 'SUCCESSFUL' : 'REJECTED',
    payment,
  };
}
