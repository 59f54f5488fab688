import { z } from 'zod';

export const paymentMethodKeySchema = z.enum([
  'apple-pay',
  'credit-cards',
  'pay-by-invoice-b2b',
  'pay-by-invoice-b2c',
  'payment-at-the-door',
  'payment-at-the-store',
  'paypal',
]);
export type PaymentMethodKey = z.infer<typeof paymentMethodKeySchema>;

export const paymentInitiatorSchema = z.enum(['REDIRECT', 'UNKNOWN', 'WEBHOOK']);
export type PaymentInitiator = z.infer<typeof paymentInitiatorSchema>;

export const paymentMethodTypeSchema = z.enum(['ONE_TIER', 'TWO_TIER', 'UNKNOWN', 'WALLET']);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;
