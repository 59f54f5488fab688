import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import { giftCardErrorCodes, giftCardPaymentCodes } from '../../../backend/src/schemas/wallet.js';
import { ApiError } from '~/services/api-errors.server';
import { formatMoney } from '~/utils/money';
import { payFormSchema, type PayForm } from './checkout-form-schemas.server';
import {
  checkGiftCardChoice,
  payingGiftCardsOf,
  shownSplitToken,
  type GiftCardCheck,
} from './gift-card-split';

// Issue 34 (decision 0078): the gift card's part of the pay form, checked on the server against
// the wallet and the cart's total it reads itself, whatever the browser sent or showed.

type FieldErrors = Record<string, string[]>;

/** The customer's cards that can pay now; none for a guest (the API answers the wallet to customers only). */
async function payingCardsOf(context: AppLoadContext) {
  try {
    return payingGiftCardsOf((await context.wallet.getWallet()).giftCards);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return [];
    throw error;
  }
}

/** The choice's gift card checked against the wallet and `total` (the open cart's, minor units). */
export async function checkGiftCardOfForm(
  context: AppLoadContext,
  value: Pick<PayForm, 'giftCardUse' | 'giftCardId' | 'giftCardAmount'>,
  total: number,
): Promise<GiftCardCheck> {
  if (value.giftCardUse !== 'on') return { status: 'none' };
  const { currency, locale } = context.tenant.config.clientRuntimeConfig;
  return checkGiftCardChoice(value, {
    cards: await payingCardsOf(context),
    total,
    money: (minorUnits) => formatMoney(minorUnits, { locale, currency }),
    t: context.t,
  });
}

/**
 * Why the choice cannot be paid as it stands, as errors beside its fields, or null: the gift card
 * is wrong, the split is not the one the page showed, or the rest has no method. Any method pays
 * the rest, a saved card too, and a new card may be kept (decision 0078).
 */
export function giftCardChoiceErrors(
  { t }: AppLoadContext,
  value: PayForm,
  check: GiftCardCheck,
): FieldErrors | null {
  if (check.status === 'invalid') return check.fieldErrors as FieldErrors;
  // A post without the field is a client of the page before the gift card: it showed no split.
  if (shownSplitToken(check) !== (value.giftCardShown ?? 'none'))
    return { giftCardUse: [t('giftCardCheckout.splitChanged')] };
  if (check.status === 'split' && check.split.rest === 0) return null;
  if (!value.paymentMethodKey) return { paymentMethodKey: [t('checkout.payment.choose')] };
  return null;
}

const amountCodes = new Set<string>([giftCardPaymentCodes.invalid, giftCardPaymentCodes.notCovered]);
const cardCodes = new Set<string>([giftCardPaymentCodes.missing, giftCardErrorCodes.transactionConflict]);

/** A refusal of the API about the gift card, beside its field; null for any other refusal. */
export function giftCardRefusalErrors({ t }: AppLoadContext, error: ApiError): FieldErrors | null {
  if (amountCodes.has(error.code))
    return { giftCardAmount: [t(`giftCardCheckout.error.${error.code as '260' | '261'}`)] };
  if (cardCodes.has(error.code))
    return { giftCardUse: [t(`giftCardCheckout.error.${error.code as '264' | '1005'}`)] };
  return null;
}

/**
 * "Betrag übernehmen": the split of the choice shown without paying (the terms are not asked
 * yet). With JavaScript off this is how the shopper sees the split before the pay button.
 */
export async function showGiftCardSplit(
  context: AppLoadContext,
  formData: FormData,
): Promise<{ status: 'shown' | 'refused'; result: SubmissionResult<string[]> }> {
  const schema = payFormSchema(context.t).partial({ termsAccepted: true });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { status: 'refused', result: submission.reply() };
  const cart = await context.cart.getCart();
  const check = await checkGiftCardOfForm(context, submission.value, cart.priceInfo.total);
  if (check.status === 'invalid')
    return { status: 'refused', result: submission.reply({ fieldErrors: check.fieldErrors as FieldErrors }) };
  return { status: 'shown', result: submission.reply() };
}
