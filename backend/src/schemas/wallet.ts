import { z } from 'zod';

/** §8 gift-card and wallet codes; §8 cart codes 260, 261 and 264 for paying with a gift card. */
export const giftCardErrorCodes = {
  general: '1000',
  referenceInvalid: '1001',
  unknown: '1002',
  notLinked: '1003',
  linkedToAnother: '1004',
  transactionConflict: '1005',
  customerUnknown: '1010',
  customerMaximum: '1014',
  rateLimited: 'GIFT_CARD_RATE_LIMITED',
} as const;

export const giftCardPaymentCodes = {
  invalid: '260',
  notCovered: '261',
  missing: '264',
} as const;

/** §3 Wallet: a gift card has method key gift-card, brand GIFTCARD, type gift-card. */
export const giftCardSchema = z.object({
  id: z.string().uuid(),
  methodKey: z.literal('gift-card'),
  brandName: z.literal('GIFTCARD'),
  type: z.literal('gift-card'),
  /** The last four characters of the code; the code itself is never answered. */
  codeEnding: z.string(),
  balance: z.number().int(),
  initialBalance: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const walletSchema = z.object({
  /** What the customer's cards that have not expired hold together, in minor units. */
  balance: z.number().int(),
  currency: z.string(),
  giftCards: z.array(giftCardSchema),
  maxGiftCards: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

// Generous for spaces and dashes; the format itself is checked by the code's rules (1001).
export const linkGiftCardBodySchema = z.object({ code: z.string().max(64) });
export const giftCardParamsSchema = z.object({ id: z.string().max(64) });

/** The part of POST /api/checkout a gift card pays. */
export const checkoutGiftCardSchema = z.object({
  id: z.string().max(64),
  amount: z.number().int().positive(),
  /** Names this payment for good: repeated with the same card and amount it is the same debit (1005 otherwise). */
  transactionKey: z.string().min(8).max(64).optional(),
});
export type CheckoutGiftCard = z.infer<typeof checkoutGiftCardSchema>;
