import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { CustomerAddress } from '../../../backend/src/schemas/customer.js';

// §3, §9: placeholders for missing address parts are never shown.
const placeholders = new Set(['na', 'nan', 'nana']);
export function visiblePart(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && !placeholders.has(trimmed.toLowerCase()) ? trimmed : undefined;
}

function joinParts(parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

export function addressName(address: CustomerAddress): string {
  return joinParts([visiblePart(address.firstName), visiblePart(address.lastName)]) || address.city;
}

/** One address as a postal block: name, company, street line, town, phone (the loader gives its §5 display form). */
export function AddressLines({ address }: { address: CustomerAddress }) {
  const { t } = useTranslation();
  const detail = (key: string, value: string | null) => {
    const shown = visiblePart(value);
    return shown ? t(key, { value: shown }) : undefined;
  };
  const lines = [
    joinParts([visiblePart(address.academicTitle), addressName(address)]),
    visiblePart(address.companyName),
    joinParts([
      visiblePart(address.streetName),
      visiblePart(address.streetNumber),
      detail('account.address.stairCaseShort', address.stairCase),
      detail('account.address.floorShort', address.floor),
      detail('account.address.doorShort', address.door),
    ]),
    joinParts([visiblePart(address.postalCode), visiblePart(address.city)]),
    visiblePart(address.phoneNumber),
    visiblePart(address.additionalInfo),
  ].filter(Boolean);
  return (
    <address className="address-card__lines">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function AddressActionForm({
  address,
  intent,
  labelKey,
  textKey,
}: {
  address: CustomerAddress;
  intent: 'address-primary' | 'address-delete';
  labelKey: string;
  textKey: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="addressId" value={address.id} />
      <input type="hidden" name="category" value={address.category} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="button button--link"
        aria-label={t(labelKey, { name: addressName(address) })}
      >
        {t(textKey)}
      </button>
    </Form>
  );
}

function AddressActions({ address, editPath }: { address: CustomerAddress; editPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="address-card__actions">
      <Link
        to={editPath}
        aria-label={t('account.address.editLabel', { name: addressName(address) })}
        className="button button--link"
      >
        {t('account.address.edit')}
      </Link>
      {address.primary ? null : (
        <AddressActionForm
          address={address}
          intent="address-primary"
          labelKey="account.address.makePrimaryLabel"
          textKey="account.address.makePrimary"
        />
      )}
      <AddressActionForm
        address={address}
        intent="address-delete"
        labelKey="account.address.deleteLabel"
        textKey="account.address.delete"
      />
    </div>
  );
}

/** §2 profile address book: every address with edit, make primary and delete; a link to add one. */
export function AddressBook({
  addresses,
  newPath,
  editPathOf,
}: {
  addresses: CustomerAddress[];
  newPath: string;
  editPathOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="address-book">
      <p>
        <Link to={newPath} className="button button--secondary">
          {t('account.address.add')}
        </Link>
      </p>
      {addresses.length === 0 ? <p>{t('account.address.empty')}</p> : null}
      <ul className="address-book__list" aria-label={t('account.address.listTitle')}>
        {addresses.map((address) => (
          <li key={address.id} className="address-card" data-address-id={address.id}>
            <p className="address-card__category">
              {t(`account.address.category.${address.category}`)}
              {address.primary ? (
                <strong className="address-card__primary"> · {t('account.address.primary')}</strong>
              ) : null}
            </p>
            <AddressLines address={address} />
            <AddressActions address={address} editPath={editPathOf(address.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
