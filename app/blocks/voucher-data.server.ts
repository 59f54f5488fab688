import type { AppLoadContext } from '@remix-run/node';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import type { PersonalVoucher } from '../../backend/src/schemas/vouchers.js';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { hasLoggedInCookie, isUnauthenticated } from '~/utils/auth.server';
import { describeError, logEvent } from '~/utils/logger.server';
import type { VoucherGroupDatum } from './block-data';
import { blockFieldsOf, type BlockLoader } from './block-loader.server';

// §7: a 404 means the shop publishes no general vouchers, not an error.
async function generalVouchersOf(context: AppLoadContext) {
  try {
    return (await context.content.getGeneralVouchers()).vouchers;
  } catch (error) {
    if (error instanceof ApiNotFoundError) return [];
    throw error;
  }
}

type PersonalVouchers = { vouchers: PersonalVoucher[]; failed: boolean };

/** §7: the member's card vouchers, then their content; guests are not asked about. */
async function personalVouchersOf(context: AppLoadContext, request: Request): Promise<PersonalVouchers> {
  if (!hasLoggedInCookie(request)) return { vouchers: [], failed: false };
  try {
    const card = await context.customer.getLoyaltyVouchers();
    if (!card.vouchers.length) return { vouchers: [], failed: false };
    const promotionIds = card.vouchers.map((voucher) => voucher.promotionId);
    return { vouchers: (await context.content.getPersonalVouchers(promotionIds)).vouchers, failed: false };
  } catch (error) {
    if (isUnauthenticated(error)) return { vouchers: [], failed: false };
    // §8: a personal voucher fetch failure sets an error flag; the general vouchers still show.
    logEvent('warn', 'personal vouchers unavailable', {
      requestId: context.requestId,
      ...describeError(error),
    });
    return { vouchers: [], failed: true };
  }
}

/** §1 voucher group: the general vouchers, and a logged-in member's personal ones. */
export async function loadVoucherGroup(
  context: AppLoadContext,
  fields: BlockFields<'voucherGroup'>,
  request: Request,
): Promise<VoucherGroupDatum> {
  const [general, personal] = await Promise.all([
    generalVouchersOf(context),
    personalVouchersOf(context, request),
  ]);
  return {
    vouchers: general.slice(0, fields.limit),
    personalVouchers: personal.vouchers.slice(0, fields.limit),
    personalVouchersFailed: personal.failed,
  };
}

export const voucherBlockLoaders: Record<string, BlockLoader> = {
  voucherGroup: (context, block, request) => {
    const fields = blockFieldsOf('voucherGroup', block);
    return fields ? loadVoucherGroup(context, fields, request) : undefined;
  },
};
