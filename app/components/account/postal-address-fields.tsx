import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from '~/utils/use-translation';
import { NameFields, TextField } from './account-fields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

const placeFields = [
  'streetName',
  'streetNumber',
  'stairCase',
  'floor',
  'door',
  'postalCode',
  'city',
] as const;
const optionalPlaceFields = new Set<string>(['stairCase', 'floor', 'door']);

export type PostalAddressFieldSet = Record<
  'salutation' | 'academicTitle' | 'firstName' | 'lastName' | 'companyName' | (typeof placeFields)[number],
  AnyField
>;

/**
 * §3 Customer address: who and where, the fields every address form of the shop shows (the
 * address book, the physical card's order), checked by the same §5 rules (`addressFieldsOf`).
 */
export function PostalAddressFields({ fields }: { fields: PostalAddressFieldSet }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields fields={fields} />
      <TextField field={fields.companyName} label={t('account.address.field.companyName')} optional />
      {placeFields.map((name) => (
        <TextField
          key={name}
          field={fields[name]}
          label={t(`account.address.field.${name}`)}
          optional={optionalPlaceFields.has(name)}
        />
      ))}
    </>
  );
}
