import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { CheckboxField, Field, SelectField } from '~/components/forms';
import { useRootData } from '~/utils/root-data';
import { offeredSalutations } from '~/utils/person-fields';
import { localeDateExample } from '~/utils/locale-date';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;
type InputType = 'text' | 'email' | 'password' | 'tel';

export function TextField({
  field,
  label,
  type = 'text',
  hint,
  optional,
  autoComplete,
}: {
  field: AnyField;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field
      id={field.id}
      label={label}
      hint={hint}
      optional={optional}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type, ariaAttributes: false }), autoComplete }}
    />
  );
}

export function BooleanField({ field, label }: { field: AnyField; label: ReactNode }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox', ariaAttributes: false });
  return <CheckboxField id={field.id} label={label} errors={field.errors} inputProps={{ ...props, key }} />;
}

/** §3 salutation: Company, Female, Male (Family is dropped on load); none is a choice too. */
export function SalutationField({ field }: { field: AnyField }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('account.field.salutationNone') },
    ...offeredSalutations.map((value) => ({ value, label: t(`account.salutation.${value}`) })),
  ];
  return (
    <SelectField
      id={field.id}
      label={t('account.field.salutation')}
      errors={field.errors}
      options={options}
      selectProps={getSelectProps(field, { ariaAttributes: false })}
    />
  );
}

type NameFieldSet = Record<'salutation' | 'academicTitle' | 'firstName' | 'lastName', AnyField>;
type PersonFieldSet = NameFieldSet & Record<'birthdate' | 'email', AnyField>;

export function NameFields({ fields }: { fields: NameFieldSet }) {
  const { t } = useTranslation();
  return (
    <>
      <SalutationField field={fields.salutation} />
      <TextField field={fields.academicTitle} label={t('account.field.academicTitle')} optional />
      <TextField field={fields.firstName} label={t('account.field.firstName')} autoComplete="given-name" />
      <TextField
        field={fields.lastName}
        label={t('account.field.lastName')}
        optional
        autoComplete="family-name"
      />
    </>
  );
}

/** A new password (§5: 8 to 50 characters), with its rule as the hint. */
export function NewPasswordField({ field, label }: { field: AnyField; label: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      hint={t('account.field.passwordHint')}
      autoComplete="new-password"
    />
  );
}

/** The person of registration, offline account and personal data (§3 profile fields, §5 rules). */
export function PersonFields({ fields }: { fields: PersonFieldSet }) {
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  return (
    <>
      <NameFields fields={fields} />
      <TextField
        field={fields.birthdate}
        label={t('account.field.birthdate')}
        hint={t('account.field.birthdateHint', { example: localeDateExample(shopLocale) })}
        optional
        autoComplete="bday"
      />
      <TextField field={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
    </>
  );
}
