import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { customerAddresses, type CustomerAddressRow } from '../db/schema/customer-data.js';
import { customers } from '../db/schema/customers.js';
import { ConflictError, NotFoundError } from '../errors.js';
import {
  customerErrorCodes,
  maxSavedAddresses,
  type AddressFields,
  type AddressType,
  type CustomerAddress,
} from '../schemas/customer.js';
import { ownCustomer } from './customer-repository.js';

type Owner = { tenantId: string; customerId: string };

// §3: na, nan and nana stand for a part nobody entered; they are never shown.
const placeholderPattern = /^(na|nan|nana)$/i;
const withoutPlaceholder = (value: string | null | undefined) =>
  value === null || value === undefined || placeholderPattern.test(value.trim()) || value.trim() === ''
    ? null
    : value;

function toCustomerAddress(row: CustomerAddressRow): CustomerAddress {
  const hidden = (value: string) => withoutPlaceholder(value) ?? '';
  return {
    id: row.id,
    category: row.category,
    addressType: row.category,
    primary: row.primary,
    salutation: row.salutation,
    academicTitle: withoutPlaceholder(row.academicTitle),
    firstName: hidden(row.firstName),
    lastName: withoutPlaceholder(row.lastName),
    companyName: withoutPlaceholder(row.companyName),
    streetName: hidden(row.streetName),
    streetNumber: hidden(row.streetNumber),
    stairCase: withoutPlaceholder(row.stairCase),
    floor: withoutPlaceholder(row.floor),
    door: withoutPlaceholder(row.door),
    postalCode: hidden(row.postalCode),
    city: hidden(row.city),
    countryCode: row.countryCode,
    phoneNumber: withoutPlaceholder(row.phoneNumber),
    additionalInfo: withoutPlaceholder(row.additionalInfo),
    valueAddedTaxId: withoutPlaceholder(row.valueAddedTaxId),
    companyRegistrationNumber: withoutPlaceholder(row.companyRegistrationNumber),
  };
}

function columnsOf(fields: AddressFields) {
  return {
    salutation: fields.salutation ?? null,
    academicTitle: withoutPlaceholder(fields.academicTitle),
    firstName: fields.firstName,
    lastName: withoutPlaceholder(fields.lastName),
    companyName: withoutPlaceholder(fields.companyName),
    streetName: fields.streetName,
    streetNumber: fields.streetNumber,
    stairCase: withoutPlaceholder(fields.stairCase),
    floor: withoutPlaceholder(fields.floor),
    door: withoutPlaceholder(fields.door),
    postalCode: fields.postalCode,
    city: fields.city,
    countryCode: fields.countryCode,
    phoneNumber: withoutPlaceholder(fields.phoneNumber),
    additionalInfo: withoutPlaceholder(fields.additionalInfo),
    valueAddedTaxId: withoutPlaceholder(fields.valueAddedTaxId),
    companyRegistrationNumber: withoutPlaceholder(fields.companyRegistrationNumber),
  };
}

const ofOwner = ({ tenantId, customerId }: Owner) =>
  and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.customerId, customerId))!;
const ownAddress = (owner: Owner, id: string) => and(ofOwner(owner), eq(customerAddresses.id, id))!;

const addressNotFound = () =>
  new NotFoundError('No such address', { code: customerErrorCodes.addressNotFound });

export async function listAddresses(executor: Executor, owner: Owner): Promise<CustomerAddress[]> {
  const rows = await executor
    .select()
    .from(customerAddresses)
    .where(ofOwner(owner))
    .orderBy(
      asc(customerAddresses.category),
      desc(customerAddresses.primary),
      asc(customerAddresses.createdAt),
    );
  return rows.map(toCustomerAddress);
}

// Address changes of one customer run one at a time: the limit and the single primary hold.
async function lockCustomer(tx: Transaction, { tenantId, customerId }: Owner) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(ownCustomer(tenantId, customerId))
    .for('update');
}

async function setPrimary(tx: Transaction, owner: Owner, category: AddressType, id: string) {
  await tx
    .update(customerAddresses)
    .set({ primary: false })
    .where(and(ofOwner(owner), eq(customerAddresses.category, category), ne(customerAddresses.id, id)));
  await tx.update(customerAddresses).set({ primary: true }).where(ownAddress(owner, id));
}

/** §9: at most 20 addresses (409 ADDRESS_LIMIT_REACHED); the first of a category is its primary. */
export async function createAddress(
  tx: Transaction,
  owner: Owner,
  category: AddressType,
  fields: AddressFields,
  primary: boolean,
): Promise<void> {
  await lockCustomer(tx, owner);
  const [saved] = await tx
    .select({
      total: count(),
      primaries: sql<number>`(count(*) filter (where ${customerAddresses.category} = ${category} and ${customerAddresses.primary}))::int`,
    })
    .from(customerAddresses)
    .where(ofOwner(owner));
  if ((saved?.total ?? 0) >= maxSavedAddresses) {
    throw new ConflictError(`You can save at most ${maxSavedAddresses} addresses. Please delete one first.`, {
      code: customerErrorCodes.addressLimitReached,
    });
  }
  const [created] = await tx
    .insert(customerAddresses)
    .values({ ...owner, ...columnsOf(fields), category })
    .returning({ id: customerAddresses.id });
  if (created && (primary || !saved?.primaries)) await setPrimary(tx, owner, category, created.id);
}

export async function updateAddress(
  executor: Executor,
  owner: Owner,
  category: AddressType,
  id: string,
  fields: AddressFields,
): Promise<void> {
  const updated = await executor
    .update(customerAddresses)
    .set(columnsOf(fields))
    .where(and(ownAddress(owner, id), eq(customerAddresses.category, category)))
    .returning({ id: customerAddresses.id });
  if (!updated.length) throw addressNotFound();
}

export async function makeAddressPrimary(tx: Transaction, owner: Owner, id: string): Promise<void> {
  await lockCustomer(tx, owner);
  const [address] = await tx
    .select({ category: customerAddresses.category })
    .from(customerAddresses)
    .where(ownAddress(owner, id));
  if (!address) throw addressNotFound();
  await setPrimary(tx, owner, address.category, id);
}

/** Deletes an own address; a deleted primary hands the role to the oldest one left in its category. */
export async function deleteAddress(
  tx: Transaction,
  owner: Owner,
  id: string,
  { combinedOnly = false } = {},
): Promise<void> {
  await lockCustomer(tx, owner);
  const condition = combinedOnly
    ? and(ownAddress(owner, id), eq(customerAddresses.category, 'combined'))
    : ownAddress(owner, id);
  const [deleted] = await tx
    .delete(customerAddresses)
    .where(condition)
    .returning({ category: customerAddresses.category, primary: customerAddresses.primary });
  if (!deleted) throw addressNotFound();
  if (!deleted.primary) return;
  const [next] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(ofOwner(owner), eq(customerAddresses.category, deleted.category)))
    .orderBy(asc(customerAddresses.createdAt))
    .limit(1);
  if (next) await setPrimary(tx, owner, deleted.category, next.id);
}
