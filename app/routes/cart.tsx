import type { SubmissionResult } from '@conform-to/react';
import { invariantResponse } from '@epic-web/invariant';
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
import { useTranslation } from '~/utils/use-translation';
import type { CartAddress } from '../../backend/src/schemas/cart.js';
import { applyDiscountCode, bookTimeSlot, setDelivery, setPickup } from '~/actions/cart/cart-actions.server';
import type { CartIntent } from '~/validation/cart-forms';
import { CartNoticeList } from '~/components/cart/cart-notices';
import { CrateDepositForm } from '~/components/cart/crate-deposit-form';
import { cartNotices, earliestSlotCodes } from '~/components/cart/cart-rules';
import { CartVouchers } from '~/components/cart/cart-vouchers';
import { DiscountCodeForm } from '~/components/cart/discount-code-form';
import { checkoutWhenValid, forgetGuestCartCookie, guestCartToMerge } from '~/actions/cart/guest-cart.server';
import { LineItemRow } from '~/components/cart/line-item-row';
import { MergeOffer } from '~/components/cart/merge-offer';
import { PriceSummary } from '~/components/cart/price-summary';
import { redirectAfterSelection } from '~/actions/cart/service-prompt.server';
import { ServiceSelection } from '~/components/cart/service-selection';
import { TimeSlotPicker } from '~/components/cart/time-slot-picker';
import { UnavailableItems } from '~/components/cart/unavailable-items';
import { validatedCart } from '~/loaders/cart/validated-cart.server';
import { ValidationErrors } from '~/components/cart/validation-errors';
import { catalogueMeta } from '~/components/catalogue/meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { getEnv } from '~/env.server';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { safeReturnUrl } from '~/utils/return-url';
import servicePromptStyles from '~/styles/service-prompt.css';
import { canonicalUrlOf } from '~/utils/page-meta';

/** Where the cart's time slots come from: the delivery area, or the pickup store. */
function appointableOf(address: CartAddress | null) {
  if (address?.distributionType === 'DELIVERY' && address.deliveryAreaNumber)
    return { type: 'DELIVERY' as const, id: address.deliveryAreaNumber };
  if (address?.distributionType === 'CLICK_AND_COLLECT' && address.storeId)
    return { type: 'CLICK_AND_COLLECT' as const, id: address.storeId };
  return null;
}

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicePromptStyles }];

// §2 cart: the line items, the service, the time slot, codes and the price, every change a form.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cart: carts, t } = context;
  const [{ cartDTO: cart, errors, renewed }, orderConfig, { stores }] = await Promise.all([
    validatedCart(carts),
    carts.getOrderConfig(),
    carts.listCheckoutStores(),
  ]);
  const appointable = appointableOf(cart.distributionAddress);
  const mergeOffer = guestCartToMerge(new URL(request.url).searchParams);
  // §8: after a time-slot code (or before any booking) the earliest free slot is asked again.
  const askEarliest = !cart.timeSlot || errors.some((error) => earliestSlotCodes.has(error.code));
  const [slots, earliest] = appointable
    ? await Promise.all([
        carts.listTimeSlots(appointable.type, appointable.id).then((answer) => answer.timeSlots),
        askEarliest
          ? carts.getEarliestTimeSlot(appointable.type, appointable.id).then((answer) => answer.timeSlot)
          : null,
      ])
    : [[], null];
  return data(
    {
      cart,
      errors,
      renewed,
      notices: cartNotices(cart, orderConfig),
      stores,
      slots,
      earliest,
      mergeOffer,
      meta: { title: t('shoppingCart.title'), canonicalUrl: canonicalUrlOf(request), noIndex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent') as CartIntent | null;
  const back = new URL(request.url).pathname;
  let result: SubmissionResult<string[]> | null = null;
  switch (intent) {
    case 'apply-code':
      result = await applyDiscountCode(context, formData);
      if (!result) {
        const code = String(formData.get('code')).trim().toUpperCase();
        return redirectWithToast(
          back,
          { type: 'success', message: context.t('shoppingCart.discount.applied', { code }) },
          { request },
        );
      }
      break;
    case 'remove-code': {
      // §5: an empty code is refused here, before any call.
      const code = String(formData.get('code') ?? '').trim();
      invariantResponse(code, 'A discount code is required', { status: 400 });
      await context.cart.removeDiscountCode(code);
      break;
    }
    case 'remove-lines': {
      const lineItemIds = formData.getAll('lineItemId').map(String).filter(Boolean);
      invariantResponse(lineItemIds.length > 0, 'A line item id is required', { status: 400 });
      await context.cart.removeLineItems(lineItemIds);
      break;
    }
    case 'remove-all':
      await context.cart.removeAllItems();
      break;
    case 'set-delivery':
    case 'set-pickup':
      result = await (intent === 'set-delivery' ? setDelivery : setPickup)(context, formData);
      // §4: items that waited for a service selection go into the cart now.
      if (!result) return redirectAfterSelection(context, request, back);
      break;
    case 'book-slot':
      result = await bookTimeSlot(context, formData);
      break;
    case 'set-crate-deposit':
      await context.cart.setCrateDepositDesired(formData.get('crateDepositDesired') === 'on');
      break;
    case 'merge-guest-cart': {
      // §4: the merged cart is validated again, which the cart page does. A guest cart that is
      // gone (merged in another tab) leaves nothing to do.
      const merged = await context.cart
        .mergeGuestCart(String(formData.get('guestCartId')))
        .then(() => true)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return false;
          throw error;
        });
      const message = context.t(merged ? 'shoppingCart.merge.merged' : 'shoppingCart.merge.gone');
      const checkout = formData.get('forwardToCheckout') === 'true' ? await checkoutWhenValid(context) : null;
      return redirectWithToast(checkout ?? back, { type: merged ? 'success' : 'info', message }, { request });
    }
    case 'discard-guest-cart': {
      const headers = { 'Set-Cookie': forgetGuestCartCookie(getEnv().NODE_ENV === 'production') };
      const destination = safeReturnUrl(String(formData.get('returnUrl') ?? '')) ?? back;
      const message = context.t('shoppingCart.merge.discarded');
      return redirectWithToast(destination, { type: 'info', message }, { headers, request });
    }
    default:
      throw data({ message: `cart intent ${String(intent)} is not defined` }, { status: 400 });
  }
  if (result) return data({ intent, result }, { status: 400 });
  return redirect(back);
}

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
  const { cart, errors, renewed, notices, stores, slots, earliest, mergeOffer } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  useValidationPoll();
  const resultOf = (intent: CartIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  const empty = cart.productLineItems.length === 0 && cart.unavailableLineItems.length === 0;
  const distributionType = cart.distributionAddress?.distributionType ?? null;
  return (
    <div className="cart-page">
      <h1>{t('shoppingCart.title')}</h1>
      {mergeOffer ? <MergeOffer {...mergeOffer} /> : null}
      {renewed ? (
        <p className="cart-notice cart-notice--info" role="status" data-cart-notice="renewed">
          {t('shoppingCart.renewed')}
        </p>
      ) : null}
      {empty ? null : <CartNoticeList notices={notices} />}
      <ValidationErrors errors={errors} distributionType={distributionType} />
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
          <CrateDepositForm desired={cart.crateDepositDesired} />
          <Form method="post">
            <button type="submit" name="intent" value="remove-all" className="button button--link">
              {t('shoppingCart.removeAll')}
            </button>
          </Form>
        </section>
      )}
      <ServiceSelection
        address={cart.distributionAddress}
        stores={stores}
        deliveryResult={resultOf('set-delivery')}
        pickupResult={resultOf('set-pickup')}
      />
      <section className="cart-slot" aria-labelledby="cart-slot-heading">
        <h2 id="cart-slot-heading">{t('shoppingCart.timeSlot.heading')}</h2>
        {cart.distributionAddress ? (
          <TimeSlotPicker
            slots={slots}
            booked={cart.timeSlot}
            reservedUntil={cart.timeSlotReservedUntil}
            earliest={earliest}
            lastResult={resultOf('book-slot')}
          />
        ) : (
          <p>{t('shoppingCart.timeSlot.chooseServiceFirst')}</p>
        )}
      </section>
      <DiscountCodeForm discountCodes={cart.discountCodes} lastResult={resultOf('apply-code')} />
      <CartVouchers vouchers={cart.voucherLineItems} />
      <PriceSummary priceInfo={cart.priceInfo} />
    </div>
  );
}

// §8: after a refused booking (022, 023, 140, 141) the slots and the earliest one are asked again,
// though a refusal (status 400) would otherwise leave the page's data as it was.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'book-slot' || defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
