import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { isCrossSiteForm, returnPathOf } from '~/blocks/return-path';
import { redirectWithToast } from '~/sessions.server';

const trackingForm = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  email: z.string().trim().email(),
});

/**
 * §1 tracking block: order lookup by order number and e-mail.
 * Unfinished: orders do not exist yet (the orders issue); until then the shopper is told that
 * the lookup is not available, never shown an invented status.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (isCrossSiteForm(request)) return new Response(null, { status: 403 });
  const form = await request.formData();
  const returnTo = returnPathOf(form.get('returnTo'));
  const parsed = trackingForm.safeParse(Object.fromEntries(form));
  const message = parsed.success ? 'blocks.tracking.unavailable' : 'blocks.tracking.invalid';
  return redirectWithToast(
    returnTo,
    { type: parsed.success ? 'info' : 'error', message: context.t(message) },
    { request },
  );
}
