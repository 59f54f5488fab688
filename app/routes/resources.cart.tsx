import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { addItemWithMessage } from '~/routes/cart/add-item.server';
import { addedToCart, type AddedToCart } from '~/components/cart/added-to-cart';
import { checkServiceSelection } from '~/routes/cart_.service/service-prompt.server';
import { createToastHeaders } from '~/sessions.server';
import { safeReturnUrl } from '~/utils/return-url';

/** Issue 6: a plain post goes back to its page; a fetcher (`stay`) gets the outcome. */
const cartItemFormSchema = z.object({
  sku: z.string().trim().min(1).max(40),
  quantity: z.coerce.number().int().min(0).max(100_000),
  /** `add` raises the quantity in the cart (tiles); `set` replaces it (steppers, remove). */
  mode: z.enum(['add', 'set']).default('add'),
  name: z.string().max(200).default(''),
  redirectTo: z.string().optional(),
  stay: z.literal('1').optional(),
});
type CartItemOutcome = { result: string; lineItemCount: number; added?: AddedToCart } | { error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = Object.fromEntries(await request.formData());
  const form = cartItemFormSchema.safeParse(fields);
  if (!form.success) {
    // A quantity the browser's own check lets through (an older browser, a script) is the
    // shopper's input: refused as the API's refusals are, with a message and nothing changed.
    // Anything else malformed is no form of ours.
    const rest = cartItemFormSchema.omit({ quantity: true }).safeParse(fields);
    if (!rest.success) throw data({ message: context.t('error.badRequest') }, { status: 400 });
    const message = context.t('shoppingCart.result.quantityinvalid', {
      name: rest.data.name || rest.data.sku,
    });
    return answerWithToast(request, { error: message }, message, {
      stay: rest.data.stay !== undefined,
      back: safeReturnUrl(rest.data.redirectTo) ?? '/',
    });
  }
  const { sku, quantity, mode, name, stay } = form.data;
  const back = safeReturnUrl(form.data.redirectTo) ?? '/';
  // §4: without delivery or pickup chosen, an add may wait for the service-selection prompt.
  const selection =
    mode === 'add' && quantity > 0
      ? await checkServiceSelection(context, request, { sku, quantity, name: name || sku }, back)
      : { setCookie: null };
  if ('prompt' in selection) return selection.prompt;

  const answer = await addItemWithMessage(context, {
    sku,
    quantity,
    replace: mode === 'set',
    name: name || sku,
  });
  const { message } = answer;
  let outcome: CartItemOutcome;
  if ('error' in answer) outcome = { error: answer.error };
  else {
    const { cart, result, line } = answer;
    const added = mode === 'add' ? addedToCart(result, line, cart, message) : undefined;
    outcome = { result, lineItemCount: cart.lineItemCount, ...(added ? { added } : {}) };
  }
  // The prompt's attempt count travels with every answer, the slide-in's included.
  const promptCookie: HeadersInit = selection.setCookie ? { 'Set-Cookie': selection.setCookie } : {};
  // With JavaScript the product slide-in confirms a successful add; a toast would say it twice.
  if (stay && 'added' in outcome) return data(outcome, { headers: promptCookie });
  return answerWithToast(request, outcome, message, {
    stay: stay !== undefined,
    back,
    setCookie: selection.setCookie,
  });
}

/**
 * The outcome's toast (a refusal's as a warning), then the outcome for a fetcher, which
 * revalidates and shows the toast, or the way back for a plain post.
 */
async function answerWithToast(
  request: Request,
  outcome: CartItemOutcome,
  message: string,
  { stay, back, setCookie = null }: { stay: boolean; back: string; setCookie?: string | null },
) {
  const calm = 'result' in outcome && ['added', 'updated', 'removed'].includes(outcome.result);
  const headers = await createToastHeaders({ type: calm ? 'success' : 'warning', message }, request);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  if (stay) return data(outcome, { headers });
  return redirect(back, { headers });
}
