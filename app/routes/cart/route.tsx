import type { SubmissionResult } from '@conform-to/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useRevalidator,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect } from 'react';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { useTranslation } from '~/utils/use-translation';
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
import { CartNoticeList } from './cart-notices';
import { CheckoutLink } from './checkout-link';
import { CrateDepositForm } from './crate-deposit-form';
import {
  cartNotices,
  checkoutBlockers,
  earliestSlotCodes,
  guestContactMissing,
  withoutLimitCodes,
} from './cart-rules';
import { CartCodes } from './cart-codes';
import { CartProgress } from './cart-progress';
import { GuestContactForm } from './guest-contact-form';
import { checkoutWhenValid, forgetGuestCartCookie, guestCartToMerge } from './guest-cart.server';
import { LineItemRow } from '~/components/cart/line-item-row';
import { MergeOffer } from './merge-offer';
import { PriceSummary } from '~/components/cart/price-summary';
import { DeliveryPassLine } from '~/components/cart/delivery-pass-line';
import { redirectAfterSelection } from '~/routes/cart_.service/service-prompt.server';
import { paymentRouteWhenBeingPaid } from './cart-being-paid.server';
import { setSubstitution } from './substitution.server';
import { CartService } from './cart-service';
import { UnavailableItems } from './unavailable-items';
import { validatedCart } from './validated-cart.server';
import { withDisplayPhone } from '~/utils/phone.server';
import { ValidationErrors } from './validation-errors';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { getEnv } from '~/env.server';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { safeReturnUrl } from '~/utils/return-url';
import servicePromptStyles from '~/styles/service-prompt.css';
import { canonicalUrlOf } from '~/utils/page-meta';
import { loadChooserSlots } from './chooser-slots.server';
import { loadPickupStores, originPostalCodeOf } from './pickup-stores.server';
import serviceChooserStyles from '~/styles/cart-service.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: servicePromptStyles },
  { rel: 'stylesheet', href: serviceChooserStyles },
];

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

// The forms that show their own errors; a refusal of any other intent is shown atop the page.
const intentsWithOwnForm = new Set<CartIntent | null>([
  'apply-code',
  'set-delivery',
  'set-pickup',
  'book-slot',
  'set-contact',
]);

const chooserPartOf = (intent: CartIntent | null) =>
  intent === 'book-slot' ? 'slot' : intent === 'set-delivery' || intent === 'set-pickup' ? 'service' : null;

// §9: the cart is validated again every minute while the page is open (with JavaScript).
const VALIDATION_POLL_MS = 60_000;

function useValidationPoll() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') revalidate();
    }, VALIDATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
}

export default function CartPage() {
  const { cart, errors, renewed, notices, pickupStores, slots, earliest, mergeOffer, guestContact } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  useValidationPoll();
  const resultOf = (intent: CartIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const pageErrors =
    actionData && !intentsWithOwnForm.has(actionData.intent) ? errorsOf(actionData.result) : [];
  const empty = cart.productLineItems.length === 0 && cart.unavailableLineItems.length === 0;
  const distributionType = cart.distributionAddress?.distributionType ?? null;
  return (
    <div className="cart-page">
      <h1>{t('shoppingCart.title')}</h1>
      <FormErrors id="cart-errors" errors={pageErrors} />
      {mergeOffer ? <MergeOffer {...mergeOffer} /> : null}
      {renewed ? (
        <p className="cart-notice cart-notice--info" role="status" data-cart-notice="renewed">
          {t('shoppingCart.renewed')}
        </p>
      ) : null}
      <div className="cart-layout">
        <div className="cart-layout__lines">
          {empty ? null : <CartNoticeList notices={notices} />}
          <ValidationErrors errors={withoutLimitCodes(errors)} distributionType={distributionType} />
          {empty ? (
            <p className="cart-page__empty">
              {t('shoppingCart.empty')} <Link to="/">{t('shoppingCart.continueShopping')}</Link>
            </p>
          ) : (
            <section className="cart-items" aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading">{t('shoppingCart.items')}</h2>
              <ul className="cart-lines">
                {cart.productLineItems.map((item) => (
                  <LineItemRow key={item.lineItemId} item={item} />
                ))}
              </ul>
              <UnavailableItems items={cart.unavailableLineItems} />
              <div className="cart-items__actions">
                <CrateDepositForm desired={cart.crateDepositDesired} />
                <Form method="post">
                  <button type="submit" name="intent" value="remove-all" className="button button--link">
                    {t('shoppingCart.removeAll')}
                  </button>
                </Form>
              </div>
            </section>
          )}
          {cart.deliveryPassLineItem ? <DeliveryPassLine line={cart.deliveryPassLineItem} /> : null}
        </div>
        <div className="cart-layout__summary" data-cart-summary="">
          <PriceSummary priceInfo={cart.priceInfo} pass={cart} />
          {empty ? null : <CartProgress notices={notices} priceInfo={cart.priceInfo} />}
          {empty ? null : (
            <CheckoutLink
              blockers={checkoutBlockers(errors, notices, distributionType)}
              contactMissing={cart.customerId === null && guestContactMissing(errors)}
            />
          )}
          <CartCodes cart={cart} lastResult={resultOf('apply-code')} />
        </div>
        <div className="cart-layout__service">
          <CartService
            address={cart.distributionAddress}
            stores={pickupStores}
            slots={slots}
            booked={cart.timeSlot}
            reservedUntil={cart.timeSlotReservedUntil}
            earliest={earliest}
            results={{
              delivery: resultOf('set-delivery'),
              pickup: resultOf('set-pickup'),
              slot: resultOf('book-slot'),
            }}
            refusedPart={chooserPartOf(actionData?.intent ?? null)}
          />
          {cart.customerId === null && !empty ? (
            <GuestContactForm
              key={`${guestContact?.email}|${guestContact?.phoneNumber}`}
              contact={guestContact}
              lastResult={resultOf('set-contact')}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

// §8: after a refused booking (022, 023, 140, 141) the slots are asked again despite the 400.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'book-slot' || defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
