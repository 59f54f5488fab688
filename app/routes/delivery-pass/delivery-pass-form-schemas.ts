import type { TFunction } from 'i18next';
import { z } from 'zod';

export const deliveryPassIntents = ['buy', 'remove'] as const;

/** The offer chosen must be one the shop offers now; the API checks it again. */
export function createBuyPassSchema(t: TFunction, offerIds: readonly string[]) {
  return z.object({
    offerId: z
      .string({ required_error: t('deliveryPass.offerRequired') })
      .refine((id) => offerIds.includes(id), t('deliveryPass.offerRequired')),
  });
}

/** Where the remove form goes back to: a path of this shop only. */
export const removePassSchema = z.object({
  redirectTo: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(200)
    .optional(),
});
