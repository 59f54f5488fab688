import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { cartErrorCodes, cartValidationCodes } from '../../../backend/src/schemas/cart.js';
import { distributionErrorCodes } from '../../../backend/src/schemas/distribution.js';
import {
  deliveryAddressFormSchema,
  discountCodeFormSchema,
  guestContactFormSchema,
  pickupFormSchema,
  timeSlotFormSchema,
} from './cart-form-schemas.server';
import { cartCodeMessageKey } from './cart-rules';
import { ApiError } from '~/services/api-errors.server';
import { phoneNormalizer } from '~/utils/phone.server';

type Refusal = { fieldErrors?: Record<string, string[]>; formErrors?: string[] };

export type CartFormOutcome<Value> =
  { status: 'refused'; result: SubmissionResult<string[]> } | { status: 'done'; value: Value };

/** With `refusalOf`, a 4xx comes back as the form's errors; anything else is thrown. */
export async function submitCartForm<Schema extends z.ZodTypeAny>(
  formData: FormData,
  schema: Schema,
  send: (value: z.output<Schema>) => Promise<unknown>,
  refusalOf?: (error: ApiError) => Refusal,
): Promise<CartFormOutcome<z.output<Schema>>> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { status: 'refused', result: submission.reply() };
  try {
    await send(submission.value);
    return { status: 'done', value: submission.value };
  } catch (error) {
    // §8: a cart being paid for is not the form's to fix (the page sends the shopper on).
    if (
      refusalOf &&
      error instanceof ApiError &&
      error.status < 500 &&
      error.code !== cartErrorCodes.cartNotOpen
    )
      return { status: 'refused', result: submission.reply(refusalOf(error)) };
    throw error;
  }
}

export function applyDiscountCode({ cart, t }: AppLoadContext, formData: FormData) {
  return submitCartForm(
    formData,
    discountCodeFormSchema(t),
    ({ code }) => cart.addDiscountCode(code),
    (error) => ({
      fieldErrors: {
        code: [
          error.code === cartErrorCodes.discountCodeUnknown
            ? t('shoppingCart.discount.unknown')
            : t(cartCodeMessageKey(error.code)),
        ],
      },
    }),
  );
}

export function setDelivery({ cart, t }: AppLoadContext, formData: FormData) {
  return submitCartForm(
    formData,
    deliveryAddressFormSchema(t),
    (address) => cart.setDistributionAddress({ distributionType: 'DELIVERY', ...address }),
    (error) => ({
      formErrors: [
        error.code === distributionErrorCodes.outsideDeliveryArea
          ? t('shoppingCart.service.outsideArea')
          : t(cartCodeMessageKey(cartValidationCodes.shippingAddressInvalid)),
      ],
    }),
  );
}

export function setPickup({ cart, t }: AppLoadContext, formData: FormData) {
  return submitCartForm(
    formData,
    pickupFormSchema(t),
    ({ storeId }) => cart.setDistributionAddress({ distributionType: 'CLICK_AND_COLLECT', storeId }),
    () => ({ formErrors: [t('shoppingCart.service.storeUnknown')] }),
  );
}

export function bookTimeSlot({ cart, t }: AppLoadContext, formData: FormData) {
  return submitCartForm(
    formData,
    timeSlotFormSchema(t),
    ({ slotId }) => cart.bookTimeSlot(slotId),
    // §8: 022, 023, 140 or 141; a cart without a service answers DISTRIBUTION_MISSING (005's text).
    (error) => ({
      formErrors: [
        t(
          cartCodeMessageKey(
            error.code === cartErrorCodes.distributionMissing
              ? cartValidationCodes.distributionMissing
              : error.code,
          ),
        ),
      ],
    }),
  );
}

/** §8 006 and 007: the guest's e-mail and phone, the phone sent in international form. */
export function setGuestContact({ cart, t, tenant }: AppLoadContext, formData: FormData) {
  return submitCartForm(
    formData,
    guestContactFormSchema(t, phoneNormalizer(tenant.config.clientRuntimeConfig.locale)),
    (contact) => cart.setContact(contact),
    () => ({ formErrors: [t('validation.invalidFormat')] }),
  );
}
