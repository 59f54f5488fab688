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
import type { CartIntent } from './cart-forms';
import { action, loader } from './cart-route.server';
import { CartNoticeList } from './cart-notices';
import { CheckoutLink } from './checkout-link';
import { CrateDepositForm } from './crate-deposit-form';
import { checkoutBlockers, guestContactMissing, withoutLimitCodes } from './cart-rules';
import { CartCodes } from './cart-codes';
import { CartProgress } from './cart-progress';
import { GuestContactForm } from './guest-contact-form';
import { LineItemRow } from '~/components/cart/line-item-row';
import { MergeOffer } from './merge-offer';
import { PriceSummary } from '~/components/cart/price-summary';
import { DeliveryPassLine } from '~/components/cart/delivery-pass-line';
import { CartService } from './cart-service';
import { UnavailableItems } from './unavailable-items';
import { ValidationErrors } from './validation-errors';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';

export { action, loader };

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
