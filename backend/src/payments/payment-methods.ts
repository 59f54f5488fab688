import type { PaymentMethodKey, PaymentMethodType } from '../schemas/payment-enums.js';

export type HostedPaymentMethodKey = Extract<PaymentMethodKey, 'apple-pay' | 'credit-cards' | 'paypal'>;

// Worldline Direct payment product ids.
const cardBrands = { 1: 'VISA', 2: 'AMEX', 3: 'MASTERCARD', 132: 'DINERS' } as const;
const walletBrands = { 302: 'APPLEPAY', 840: 'PAYPAL' } as const;

export const paymentProductIdsByMethodKey: Record<HostedPaymentMethodKey, number[]> = {
  'credit-cards': Object.keys(cardBrands).map(Number),
  paypal: [840],
  'apple-pay': [302],
};

/** The provider's products of a method; cards only of the brands the tenant accepts. */
export function productIdsOf(
  methodKey: HostedPaymentMethodKey,
  acceptedCardBrands: readonly string[],
): number[] {
  if (methodKey !== 'credit-cards') return paymentProductIdsByMethodKey[methodKey];
  return Object.entries(cardBrands)
    .filter(([, brand]) => acceptedCardBrands.includes(brand))
    .map(([productId]) => Number(productId));
}

export function isHostedPaymentMethodKey(methodKey: PaymentMethodKey): methodKey is HostedPaymentMethodKey {
  return methodKey in paymentProductIdsByMethodKey;
}

export type PaymentProductDescription = {
  productId: number;
  methodKey: HostedPaymentMethodKey;
  brandName: string;
  methodType: PaymentMethodType;
};

export function describePaymentProduct(
  productId: number | null | undefined,
): PaymentProductDescription | null {
  if (productId == null) return null;
  if (productId in cardBrands) {
    return {
      productId,
      methodKey: 'credit-cards',
      brandName: cardBrands[productId as keyof typeof cardBrands],
      methodType: 'TWO_TIER',
    };
  }
  if (productId in walletBrands) {
    const brandName = walletBrands[productId as keyof typeof walletBrands];
    return {
      productId,
      methodKey: brandName === 'PAYPAL' ? 'paypal' : 'apple-pay',
      brandName,
      methodType: 'WALLET',
    };
  }
  return null;
}
