import type { TFunction } from 'i18next';
import type { SubmissionResult } from '@conform-to/react';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { cartErrorCodes } from '../../../backend/src/schemas/cart.js';
import { submitCartForm, type CartFormOutcome } from '~/routes/cart/cart-actions.server';
import { cartCodeMessageKey } from '~/routes/cart/cart-rules';
import { checkoutCodeMessageKey } from './payment-method-codes';
import type { PaymentMethodKey } from '../../../backend/src/schemas/payment-enums.js';
import { ApiError } from '~/services/api-errors.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { parseReadyForm } from '~/utils/form-parsing.server';
import {
  billingAddressFormSchema,
  readyPayForm,
  savedAddressFormSchema,
  type PayForm,
} from './checkout-form-schemas.server';
import { checkGiftCardOfForm, giftCardChoiceErrors, giftCardRefusalErrors } from './gift-card-actions.server';
import { countryOfLocale } from '~/utils/phone';
import { phoneNormalizer } from '~/utils/phone.server';

type Refused = {
  status: 'refused';
  result: SubmissionResult<string[]>;
  /** Issue 38: the billing part of a refused pay, so the form keeps the edit and names its errors. */
  billing?: SubmissionResult<string[]>;
};

/** The billing address (§5 checkout address rules), with the e-mail and phone the order is reached at. */
export function setBillingAddress({ checkout, t, tenant }: AppLoadContext, formData: FormData) {
  const locale = tenant.config.clientRuntimeConfig.locale;
  return submitCartForm(
    formData,
    billingAddressFormSchema(t, phoneNormalizer(locale)),
    (address) => checkout.setBillingAddress({ ...address, countryCode: countryOfLocale(locale) ?? 'AT' }),
    (error) => ({ formErrors: [t(cartCodeMessageKey(error.code))] }),
  );
}

export async function takeSavedAddress(
  context: AppLoadContext,
  formData: FormData,
): Promise<CartFormOutcome<unknown>> {
  const { t } = context;
  return submitCartForm(
    formData,
    savedAddressFormSchema(t),
    async ({ addressId }) => {
      const [customer, addresses] = await Promise.all([
        context.customer.getCustomer(),
        context.customer.listAddresses(),
      ]);
      const saved = addresses.find((address) => address.id === addressId);
      if (!saved) throw new ApiError(404, 'ADDRESS_UNKNOWN', 'no such saved address');
      await context.checkout.setBillingAddress({
        firstName: saved.firstName,
        lastName: saved.lastName ?? undefined,
        companyName: saved.companyName ?? undefined,
        streetName: saved.streetName,
        streetNumber: saved.streetNumber,
        postalCode: saved.postalCode,
        city: saved.city,
        countryCode: saved.countryCode,
        valueAddedTaxId: saved.valueAddedTaxId ?? undefined,
        phoneNumber: saved.phoneNumber ?? undefined,
        email: customer.email,
      });
    },
    () => ({ fieldErrors: { addressId: [t('checkout.billing.chooseSaved')] } }),
  );
}

/** The codes a refused finalize names (CART_INVALID lists the cart's validation codes). */
function refusalMessages(context: AppLoadContext, error: ApiError): string[] {
  const { t } = context;
  const details = error.details as { errors?: { code?: unknown }[] } | undefined;
  const codes =
    error.code === cartErrorCodes.cartInvalid
      ? (details?.errors ?? []).map((entry) => String(entry.code))
      : [error.code];
  return [...new Set(codes.map((code) => t(checkoutCodeMessageKey(code))))];
}

/**
 * The method is optional only for a gift card paying it all (issue 34): a post without one and
 * without the gift card is asked for it beside the choice, with whatever else is missing.
 */
function methodMissing(t: TFunction, payload: Record<string, unknown>): Record<string, string[]> {
  return !payload.paymentMethodKey && payload.giftCardUse !== 'on'
    ? { paymentMethodKey: [t('checkout.payment.choose')] }
    : {};
}

/** A refusal leaves the cart open, so the shopper can fix what it names. */
async function pay(
  context: AppLoadContext,
  formData: FormData,
  confirmationPath: string,
): Promise<Response | Refused> {
  const { cart: carts, checkout, t } = context;
  const submission = parseReadyForm(formData, readyPayForm(t));
  if (submission.status !== 'success')
    return {
      status: 'refused',
      result: submission.reply({ fieldErrors: methodMissing(t, submission.payload) }),
    };
  // Issue 39: the cart is priced only for a gift card's part.
  const priced = submission.value.giftCardUse === 'on' ? await carts.getCart() : null;
  // Issue 34: the gift card's part, checked against the wallet and the total before anything is paid.
  const giftCard = await checkGiftCardOfForm(context, submission.value, priced?.priceInfo.total ?? 0);
  const choiceErrors = giftCardChoiceErrors(context, submission.value, giftCard);
  if (choiceErrors) return { status: 'refused', result: submission.reply({ fieldErrors: choiceErrors }) };
  // Issue 39: one call freezes the cart (a cart a payment page left finalized is opened and
  // frozen anew) and pays it; a refusal leaves the cart open for changes or another method.
  try {
    const paidByGiftCard =
      giftCard.status === 'split'
        ? { giftCard: { id: giftCard.split.cardId, amount: giftCard.split.amount } }
        : null;
    const answer =
      paidByGiftCard && giftCard.status === 'split' && giftCard.split.rest === 0
        ? await checkout.pay('gift-card', paidByGiftCard)
        : await payWithMethod(context, submission.value, paidByGiftCard ?? {});
    if (answer.next === 'pay') return redirect(answer.redirectUrl);
    return redirect(confirmationHrefOf(confirmationPath, answer.orderNumber));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const giftCardErrors = giftCardRefusalErrors(context, error);
    if (giftCardErrors)
      return { status: 'refused', result: submission.reply({ fieldErrors: giftCardErrors }) };
    return { status: 'refused', result: submission.reply({ formErrors: refusalMessages(context, error) }) };
  }
}

/**
 * The chosen method pays (the rest beside a gift card's part): a saved card by its token
 * (decision 0075), a new card kept when asked.
 */
function payWithMethod(
  { checkout }: AppLoadContext,
  value: PayForm,
  giftCardPart: { giftCard?: { id: string; amount: number } },
) {
  const choice = value.paymentMethodKey ?? '';
  const saved = choice.startsWith('saved:') ? choice.slice('saved:'.length) : null;
  const methodKey = saved ? 'credit-cards' : (choice as PaymentMethodKey);
  return checkout.pay(methodKey, {
    ...giftCardPart,
    ...(saved
      ? { savedPaymentMethodId: saved, setPrimary: value.setPrimary === 'on' }
      : methodKey === 'credit-cards' && value.savePaymentMethod === 'on'
        ? { savePaymentMethod: true, setPrimary: value.setPrimary === 'on' }
        : {}),
  });
}

export async function confirmationHref(
  context: AppLoadContext,
  request: Request,
  orderNumber: string,
): Promise<string> {
  return confirmationHrefOf(await requireRoutePath(context, request, 'checkout-confirmation'), orderNumber);
}

function confirmationHrefOf(confirmationPath: string, orderNumber: string): string {
  return `${confirmationPath}?${new URLSearchParams({ order: orderNumber })}`;
}

/**
 * Issue 38: the pay button sends the billing form with it (decision 0076), so what the shopper
 * sees is what is ordered: the billing address is saved first, and a refused one stops the
 * payment with the edit kept and its errors beside the fields. A post without billing fields
 * (a client of the old page) pays with the billing address saved before.
 */
export async function payWithBilling(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
): Promise<Response | Refused> {
  // Before anything is paid: a tenant without a confirmation page gets its 404 now, not after.
  const confirmationPath = await requireRoutePath(context, request, 'checkout-confirmation');
  return afterBilling(context, formData, (context, formData) => pay(context, formData, confirmationPath));
}

/** Issue 34: "Betrag übernehmen" keeps the billing edit the same way, then shows the split. */
export async function afterBilling<Outcome>(
  context: AppLoadContext,
  formData: FormData,
  next: (context: AppLoadContext, formData: FormData) => Promise<Outcome>,
): Promise<Outcome | Refused> {
  if (!formData.has('streetName')) return next(context, formData);
  const { cart: carts, checkout, t } = context;
  // Back from the provider the cart is finalized; it opens again before the address changes.
  // Issue 39: its status is one statement, the priced cart ten.
  if ((await carts.getStatus()).cartStatus === 'FINALIZED') await checkout.reset();
  const saved = await setBillingAddress(context, formData);
  if (saved.status === 'refused') {
    const payPart = parseReadyForm(formData, readyPayForm(t));
    return {
      status: 'refused',
      result: payPart.reply({
        formErrors: [t('checkoutClarity.billingRefused')],
        fieldErrors: methodMissing(t, payPart.payload),
      }),
      billing: saved.result,
    };
  }
  return next(context, formData);
}
