import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { contentVouchers, type ContentVoucherRow } from '../db/schema/content.js';
import type { GeneralVoucher, PersonalVoucher, VoucherConfig } from '../schemas/vouchers.js';
import { keptSetting } from '../tenant/kept-settings.js';
import type { TenantContext } from '../tenant/tenant-repository.js';

export const voucherValidNow = and(
  or(isNull(contentVouchers.validFrom), lte(contentVouchers.validFrom, sql`now()`)),
  or(isNull(contentVouchers.expiresAt), gt(contentVouchers.expiresAt, sql`now()`)),
);

export function voucherConfigOf(row: ContentVoucherRow): VoucherConfig {
  return {
    ecommerceAutomaticRedemption: row.automaticRedemption ?? undefined,
    ecommerceLimitAutomaticRedemptionToServiceTypes: row.automaticServiceTypes.length
      ? row.automaticServiceTypes
      : undefined,
    articleId: row.articleId ?? undefined,
    component: row.component ?? undefined,
    discount:
      row.discountKind === 'percent'
        ? { kind: 'percent', percent: row.discountValue! }
        : row.discountKind === 'amount'
          ? { kind: 'amount', amount: row.discountValue! }
          : undefined,
  };
}

function voucherFieldsOf(row: ContentVoucherRow) {
  return {
    ...row.content,
    ...voucherConfigOf(row),
    promotionId: row.promotionId,
    validFrom: row.validFrom?.toISOString(),
    expirationDate: row.expiresAt?.toISOString(),
  };
}

export async function listGeneralVouchers(executor: Executor, tenantId: string): Promise<GeneralVoucher[]> {
  const rows = await executor
    .select()
    .from(contentVouchers)
    .where(and(eq(contentVouchers.tenantId, tenantId), eq(contentVouchers.type, 'general'), voucherValidNow))
    .orderBy(asc(contentVouchers.position));
  return rows.map((row) => ({ ...voucherFieldsOf(row), type: 'general' }));
}

export async function listPersonalVouchers(
  executor: Executor,
  tenantId: string,
  promotionIds: string[],
): Promise<PersonalVoucher[]> {
  if (!promotionIds.length) return [];
  const rows = await executor
    .select()
    .from(contentVouchers)
    .where(
      and(
        eq(contentVouchers.tenantId, tenantId),
        eq(contentVouchers.type, 'personal'),
        inArray(contentVouchers.promotionId, promotionIds),
        voucherValidNow,
      ),
    )
    .orderBy(asc(contentVouchers.position));
  return rows.map((row) => ({ ...voucherFieldsOf(row), type: 'personal' }));
}

/**
 * §4: the tenant's automatic vouchers valid at `now`. Decision 0106: with the request's tenant its
 * automatic vouchers are kept with it; their validity is checked at every call.
 */
export async function listAutomaticVouchers(
  executor: Executor,
  tenantId: string,
  tenant?: TenantContext,
  now = new Date(),
) {
  const automatic = await keptSetting(tenant, tenantId, 'automatic-vouchers', () =>
    executor
      .select()
      .from(contentVouchers)
      .where(and(eq(contentVouchers.tenantId, tenantId), isNotNull(contentVouchers.automaticRedemption))),
  );
  return automatic.filter(
    ({ validFrom, expiresAt }) => (!validFrom || validFrom <= now) && (!expiresAt || expiresAt > now),
  );
}
