import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import {
  applyDiscountCode,
  bookTimeSlot,
  setDelivery,
  setGuestContact,
  setPickup,
  submitCartForm,
  type CartFormOutcome,
} from './cart-actions.server';
import {
  crateDepositFormSchema,
  discardGuestCartFormSchema,
  mergeGuestCartFormSchema,
  removeAllFormSchema,
  removeDiscountCodeFormSchema,
  removeLinesFormSchema,
} from './cart-form-schemas.server';
import { cartIntents, type CartIntent } from './cart-forms';
import { parseIntent, parseWithZod } from '~/utils/form-parsing.server';
import { cartNotices, earliestSlotCodes } from './cart-rules';
import { checkoutWhenValid, forgetGuestCartCookie, guestCartToMerge } from './guest-cart.server';
import { redirectAfterSelection } from '~/routes/cart_.service/service-prompt.server';
import { paymentRouteWhenBeingPaid } from './cart-being-paid.server';
import { setSubstitution } from './substitution.server';
import { validatedCart } from './validated-cart.server';
import { withDisplayPhone } from '~/utils/phone.server';
import { getEnv } from '~/env.server';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { safeReturnUrl } from '~/utils/return-url';
import { canonicalUrlOf } from '~/utils/page-meta';
import { loadChooserSlots } from './chooser-slots.server';
import { loadPickupStores, originPostalCodeOf } from './pickup-stores.server';

// Issue 39: the route's loader and action in a `.server` module of its own, so its browser chunk
// imports one empty module instead of shared ones (each a file of its own, decision 0094).
// §2 cart: the line items, the service, the time slot, codes and the price, every change a form.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cart: carts, t, tenant } = context;
  const [{ cartDTO: cart, errors, renewed }, orderConfig] = await Promise.all([
    validatedCart(carts),
    carts.getOrderConfig(),
  ]);
  const mergeOffer = guestCartToMerge(new URL(request.url).searchParams);
  // §8: after a time-slot code (or before any booking) the earliest free slot is asked again.
  const askEarliest = !cart.timeSlot || errors.some((error) => earliestSlotCodes.has(error.code));
  const [{ slots, earliest }, pickup] = await Promise.all([
    loadChooserSlots(context, cart, askEarliest),
    loadPickupStores(context, request, originPostalCodeOf(cart)),
  ]);
  return data(
    {
      cart,
      errors,
      renewed,
      notices: cartNotices(cart, orderConfig),
      pickupStores: pickup.stores,
      slots,
      earliest,
      mergeOffer,
      guestContact: guestContactOf(cart, tenant.config.clientRuntimeConfig.locale),
      meta: { title: t('shoppingCart.title'), canonicalUrl: canonicalUrlOf(request), noIndex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** §8 006 and 007: the e-mail and phone a guest gave, the phone in its §5 display form. */
function guestContactOf(cart: Cart, locale: string) {
  const contact = cart.billingAddress;
  if (cart.customerId !== null || !contact) return null;
  return withDisplayPhone({ email: contact.email, phoneNumber: contact.phoneNumber }, locale);
}

const refuse = (intent: CartIntent | null, result: SubmissionResult<string[]>) =>
  data({ intent, result }, { status: 400 });

export async function action(args: ActionFunctionArgs) {
  try {
    return await cartAction(args);
  } catch (error) {
    throw paymentRouteWhenBeingPaid(args.context, error);
  }
}

async function cartAction({ request, context }: ActionFunctionArgs) {
  const { cart, t } = context;
  const formData = await request.formData();
  const intent = parseIntent(formData, cartIntents, t);
  if (intent.status !== 'success') return refuse(null, intent.reply());
  const back = new URL(request.url).pathname;
  let outcome: CartFormOutcome<unknown>;
  switch (intent.value) {
    case 'apply-code': {
      const applied = await applyDiscountCode(context, formData);
      if (applied.status === 'refused') return refuse(intent.value, applied.result);
      const code = applied.value.code.toUpperCase();
      const message = t('shoppingCart.discount.applied', { code });
      return redirectWithToast(back, { type: 'success', message }, { request });
    }
    case 'remove-code':
      outcome = await submitCartForm(formData, removeDiscountCodeFormSchema(t), ({ code }) =>
        cart.removeDiscountCode(code),
      );
      break;
    case 'remove-lines':
      outcome = await submitCartForm(formData, removeLinesFormSchema(t), ({ lineItemId }) =>
        cart.removeLineItems(lineItemId),
      );
      break;
    case 'remove-all':
      outcome = await submitCartForm(formData, removeAllFormSchema, () => cart.removeAllItems());
      break;
    case 'set-delivery':
    case 'set-pickup':
      outcome = await (intent.value === 'set-delivery' ? setDelivery : setPickup)(context, formData);
      // §4: items that waited for a service selection go into the cart now.
      if (outcome.status === 'done') return redirectAfterSelection(context, request, back);
      break;
    case 'book-slot':
      outcome = await bookTimeSlot(context, formData);
      break;
    case 'set-crate-deposit':
      outcome = await submitCartForm(formData, crateDepositFormSchema, ({ crateDepositDesired }) =>
        cart.setCrateDepositDesired(crateDepositDesired),
      );
      break;
    case 'merge-guest-cart': {
      const submission = parseWithZod(formData, { schema: mergeGuestCartFormSchema(t) });
      if (submission.status !== 'success') return refuse(intent.value, submission.reply());
      // §4: the cart page validates the merged cart; a guest cart already merged leaves nothing to do.
      const merged = await cart
        .mergeGuestCart(submission.value.guestCartId)
        .then(() => true)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return false;
          throw error;
        });
      const message = t(merged ? 'shoppingCart.merge.merged' : 'shoppingCart.merge.gone');
      const checkout = submission.value.forwardToCheckout ? await checkoutWhenValid(context) : null;
      return redirectWithToast(checkout ?? back, { type: merged ? 'success' : 'info', message }, { request });
    }
    case 'set-contact': {
      const saved = await setGuestContact(context, formData);
      if (saved.status === 'refused') return refuse(intent.value, saved.result);
      return redirectWithToast(
        back,
        { type: 'success', message: t('shoppingCart.contact.saved') },
        { request },
      );
    }
    case 'discard-guest-cart': {
      const submission = parseWithZod(formData, { schema: discardGuestCartFormSchema });
      if (submission.status !== 'success') return refuse(intent.value, submission.reply());
      const headers = { 'Set-Cookie': forgetGuestCartCookie(getEnv().NODE_ENV === 'production') };
      const destination = safeReturnUrl(submission.value.returnUrl ?? '') ?? back;
      const message = t('shoppingCart.merge.discarded');
      return redirectWithToast(destination, { type: 'info', message }, { headers, request });
    }
    case 'set-substitution':
      return setSubstitution(context, request, formData, back);
  }
  if (outcome.status === 'refused') return refuse(intent.value, outcome.result);
  return redirect(back);
}
