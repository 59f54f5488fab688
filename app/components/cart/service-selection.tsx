import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import type { CheckoutStore } from '../../../backend/src/schemas/distribution.js';
import { StreetCombobox } from './address-suggestions';
import { deliveryAddressFormSchema, pickupFormSchema } from '~/validation/cart-forms';
import { ErrorList, Field } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { favoritesFirst } from '~/utils/favorite-stores';

type ServiceSelectionProps = {
  address: CartAddress | null;
  stores: CheckoutStore[];
  deliveryResult?: SubmissionResult<string[]>;
  pickupResult?: SubmissionResult<string[]>;
  favoriteStoreIds?: readonly string[];
};

/** §4 service selection: deliver to an address (checked against the delivery areas) or pick up. */
export function ServiceSelection({
  address,
  stores,
  deliveryResult,
  pickupResult,
  favoriteStoreIds,
}: ServiceSelectionProps) {
  const { t } = useTranslation();
  const store = stores.find((candidate) => candidate.storeId === address?.storeId);
  const chosen =
    address?.distributionType === 'DELIVERY'
      ? t('shoppingCart.service.chosenDelivery', {
          address: `${address.streetName ?? ''} ${address.streetNumber ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}`,
        })
      : store
        ? t('shoppingCart.service.chosenPickup', { store: store.name })
        : t('shoppingCart.service.none');
  return (
    <section className="cart-service" aria-labelledby="cart-service-heading">
      <h2 id="cart-service-heading">{t('shoppingCart.service.heading')}</h2>
      <p className="cart-service__chosen" data-cart-service={address?.distributionType ?? 'NONE'}>
        {chosen}
      </p>
      <DeliveryForm address={address} lastResult={deliveryResult} />
      <PickupForm
        stores={stores}
        storeId={address?.storeId ?? null}
        favoriteStoreIds={favoriteStoreIds}
        lastResult={pickupResult}
      />
    </section>
  );
}

export function DeliveryForm({
  address,
  lastResult,
}: {
  address: CartAddress | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const delivery = address?.distributionType === 'DELIVERY' ? address : null;
  const schema = useMemo(() => deliveryAddressFormSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'delivery-address',
    defaultValue: {
      streetName: delivery?.streetName ?? '',
      streetNumber: delivery?.streetNumber ?? '',
      postalCode: delivery?.postalCode ?? '',
      city: delivery?.city ?? '',
    },
  });
  const field = (name: 'streetNumber' | 'postalCode' | 'city', autoComplete: string) => (
    <Field
      id={fields[name].id}
      label={t(`shoppingCart.service.${name}`)}
      errors={fields[name].errors}
      inputProps={{ ...getInputProps(fields[name], { type: 'text', ariaAttributes: false }), autoComplete }}
    />
  );
  return (
    <Form method="post" className="cart-service__delivery" {...getFormProps(form)}>
      <fieldset>
        <legend>{t('shoppingCart.service.delivery')}</legend>
        {/* The street has its own combobox of address suggestions, hence no Field. */}
        <div className="form-field">
          <label htmlFor={fields.streetName.id}>{t('shoppingCart.service.streetName')}</label>
          <StreetCombobox inputProps={getInputProps(fields.streetName, { type: 'text' })} fields={fields} />
          <ErrorList id={fields.streetName.errorId} errors={fields.streetName.errors} />
        </div>
        {field('streetNumber', 'off')}
        {field('postalCode', 'postal-code')}
        {field('city', 'address-level2')}
        <SubmitWithErrors form={form} intent="set-delivery" label={t('shoppingCart.service.saveDelivery')} />
      </fieldset>
    </Form>
  );
}

export function PickupForm({
  stores,
  storeId,
  lastResult,
  favoriteStoreIds = [],
}: {
  stores: CheckoutStore[];
  storeId: string | null;
  lastResult?: SubmissionResult<string[]>;
  /** §4: the shopper's favourite stores, listed first and marked. */
  favoriteStoreIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => pickupFormSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'pickup-store',
    defaultValue: { storeId: storeId ?? '' },
  });
  return (
    <Form method="post" className="cart-service__pickup" {...getFormProps(form)}>
      <fieldset aria-describedby={fields.storeId.errors ? fields.storeId.errorId : undefined}>
        <legend>{t('shoppingCart.service.pickup')}</legend>
        <ul className="store-choices">
          {favoritesFirst(stores, favoriteStoreIds).map((store) => (
            <li key={store.storeId}>
              <input
                type="radio"
                id={`store-${store.storeId}`}
                name={fields.storeId.name}
                value={store.storeId}
                defaultChecked={store.storeId === storeId}
              />
              <label htmlFor={`store-${store.storeId}`}>
                {store.name}, {store.streetName} {store.streetNumber}, {store.postalCode} {store.city}
                {favoriteStoreIds.includes(store.storeId) ? (
                  <span className="store-choices__favorite"> ({t('storeFinder.favorite.badge')})</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
        <ErrorList id={fields.storeId.errorId} errors={fields.storeId.errors} />
        <SubmitWithErrors form={form} intent="set-pickup" label={t('shoppingCart.service.savePickup')} />
      </fieldset>
    </Form>
  );
}

function SubmitWithErrors({
  form,
  intent,
  label,
}: {
  form: { errorId: string; errors?: string[] };
  intent: string;
  label: string;
}) {
  return (
    <>
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" name="intent" value={intent} className="button button--primary">
        {label}
      </button>
    </>
  );
}
