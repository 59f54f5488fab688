import type { TFunction } from 'i18next';
import { z } from 'zod';
import { paymentMethodErrorCodes } from '../../../backend/src/schemas/payment-methods.js';

export const paymentMethodIntents = ['card-add', 'card-primary', 'card-delete'] as const;

/** "Karte hinzufügen": a checkbox posts "on" when ticked and nothing otherwise. */
export const addCardSchema = z.object({
  setPrimary: z
    .literal('on')
    .optional()
    .transform((ticked) => ticked === 'on'),
});

/** Set primary and delete name one card; anything but an id is a card that does not exist. */
export function createCardIdSchema(t: TFunction) {
  return z.object({
    paymentMethodId: z
      .string({ required_error: t(`paymentMethods.error.${paymentMethodErrorCodes.notFound}`) })
      .uuid(t(`paymentMethods.error.${paymentMethodErrorCodes.notFound}`)),
  });
}

// §2 payment-return parameters: the provider's card page comes back with hostedCheckoutId (and
// RETURNMAC); saveMethod and setPrimary are the ones the API put into the page's return URL.
const cardPageReturnSchema = z.object({
  hostedCheckoutId: z.string().trim().min(1).max(100),
  saveMethod: z.literal('true'),
  methodKey: z.literal('credit-cards').optional(),
  setPrimary: z.enum(['true', 'false']).optional(),
});

/**
 * The card page's return when the query is one: its hostedCheckoutId is the checkoutId the API
 * keeps the card by. A query without hostedCheckoutId is an ordinary visit (undefined); one that
 * names a page in a form we never open is refused (null).
 */
export function cardPageReturnOf(query: URLSearchParams): { checkoutId: string } | null | undefined {
  if (!query.has('hostedCheckoutId')) return undefined;
  const parsed = cardPageReturnSchema.safeParse(Object.fromEntries(query));
  return parsed.success ? { checkoutId: parsed.data.hostedCheckoutId } : null;
}

/** The second step of a deletion without JavaScript: `?confirmDelete=<id>` asks once more. */
export function deletionToConfirm(query: URLSearchParams): string | undefined {
  const parsed = z.string().uuid().safeParse(query.get('confirmDelete'));
  return parsed.success ? parsed.data : undefined;
}
