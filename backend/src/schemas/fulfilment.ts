import { z } from 'zod';
import { paymentMethodKeySchema } from './payment-enums.js';

// Issue 36 (decision 0088): the order's life after placing, as the staff API and the shopper's
// order views show it. Plain zod: the storefront imports it too. Names as in
// /work/tools/fulfilment-contract.md.

export const orderStateValues = ['placed', 'picking', 'picked', 'handed_over', 'cancelled'] as const;
export const orderStateSchema = z.enum(orderStateValues);
export type OrderStateValue = z.infer<typeof orderStateSchema>;

export const pickOutcomeValues = ['picked', 'missing', 'substituted'] as const;
export const pickOutcomeSchema = z.enum(pickOutcomeValues);
export type PickOutcome = z.infer<typeof pickOutcomeSchema>;

export const fulfilmentErrorCodes = {
  orderNotPicking: 'ORDER_NOT_PICKING',
  /** The order is not in the state the call moves it from (details.state: where it is). */
  orderStateConflict: 'ORDER_STATE_CONFLICT',
  pickWeightAboveAllowance: 'PICK_WEIGHT_ABOVE_ALLOWANCE',
  pickLineInvalid: 'PICK_LINE_INVALID',
  pickLinesOpen: 'PICK_LINES_OPEN',
  substitutionNotAllowed: 'SUBSTITUTION_NOT_ALLOWED',
  substituteNotFound: 'SUBSTITUTE_NOT_FOUND',
  refundAboveCaptured: 'REFUND_ABOVE_CAPTURED',
  refundNotAllowed: 'REFUND_NOT_ALLOWED',
  lineNotFound: 'PICK_LINE_NOT_FOUND',
} as const;

/**
 * What a line was substituted by: `price` is what it is charged at, the lower of its own and the
 * line's, per piece; per kg when the line has `pickedGrams` (a weight line's substitute is weighed).
 */
const substituteSchema = z.object({ productId: z.string(), name: z.string(), price: z.number().int() });

export const finalBillLineSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  outcome: pickOutcomeSchema,
  orderedQuantity: z.number().int(),
  pickedQuantity: z.number().int().optional(),
  orderedGrams: z.number().int().optional(),
  pickedGrams: z.number().int().optional(),
  substitute: substituteSchema.optional(),
  /** What the line costs on the bill (0 for a missing line), in minor units. */
  amount: z.number().int(),
});
export type FinalBillLine = z.infer<typeof finalBillLineSchema>;

export const finalBillSchema = z.object({
  lines: z.array(finalBillLineSchema),
  /** The picked goods at the prices charged, before discounts. */
  goods: z.number().int(),
  /** Service fee (and a delivery pass bought with the order), as ordered. */
  fees: z.number().int(),
  deposits: z.number().int(),
  /** Vouchers and codes re-applied to the picked goods. */
  discounts: z.number().int(),
  total: z.number().int(),
  /** What the order authorised (the estimate with the surcharge; gift cards included). */
  authorized: z.number().int(),
  /** What gift cards pay of the total, as ordered (decision 0074). */
  giftCardAmount: z.number().int().default(0),
  /** The payment method's share of the total; null before the bill is final. */
  captured: z.number().int().nullable(),
  /** What the provider released of its authorisation (or refunded of an early capture); null before. */
  released: z.number().int().nullable(),
  refunds: z.array(z.object({ amount: z.number().int(), reason: z.string(), at: z.string() })),
  /**
   * How an order settled outside the provider is paid (at the door, at the store, by invoice):
   * nothing was reserved or is released; null when the provider (or a gift card alone) pays.
   */
  paidOutside: paymentMethodKeySchema.nullable().default(null),
});
export type FinalBill = z.infer<typeof finalBillSchema>;

export const pickLineBodySchema = z
  .object({
    outcome: pickOutcomeSchema,
    pickedQuantity: z.number().int().min(0).max(10_000).optional(),
    pickedGrams: z.number().int().min(1).max(1_000_000).optional(),
    substituteProductId: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type PickLineBody = z.infer<typeof pickLineBodySchema>;

export const refundBodySchema = z
  .object({
    amount: z.number().int().min(1).max(100_000_000),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

export const staffOrdersQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export const staffOrderParamsSchema = z.object({ orderNumber: z.string().regex(/^\d{1,20}$/) });
export const staffLineParamsSchema = staffOrderParamsSchema.extend({ lineId: z.string().min(1).max(80) });

const serviceTypeSchema = z.enum(['DELIVERY', 'CLICK_AND_COLLECT']);

export const staffOrderListSchema = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      slotId: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      appointableId: z.string(),
      serviceType: serviceTypeSchema,
      orders: z.array(
        z.object({
          orderNumber: z.string(),
          state: orderStateSchema,
          lineCount: z.number().int(),
          contactName: z.string(),
        }),
      ),
    }),
  ),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

export const staffPickLineSchema = z.object({
  lineId: z.string(),
  productId: z.string(),
  name: z.string(),
  shelf: z.string(),
  quantity: z.number().int(),
  isWeightArticle: z.boolean(),
  orderedGrams: z.number().int().optional(),
  minGrams: z.number().int().optional(),
  maxGrams: z.number().int().optional(),
  unitPrice: z.number().int(),
  pricePerKg: z.number().int().optional(),
  substitutionAllowed: z.boolean(),
  outcome: pickOutcomeSchema.nullable(),
  pickedQuantity: z.number().int().optional(),
  pickedGrams: z.number().int().optional(),
  substitute: substituteSchema.optional(),
});
export type StaffPickLine = z.infer<typeof staffPickLineSchema>;

export const staffOrderSchema = z.object({
  orderNumber: z.string(),
  state: orderStateSchema,
  slot: z
    .object({ slotId: z.string(), startsAt: z.string(), endsAt: z.string(), appointableId: z.string() })
    .nullable(),
  serviceType: serviceTypeSchema,
  lines: z.array(staffPickLineSchema),
  bill: finalBillSchema.nullable(),
  authorizedAmount: z.number().int(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
