import type { Executor } from '../db/database.js';
import { contentVouchers } from '../db/schema/content.js';
import { generalVoucherSchema, personalVoucherSchema, type ContentVoucher } from '../schemas/vouchers.js';

const dateOrNull = (value: string | undefined) => (value ? new Date(value) : null);

export async function insertVouchers(executor: Executor, tenantId: string, vouchers: ContentVoucher[]) {
  if (!vouchers.length) return;
  await executor.insert(contentVouchers).values(
    vouchers.map((voucher, position) => {
      const {
        promotionId,
        type,
        validFrom,
        expirationDate,
        ecommerceAutomaticRedemption,
        ecommerceLimitAutomaticRedemptionToServiceTypes,
        articleId,
        component,
        discount,
        ...content
      } =
        voucher.type === 'personal'
          ? personalVoucherSchema.parse(voucher)
          : generalVoucherSchema.parse(voucher);
      return {
        tenantId,
        promotionId,
        type,
        position,
        content,
        validFrom: dateOrNull(validFrom),
        expiresAt: dateOrNull(expirationDate),
        automaticRedemption: ecommerceAutomaticRedemption ?? null,
        automaticServiceTypes: ecommerceLimitAutomaticRedemptionToServiceTypes ?? [],
        articleId: articleId ?? null,
        component: component ?? null,
        discountKind: discount?.kind ?? null,
        discountValue: discount ? (discount.kind === 'percent' ? discount.percent : discount.amount) : null,
      };
    }),
  );
}
