import { Link, useActionData, useLoaderData, type MetaFunction } from '@remix-run/react';
import { BillingAddressForm, SavedAddressForm } from './billing-address-form';
import { OrderLines } from '~/components/checkout/order-lines';
import { PaymentForm, payChargeOf } from './payment-form';
import { ThresholdValueNote } from '~/routes/cart/cart-progress';
import { ServiceSummary } from '~/components/checkout/service-summary';
import { PriceSummary } from '~/components/cart/price-summary';
import { ValidationErrors } from '~/routes/cart/validation-errors';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { useTranslation } from '~/utils/use-translation';
import type { CheckoutIntent } from './checkout-forms';
import { action, loader } from './checkout-route.server';

// §2 checkout, focused layout: who pays, where and when it goes, what it costs, how it is paid.
export const handle = { layout: 'focused' };

export { action, loader };

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const { cart, errors, methods, customer, store } = page;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const resultOf = (intent: CheckoutIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const pageErrors = actionData && actionData.intent === null ? errorsOf(actionData.result) : [];
  // Issue 38: a refused pay keeps the billing edit it carried, with its errors beside the fields.
  const billingOfPay = actionData?.intent === 'pay' ? (actionData.billing ?? undefined) : undefined;
  const { priceInfo } = cart;
  return (
    <div className="checkout-page">
      <h1>{t('checkout.title')}</h1>
      <FormErrors id="checkout-errors" errors={pageErrors} />
      {page.paymentError ? (
        <p className="checkout-notice checkout-notice--error" role="alert" data-payment-error="">
          {page.paymentError}
        </p>
      ) : null}
      <ValidationErrors
        errors={errors}
        distributionType={cart.distributionAddress?.distributionType ?? null}
      />
      <div className="checkout-page__columns">
        <section className="checkout-step checkout-page__billing" aria-labelledby="checkout-billing-heading">
          <h2 id="checkout-billing-heading">{t('checkout.billing.heading')}</h2>
          {customer ? (
            <p>{t('checkout.billing.customer', { name: customer.firstName, email: customer.email })}</p>
          ) : page.loginHref ? (
            <p>
              {t('checkout.billing.guest')} <Link to={page.loginHref}>{t('checkout.billing.login')}</Link>
            </p>
          ) : null}
          <SavedAddressForm addresses={page.billingAddresses} lastResult={resultOf('use-saved-address')} />
          <BillingAddressForm
            key={JSON.stringify(page.billingDefaults)}
            defaults={page.billingDefaults}
            lastResult={resultOf('set-billing') ?? billingOfPay}
          />
        </section>
        <section className="checkout-step checkout-page__service" aria-labelledby="checkout-service-heading">
          <h2 id="checkout-service-heading">{t('checkout.service.heading')}</h2>
          <ServiceSummary
            address={cart.distributionAddress}
            storeName={store?.name ?? null}
            slot={cart.timeSlot}
          />
          <p>
            <Link to={page.cartPath}>{t('checkout.service.change')}</Link>
          </p>
        </section>
        {/* Issue 38: what is paid comes before the pay button, on a phone as on a desktop. */}
        <aside className="checkout-page__summary" aria-labelledby="checkout-lines-heading">
          <h2 id="checkout-lines-heading">{t('checkout.lines.heading')}</h2>
          <OrderLines lines={cart.productLineItems} headingId="checkout-lines-heading" />
          <p>
            <Link to={page.cartPath}>{t('checkout.lines.change')}</Link>
          </p>
          <PriceSummary priceInfo={priceInfo} pass={cart} />
          <ThresholdValueNote priceInfo={priceInfo} />
        </aside>
        <section className="checkout-step checkout-page__payment" aria-labelledby="checkout-payment-heading">
          <h2 id="checkout-payment-heading">{t('checkout.payment.heading')}</h2>
          <PaymentForm
            methods={methods}
            savedCards={page.savedCards}
            wallet={page.wallet}
            charge={payChargeOf(priceInfo)}
            termsHref={page.termsHref}
            lastResult={resultOf('pay')}
          />
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
