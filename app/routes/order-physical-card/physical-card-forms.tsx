import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import type { CustomerAddress } from '../../../backend/src/schemas/customer.js';
import { addressName, visiblePart } from '~/components/account/address-book';
import { PostalAddressFields } from '~/components/account/postal-address-fields';
import { ErrorList, FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { useRootData } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';
import { newCardAddressSchema, savedCardAddressSchema } from './physical-card-form-schemas';

/** One line per saved address: who, street with door, postal code and town. */
export function savedAddressLabel(address: CustomerAddress): string {
  const street = [address.streetName, address.streetNumber].map(visiblePart).filter(Boolean).join(' ');
  const door = [address.stairCase, address.floor, address.door].map(visiblePart).filter(Boolean).join('/');
  const town = [address.postalCode, address.city].map(visiblePart).filter(Boolean).join(' ');
  return [addressName(address), [street, door].filter(Boolean).join('/'), town].filter(Boolean).join(', ');
}

/** Issue 35: the card goes to one of the address book's addresses (the primary one chosen first). */
export function SavedAddressChoice({
  addresses,
  lastResult,
}: {
  addresses: CustomerAddress[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => savedCardAddressSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'card-saved-address' });
  const chosen = addresses.find((address) => address.primary)?.id ?? addresses[0]?.id;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset
        className="account-form__choices"
        aria-describedby={fields.addressId.errors?.length ? fields.addressId.errorId : undefined}
      >
        <legend>{t('physicalCard.saved.legend')}</legend>
        {addresses.map((address) => (
          <div className="form-field form-field--checkbox" key={address.id}>
            <input
              type="radio"
              id={`card-address-${address.id}`}
              name={fields.addressId.name}
              value={address.id}
              defaultChecked={address.id === chosen}
            />
            <label htmlFor={`card-address-${address.id}`}>{savedAddressLabel(address)}</label>
          </div>
        ))}
        <ErrorList id={fields.addressId.errorId} errors={fields.addressId.errors} />
      </fieldset>
      <button type="submit" name="intent" value="card-saved-address" className="button button--primary">
        {t('physicalCard.saved.submit')}
      </button>
    </Form>
  );
}

/** Issue 35: or to a new address, with the fields and rules of every address form (§5). */
export function NewAddressForm({
  prefill,
  lastResult,
}: {
  prefill: { firstName: string; lastName?: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const schema = useMemo(() => newCardAddressSchema(t, shopLocale), [t, shopLocale]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'card-new-address',
    defaultValue: prefill,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <PostalAddressFields fields={fields} />
      <button type="submit" name="intent" value="card-new-address" className="button button--primary">
        {t('physicalCard.new.submit')}
      </button>
    </Form>
  );
}
