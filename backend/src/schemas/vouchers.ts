import { z } from 'zod';
import { imageFields } from './content-fields.js';

// §3 voucher (the mapped fields of a joe voucher that a general voucher has): shown on content
// pages by the voucher group block (§1), from GET /api/content/vouchers/generalvouchers (§7).
export const generalVoucherSchema = z.object({
  promotionId: z.string(),
  type: z.literal('general'),
  title: z.string(),
  description: z.string().optional(),
  image: imageFields.optional(),
  validFrom: z.string().datetime().optional(),
  expirationDate: z.string().datetime().optional(),
  fineprintHeadline: z.string().optional(),
  fineprintText: z.string().optional(),
});
export type GeneralVoucher = z.infer<typeof generalVoucherSchema>;
export const generalVoucherListSchema = z.object({ vouchers: z.array(generalVoucherSchema) });
