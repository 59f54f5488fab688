import { z } from 'zod';
import { isValidEan13 } from './field-rules.js';

// Decision 0081: the loyalty programme's API contract (§3 loyaltyMemberInformation, §4, §7, §8).

/** §8: the card-info call's code for a card the programme does not know (any more). */
export const loyaltyErrorCodes = { cardUnknown: '10048' } as const;

/** §4 loyalty status; null for a customer who is no member at all. */
export const loyaltyStatusValues = ['referenced', 'dereferenced', 'online-only', 'authenticated'] as const;
export const loyaltyStatusSchema = z.enum(loyaltyStatusValues);
export type LoyaltyStatus = z.infer<typeof loyaltyStatusSchema>;

/** §5 card number: exactly 13 digits with a valid EAN-13 check digit. */
export const cardNumberSchema = z
  .string()
  .regex(/^\d{13}$/, 'exactly 13 digits')
  .refine(isValidEan13, 'EAN-13 check digit does not match');

/** Tenant configuration: points earned per whole euro of an order's total, per pool. */
export const loyaltyConfigSchema = z
  .object({
    pointRates: z
      .array(
        z.object({
          poolId: z.string().min(1).max(40),
          tags: z.array(z.string()).default(['points']),
          pointsPerEuro: z.number().positive().max(100),
        }),
      )
      .max(5),
  })
  .default({ pointRates: [{ poolId: 'joe-points', tags: ['points'], pointsPerEuro: 1 }] });
export type LoyaltyConfig = z.infer<typeof loyaltyConfigSchema>;

export const cardInfoQuerySchema = z.object({
  currentIds: z
    .string()
    .max(140)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(cardNumberSchema).min(1).max(10))
    .describe('the card numbers the storefront holds, comma-separated (EAN-13 each)'),
  dontRenderText: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true: the barcode without the human-readable digits below it'),
});

export const loyaltyPoolSchema = z.object({
  poolId: z.string(),
  tags: z.array(z.string()),
  value: z.number().int(),
});

export const loyaltyBookingSchema = z.object({
  orderNumber: z.string(),
  poolId: z.string(),
  kind: z.enum(['EARNED', 'REVERSED']),
  points: z.number().int(),
  bookedAt: z.string().datetime({ offset: true }),
});
export type LoyaltyBooking = z.infer<typeof loyaltyBookingSchema>;

export const cardInfoSchema = z.object({
  mpCardId: z.string().describe('the card number (EAN-13)'),
  loyalityMemberId: z.string(),
  status: z.enum(['referenced', 'authenticated']),
  /** An EAN-13 barcode of the card number, drawn by bwip-js, to scan at the till. */
  barcodeSvg: z.string(),
  pools: z.array(loyaltyPoolSchema),
  /** The newest bookings first, at most ten. */
  bookings: z.array(loyaltyBookingSchema),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;
export const cardInfoListSchema = z.array(cardInfoSchema);
