import type { AppLoadContext } from '@remix-run/node';
import type { Customer, CustomerAddress } from '../../backend/src/schemas/customer.js';
import { hasLoggedInCookie, isUnauthenticated } from '~/utils/auth.server';
import { describeError, logEvent } from '~/utils/logger.server';

/** §3 Prefill fields for questionnaire and contact forms, by the contact form's field names. */
export type CustomerPrefill = Partial<
  Record<
    | 'firstName'
    | 'surname'
    | 'email'
    | 'academicTitle'
    | 'telephoneNumber'
    | 'street'
    | 'zip'
    | 'city'
    | 'countryCode',
    string
  >
> & { birthdate?: string; salutation?: string };

function addressPrefill(address: CustomerAddress | undefined): CustomerPrefill {
  if (!address) return {};
  return {
    telephoneNumber: address.phoneNumber ?? undefined,
    street: `${address.streetName} ${address.streetNumber}`.trim(),
    zip: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
  };
}

function profilePrefill(customer: Customer): CustomerPrefill {
  return {
    firstName: customer.firstName,
    surname: customer.lastName ?? undefined,
    email: customer.email,
    academicTitle: customer.academicTitle ?? undefined,
    birthdate: customer.birthdate ?? undefined,
    salutation: customer.salutation ?? undefined,
  };
}

/**
 * §3, §4: what a logged-in customer's forms start with: the profile, and the primary billing (else
 * any) address. A guest's forms start empty; an account that cannot be read leaves them empty too.
 */
export async function customerPrefill(context: AppLoadContext, request: Request): Promise<CustomerPrefill> {
  if (!hasLoggedInCookie(request)) return {};
  try {
    const [customer, addresses] = await Promise.all([
      context.customer.getCustomer(),
      context.customer.listAddresses(),
    ]);
    const address =
      addresses.find((candidate) => candidate.primary && candidate.category !== 'delivery') ?? addresses[0];
    const prefill = { ...addressPrefill(address), ...profilePrefill(customer) };
    return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value)) as CustomerPrefill;
  } catch (error) {
    if (!isUnauthenticated(error))
      logEvent('warn', 'customer prefill unavailable', {
        requestId: context.requestId,
        ...describeError(error),
      });
    return {};
  }
}
