import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useMemo } from 'react';
import type {
  CustomerDeliveryPass,
  DeliveryPassLineItem,
  DeliveryPassOffer,
} from '../../../backend/src/schemas/delivery-pass.js';
import { ErrorList, FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { dateTimeFormat } from '~/utils/intl-formats';
import { useFormatMoney, useMoneyFormat } from '~/utils/money';
import { SHOP_TIME_ZONE } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { createBuyPassSchema } from './delivery-pass-form-schemas';

/** §3 Delivery pass: what the customer has, and the pass waiting in the cart. */
export function PassStatus({
  status,
  inCart,
  cartPath,
}: {
  status: CustomerDeliveryPass;
  inCart: DeliveryPassLineItem | null;
  cartPath: string;
}) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const day = (iso: string | null) =>
    iso ? dateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso)) : '';
  return (
    <section className="delivery-pass-page__status" aria-labelledby="delivery-pass-status-heading">
      <h2 id="delivery-pass-status-heading">{t('deliveryPass.statusHeading')}</h2>
      <p data-delivery-pass-status={status.status}>
        {t(`deliveryPass.status.${status.status}`, {
          start: day(status.startDate),
          end: day(status.endDate),
        })}
      </p>
      {status.status === 'ACTIVE' || status.status === 'UPCOMING' ? (
        <p>{t('deliveryPass.followsHint')}</p>
      ) : null}
      {inCart ? (
        <p role="status">
          {t('deliveryPass.inCart', { months: inCart.months })}{' '}
          <Link to={cartPath}>{t('deliveryPass.toCart')}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** A plain form post: the chosen pass goes in the cart, then on to the cart. */
export function BuyPassForm({
  offers,
  chosen,
  lastResult,
}: {
  offers: DeliveryPassOffer[];
  chosen: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const schema = useMemo(
    () =>
      createBuyPassSchema(
        t,
        offers.map(({ id }) => id),
      ),
    [t, offers],
  );
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'delivery-pass-buy',
    defaultValue: { offerId: chosen ?? offers[0]?.id },
  });
  const errorId = `${fields.offerId.id}-error`;
  const invalid = Boolean(fields.offerId.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="delivery-pass-page__buy">
      <input type="hidden" name="intent" value="buy" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
        <legend>{t('deliveryPass.offersHeading')}</legend>
        {offers.map((offer) => (
          <div key={offer.id} className="delivery-pass-page__offer">
            <input
              type="radio"
              id={`delivery-pass-${offer.id}`}
              name={fields.offerId.name}
              value={offer.id}
              defaultChecked={fields.offerId.initialValue === offer.id}
            />
            <label htmlFor={`delivery-pass-${offer.id}`}>
              {t('deliveryPass.offer', { months: offer.months, price: money(offer.price) })}
            </label>
          </div>
        ))}
        <ErrorList id={errorId} errors={fields.offerId.errors} />
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('deliveryPass.buy')}
      </button>
    </Form>
  );
}

/** A guest sees the offers and why only customers buy one, with the way to log in and back. */
export function GuestNotice({ offers, loginHref }: { offers: DeliveryPassOffer[]; loginHref: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <section className="delivery-pass-page__offers" aria-labelledby="delivery-pass-offers-heading">
      <h2 id="delivery-pass-offers-heading">{t('deliveryPass.offersHeading')}</h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id}>
            {t('deliveryPass.offer', { months: offer.months, price: money(offer.price) })}
          </li>
        ))}
      </ul>
      <p data-delivery-pass-guest="">
        {t('deliveryPass.guest')} <Link to={loginHref}>{t('deliveryPass.guestLogin')}</Link>
      </p>
    </section>
  );
}
