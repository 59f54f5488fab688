import type { Executor } from '../db/database.js';
import { contentVouchers } from '../db/schema/content.js';
import { generalVoucherSchema, type GeneralVoucher } from '../schemas/vouchers.js';

const dateOrNull = (value: string | undefined) => (value ? new Date(value) : null);

/** Writes general vouchers (checked against the §3 contract) in the given order. */
export async function insertGeneralVouchers(
  executor: Executor,
  tenantId: string,
  vouchers: GeneralVoucher[],
) {
  await executor.insert(contentVouchers).values(
    vouchers.map((voucher, position) => {
      const {
        promotionId,
        type: _type,
        validFrom,
        expirationDate,
        ...content
      } = generalVoucherSchema.parse(voucher);
      return {
        tenantId,
        promotionId,
        position,
        content,
        validFrom: dateOrNull(validFrom),
        expiresAt: dateOrNull(expirationDate),
      };
    }),
  );
}
