import { getCollectionProps, getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { addressTypeValues, type CustomerAddress } from '../../../backend/src/schemas/customer.js';
import { ErrorList, FormErrors } from '~/components/forms';
import { useRootData } from '~/utils/root-data';
import { createAddressSchema } from '~/routes/profile/address-form-schemas';
import { BooleanField, TextField } from '~/components/account/account-fields';
import { PostalAddressFields } from '~/components/account/postal-address-fields';
import { visiblePart } from '~/components/account/address-book';
import { useServerCheckedForm } from '~/components/use-server-checked-form';

/** An address prefilled for editing: placeholders stay empty, the phone as the loader gives it (§5 display form). */
function editValues(address: CustomerAddress): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(address))
    if (typeof value === 'string') values[key] = visiblePart(value);
  values.salutation = address.salutation === 'Family' ? undefined : (address.salutation ?? undefined);
  return values;
}

/** Add or edit one address (§3 billing, delivery or combined), checked by the §5 rules. */
export function AddressForm({
  address,
  prefill,
  lastResult,
  cancelPath,
}: {
  address?: CustomerAddress;
  prefill: { firstName: string; lastName?: string };
  lastResult: SubmissionResult<string[]> | undefined;
  cancelPath: string;
}) {
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const schema = useMemo(() => createAddressSchema(t, shopLocale), [t, shopLocale]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'address',
    defaultValue: address ? editValues(address) : { ...prefill, category: 'delivery' },
  });
  const categories = getCollectionProps(fields.category, { type: 'radio', options: [...addressTypeValues] });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="address-save" />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="account-form__choices" aria-describedby={fields.category.errorId}>
        <legend>{t('account.address.categoryLegend')}</legend>
        {categories.map(({ key, ...props }) => (
          <div className="form-field form-field--checkbox" key={key}>
            <input {...props} disabled={Boolean(address) && props.value !== address?.category} />
            <label htmlFor={props.id}>{t(`account.address.category.${props.value}`)}</label>
          </div>
        ))}
        <ErrorList id={fields.category.errorId} errors={fields.category.errors} />
      </fieldset>
      <PostalAddressFields fields={fields} />
      <input type="hidden" name="countryCode" value={address?.countryCode ?? ''} />
      <TextField
        field={fields.phoneNumber}
        label={t('account.address.field.phoneNumber')}
        type="tel"
        hint={t('account.address.field.phoneHint')}
        optional
        autoComplete="tel"
      />
      <TextField field={fields.additionalInfo} label={t('account.address.field.additionalInfo')} optional />
      <TextField field={fields.valueAddedTaxId} label={t('account.address.field.valueAddedTaxId')} optional />
      <TextField
        field={fields.companyRegistrationNumber}
        label={t('account.address.field.companyRegistrationNumber')}
        optional
      />
      {address ? null : <BooleanField field={fields.primary} label={t('account.address.field.primary')} />}
      <div className="account-form__buttons">
        <button type="submit" className="button button--primary">
          {t('account.address.save')}
        </button>
        <Link to={cancelPath} className="button button--link">
          {t('account.address.cancel')}
        </Link>
      </div>
    </Form>
  );
}
