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

export function isHostedPaymentMethodKey(methodKey: PaymentMethodKey): methodKey is HostedPaymentMethodKey {
  return methodKey in paymentProductIdsByMethodKey;
}

export type PaymentProductDescription = {
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
      methodKey: 'credit-cards',
      brandName: cardBrands[productId as keyof typeof cardBrands],
      methodType: 'TWO_TIER',
    };
  }
  if (productId in walletBrands) {
    const brandName = walletBrands[productId as keyof typeof walletBrands];
    return { methodKey: brandName === 'PAYPAL' ? 'paypal' : 'apple-pay', brandName, methodType: 'WALLET' };
  }
  return null;
}
