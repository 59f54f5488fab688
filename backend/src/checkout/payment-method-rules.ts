import { isWholeBillingAddress } from '../carts/billing-address-rules.js';
import type { CartRow } from '../carts/cart-repository.js';
import { isHostedPaymentMethodKey } from '../payments/payment-methods.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import type { CartAddress } from '../schemas/cart.js';
import { checkoutErrorCodes, type OfferedPaymentMethod } from '../schemas/checkout.js';
import type { DistributionType } from '../schemas/distribution.js';
import { checkoutConfigSchema, type CheckoutConfig, type ClientRuntimeConfig } from '../schemas/tenant.js';

// Decision 0035: which payment methods a cart may be paid with, from the tenant's configuration
// and the cart alone, so the method list and the checkout judge with one rule.

export type PaymentCircumstances = {
  serviceType: DistributionType | null;
  billingAddress: CartAddress | null;
  loggedIn: boolean;
};

/** The circumstances of a cart row: a cart belongs to a customer only while one is logged in. */
export function paymentCircumstancesOf(
  cart: Pick<CartRow, 'distributionAddress' | 'billingAddress' | 'customerId'>,
): PaymentCircumstances {
  return {
    serviceType: cart.distributionAddress?.distributionType ?? null,
    billingAddress: cart.billingAddress ?? null,
    loggedIn: cart.customerId !== null,
  };
}

/** The tenant's checkout section; a config stored before it existed reads as its default. */
export function checkoutConfigOf(config: ClientRuntimeConfig): CheckoutConfig {
  return checkoutConfigSchema.parse(config.checkout);
}

const hasText = (value: string | null | undefined) => Boolean(value?.trim());
const invoiceAddressProblem = (billing: CartAddress | null) =>
  isWholeBillingAddress(billing) ? null : checkoutErrorCodes.paymentMethodNeedsBillingAddress;

export function paymentMethodUnavailability(
  methodKey: PaymentMethodKey,
  { serviceType, billingAddress, loggedIn }: PaymentCircumstances,
): string | null {
  switch (methodKey) {
    case 'payment-at-the-door':
      return serviceType === 'DELIVERY' ? null : checkoutErrorCodes.paymentMethodDeliveryOnly;
    case 'payment-at-the-store':
      return serviceType === 'CLICK_AND_COLLECT' ? null : checkoutErrorCodes.paymentMethodPickupOnly;
    case 'pay-by-invoice-b2b':
      if (!hasText(billingAddress?.companyName) || !hasText(billingAddress?.valueAddedTaxId))
        return checkoutErrorCodes.paymentMethodNeedsCompany;
      return invoiceAddressProblem(billingAddress);
    case 'pay-by-invoice-b2c':
      return loggedIn ? invoiceAddressProblem(billingAddress) : checkoutErrorCodes.paymentMethodNeedsLogin;
    default:
      return null;
  }
}

function brandsOf(methodKey: PaymentMethodKey, config: CheckoutConfig): string[] {
  if (methodKey === 'credit-cards') return [...config.cardBrands];
  if (methodKey === 'paypal') return ['PAYPAL'];
  if (methodKey === 'apple-pay') return ['APPLEPAY'];
  return [];
}

export function offeredPaymentMethods(
  config: CheckoutConfig,
  circumstances: PaymentCircumstances,
): OfferedPaymentMethod[] {
  return config.paymentMethodKeys.map((methodKey) => {
    const unavailableCode = paymentMethodUnavailability(methodKey, circumstances);
    return {
      methodKey,
      brands: brandsOf(methodKey, config),
      hosted: isHostedPaymentMethodKey(methodKey),
      ...(unavailableCode && { unavailableCode }),
    };
  });
}

export function paymentMethodRefusal(
  config: CheckoutConfig,
  methodKey: PaymentMethodKey,
  circumstances: PaymentCircumstances,
  brandName?: string,
): string | null {
  if (!config.paymentMethodKeys.includes(methodKey)) return checkoutErrorCodes.paymentMethodNotOffered;
  if (brandName !== undefined && !brandsOf(methodKey, config).includes(brandName.toUpperCase()))
    return checkoutErrorCodes.paymentBrandNotOffered;
  return paymentMethodUnavailability(methodKey, circumstances);
}
