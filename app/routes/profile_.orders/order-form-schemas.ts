import { z } from 'zod';

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The forms of one order's page: order again, add items to it (§4 Cart mode ADDON), cancel it (decision 0084). */
export const orderIntents = ['order-again', 'order-add-on', 'order-cancel'] as const;

/** The order number of the profile-sub path; the API answers 404 for any number not the customer's. */
export const orderNumberSchema = z.string().regex(/^\d{1,20}$/);
