import { loadConfig } from '../../backend/src/config';
import type { PaymentMethodKey } from '../../backend/src/schemas/payment-enums';
import { createPaymentProvider } from '../../backend/src/payments/payment-provider';
import { e2ePaymentSandboxUrl } from '../../playwright.config';

// The journeys' payment provider: the module the API uses, pointed at the journeys' sandbox.
export const sandboxProvider = createPaymentProvider(
  loadConfig({ PAYMENT_API_PORT: new URL(e2ePaymentSandboxUrl).port }),
);

export function createSandboxCheckout(
  returnUrl: string,
  methodKeys: PaymentMethodKey[] = ['credit-cards', 'paypal', 'apple-pay'],
) {
  return sandboxProvider.createHostedCheckout({
    amountInCents: 4599,
    currency: 'EUR',
    merchantReference: 'e2e-cart',
    returnUrl,
    locale: 'de-AT',
    methodKeys,
    cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'],
  });
}
