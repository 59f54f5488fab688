import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import { StreetCombobox } from './address-suggestions';
import { deliveryAddressConstraint, pickupConstraint } from './cart-forms';
import { ErrorList, Field } from '~/components/forms';
import { getFormProps, getInputProps, useConstrainedForm } from '~/components/constrained-form';
import { useMoneyFormat } from '~/utils/money';
import { numberFormat } from '~/utils/intl-formats';
import { pickupStoresToShow, type PickupStoreOption } from './pickup-store-choice';

export function DeliveryForm({
  address,
  lastResult,
}: {
  address: CartAddress | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const delivery = address?.distributionType === 'DELIVERY' ? address : null;
  const [form, fields] = useConstrainedForm(deliveryAddressConstraint, lastResult, {
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

/** §4 pickup (issue 19): the chosen store, favourites and the nearest few, filtered by a search. */
export function PickupForm({
  stores,
  storeId,
  lastResult,
  filter,
  showAll,
  chooserHref,
}: {
  /** Every pickup store, favourites first, then nearest to the shopper. */
  stores: PickupStoreOption[];
  storeId: string | null;
  lastResult?: SubmissionResult<string[]>;
  filter: string;
  showAll: boolean;
  /** The chooser's own page: the filter and "show more" work there without JavaScript. */
  chooserHref: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useConstrainedForm(pickupConstraint, lastResult, {
    id: 'pickup-store',
    defaultValue: { storeId: storeId ?? '' },
  });
  const [liveFilter, setLiveFilter] = useState(filter);
  const [allShown, setAllShown] = useState(showAll);
  const { shown, hidden } = pickupStoresToShow(stores, {
    filter: liveFilter,
    showAll: allShown,
    chosenId: storeId,
  });
  return (
    <fieldset className="cart-service__pickup">
      <legend>{t('shoppingCart.service.pickup')}</legend>
      <StoreFilterForm
        filter={liveFilter}
        onFilter={setLiveFilter}
        matches={liveFilter.trim() ? shown.length + hidden : null}
        chooserHref={chooserHref}
      />
      <Form method="post" {...getFormProps(form)}>
        <fieldset aria-describedby={fields.storeId.errors ? fields.storeId.errorId : undefined}>
          <legend className="visually-hidden">{t('shoppingCart.service.store')}</legend>
          <ul className="store-choices">
            {shown.map((store) => (
              <StoreChoice
                key={store.storeId}
                store={store}
                name={fields.storeId.name}
                chosen={store.storeId === storeId}
              />
            ))}
          </ul>
          {hidden > 0 ? (
            <p>
              <a
                href={withParams(chooserHref, { store: liveFilter.trim(), stores: 'all' })}
                onClick={(event) => {
                  event.preventDefault();
                  setAllShown(true);
                }}
              >
                {t('serviceChooser.stores.showMore', { count: hidden })}
              </a>
            </p>
          ) : null}
          <ErrorList id={fields.storeId.errorId} errors={fields.storeId.errors} />
          <SubmitWithErrors form={form} intent="set-pickup" label={t('shoppingCart.service.savePickup')} />
        </fieldset>
      </Form>
    </fieldset>
  );
}

function StoreChoice({ store, name, chosen }: { store: PickupStoreOption; name: string; chosen: boolean }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const kilometres = numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  const id = `store-${store.storeId}`;
  return (
    <li>
      <input type="radio" id={id} name={name} value={store.storeId} defaultChecked={chosen} />
      <label htmlFor={id}>
        {store.name}, {store.streetName} {store.streetNumber}, {store.postalCode} {store.city}
        {store.favorite ? (
          <span className="store-choices__favorite"> ({t('storeFinder.favorite.badge')})</span>
        ) : null}
        {store.distanceMetres !== null ? (
          <span className="store-choices__distance">
            {' · '}
            {t('serviceChooser.stores.distance', {
              distance: kilometres.format(store.distanceMetres / 1000),
            })}
          </span>
        ) : null}
      </label>
    </li>
  );
}

/** A plain GET search without JavaScript; with it, each keystroke filters the list at once. */
function StoreFilterForm({
  filter,
  onFilter,
  matches,
  chooserHref,
}: {
  filter: string;
  onFilter: (filter: string) => void;
  matches: number | null;
  chooserHref: string;
}) {
  const { t } = useTranslation();
  const [path, query] = chooserHref.split('?');
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={t('serviceChooser.stores.filterLabel')}
      className="store-filter"
      onSubmit={(event) => event.preventDefault()}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="form-field">
        <label htmlFor="store-filter">{t('serviceChooser.stores.filterLabel')}</label>
        <p id="store-filter-hint" className="form-field__hint">
          {t('serviceChooser.stores.filterHint')}
        </p>
        <input
          id="store-filter"
          type="search"
          name="store"
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
          maxLength={100}
          autoComplete="off"
          aria-describedby="store-filter-hint store-filter-status"
        />
      </div>
      <button type="submit" className="button button--secondary">
        {t('serviceChooser.stores.filterButton')}
      </button>
      <p id="store-filter-status" role="status" className="store-filter__status">
        {matches === null
          ? null
          : matches === 0
            ? t('serviceChooser.stores.noMatch', { filter: filter.trim() })
            : t('serviceChooser.stores.found', { count: matches })}
      </p>
    </Form>
  );
}

export function withParams(href: string, params: Record<string, string>) {
  const [path, query] = href.split('?');
  const search = new URLSearchParams(query);
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return `${path}?${search}`;
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
