import { z } from 'zod';
import { imageFields } from './content-fields.js';

// §3 voucher config: when a voucher goes into a cart by itself (§4), and what it takes off.
export const automaticRedemptionValues = ['Always', 'FirstOrders'] as const;
export const voucherServiceTypeValues = ['Delivery', 'Click & Collect'] as const;
export type VoucherServiceType = (typeof voucherServiceTypeValues)[number];

export const voucherDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount: z.number().int().positive() }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
]);
export type VoucherDiscount = z.infer<typeof voucherDiscountSchema>;

export const voucherConfigSchema = z.object({
  ecommerceAutomaticRedemption: z.enum(automaticRedemptionValues).optional(),
  /** Empty or absent: every service type. */
  ecommerceLimitAutomaticRedemptionToServiceTypes: z.array(z.enum(voucherServiceTypeValues)).optional(),
  articleId: z.string().optional(),
  component: z.string().optional(),
  discount: voucherDiscountSchema.optional(),
});
export type VoucherConfig = z.infer<typeof voucherConfigSchema>;

// §3 voucher (the mapped fields of a joe voucher): shown on content pages by the voucher group
// block (§1), from GET /api/content/vouchers/generalvouchers and /personalvouchers (§7).
const voucherFieldsSchema = voucherConfigSchema.extend({
  promotionId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  image: imageFields.optional(),
  validFrom: z.string().datetime().optional(),
  expirationDate: z.string().datetime().optional(),
  fineprintHeadline: z.string().optional(),
  fineprintText: z.string().optional(),
});

export const generalVoucherSchema = voucherFieldsSchema.extend({ type: z.literal('general') });
export type GeneralVoucher = z.infer<typeof generalVoucherSchema>;
export const generalVoucherListSchema = z.object({ vouchers: z.array(generalVoucherSchema) });

/** §3 personal vouchers: type personal, with the joe fields a member's voucher carries. */
export const personalVoucherSchema = voucherFieldsSchema.extend({
  type: z.literal('personal'),
  coins: z.number().int().nonnegative().optional(),
  joeType: z.string().optional(),
  contentType: z.string().optional(),
  /** Scanned at the till when the voucher is redeemed in a store. */
  barcodeImage: imageFields.optional(),
});
export type PersonalVoucher = z.infer<typeof personalVoucherSchema>;
export const personalVoucherListSchema = z.object({ vouchers: z.array(personalVoucherSchema) });

export const personalVouchersQuerySchema = z.object({
  promotionIds: z
    .string()
    .max(2000)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))].slice(0, 100)),
});

export const loyaltyVoucherListSchema = z.object({
  mpCardId: z.string().nullable(),
  vouchers: z.array(z.object({ promotionId: z.string() })),
});
export type LoyaltyVoucherList = z.infer<typeof loyaltyVoucherListSchema>;

export type ContentVoucher = GeneralVoucher | PersonalVoucher;
