import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { CustomerAddress } from '../../../backend/src/schemas/customer.js';
import { ErrorList, Field, FormErrors, SelectField } from '~/components/forms';
import { getFormProps, getInputProps, useConstrainedForm } from '~/components/constrained-form';
import { useTranslation } from '~/utils/use-translation';
import { billingAddressConstraint, payFormId, savedAddressConstraint } from './checkout-forms';

type BillingAddressFormProps = {
  defaults: Partial<Record<string, string>>;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * §5 checkout address: who the invoice is for, and the e-mail and phone the order is reached at.
 * Issue 38: its fields belong to the pay form (`form` attribute), so "Zahlungspflichtig bestellen"
 * sends them and saves them with the order; its own button saves them alone.
 */
export function BillingAddressForm({ defaults, lastResult }: BillingAddressFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useConstrainedForm(billingAddressConstraint, lastResult, {
    id: 'billing-address',
    defaultValue: defaults,
  });
  const text = (
    name: keyof typeof fields,
    label: string,
    autoComplete: string,
    options: { optional?: boolean; type?: 'text' | 'email' | 'tel' } = {},
  ) => (
    <Field
      id={fields[name].id}
      label={label}
      optional={options.optional}
      errors={fields[name].errors}
      inputProps={{
        ...getInputProps(fields[name], { type: options.type ?? 'text', ariaAttributes: false }),
        form: payFormId,
        autoComplete,
      }}
    />
  );
  return (
    <div id={form.id} className="checkout-form" data-billing-fields="">
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="checkout-form__hint">{t('checkoutClarity.billingWithPay')}</p>
      <div className="checkout-form__row">
        {text('firstName', t('checkout.billing.firstName'), 'billing given-name')}
        {text('lastName', t('checkout.billing.lastName'), 'billing family-name', { optional: true })}
      </div>
      {text('companyName', t('checkout.billing.companyName'), 'billing organization', { optional: true })}
      <div className="checkout-form__row">
        {text('streetName', t('checkout.billing.streetName'), 'billing address-line1')}
        {text('streetNumber', t('checkout.billing.streetNumber'), 'billing address-line2')}
      </div>
      <div className="checkout-form__row">
        {text('postalCode', t('checkout.billing.postalCode'), 'billing postal-code')}
        {text('city', t('checkout.billing.city'), 'billing address-level2')}
      </div>
      {text('valueAddedTaxId', t('checkout.billing.valueAddedTaxId'), 'off', { optional: true })}
      {text('email', t('checkout.billing.email'), 'email', { type: 'email' })}
      {text('phoneNumber', t('checkout.billing.phone'), 'tel', { type: 'tel', optional: true })}
      <button
        type="submit"
        form={payFormId}
        name="intent"
        value="set-billing"
        className="button button--secondary"
      >
        {t('checkout.billing.save')}
      </button>
    </div>
  );
}

export function SavedAddressForm({
  addresses,
  lastResult,
}: {
  addresses: CustomerAddress[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useConstrainedForm(savedAddressConstraint, lastResult, { id: 'saved-address' });
  if (addresses.length === 0) return null;
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form checkout-form--inline">
      <ErrorList id={form.errorId} errors={form.errors} />
      <SelectField
        id={fields.addressId.id}
        label={t('checkout.billing.saved')}
        errors={fields.addressId.errors}
        options={addresses.map((address) => ({
          value: address.id,
          label: `${[address.firstName, address.lastName].filter(Boolean).join(' ')}, ${address.streetName} ${address.streetNumber}, ${address.postalCode} ${address.city}`,
        }))}
        selectProps={{ name: fields.addressId.name, defaultValue: addresses.find((a) => a.primary)?.id }}
      />
      <button type="submit" name="intent" value="use-saved-address" className="button button--secondary">
        {t('checkout.billing.useSaved')}
      </button>
    </Form>
  );
}
