import { checkoutAddressLimits, type CartAddress, type CartPayment } from '../schemas/cart.js';

// §8 031 (decision 0035): a guest's contact alone is fine; postal fields must be whole and follow
// the §5 checkout address rules; an invoice needs a whole address, B2B a company and VAT number.

const hasText = (value: string | null | undefined) => Boolean(value?.trim());
const longerThan = (value: string | null | undefined, max: number) => (value ?? '').length > max;

export function isWholeBillingAddress(billing: CartAddress | null | undefined): boolean {
  const postal = [billing?.streetName, billing?.streetNumber, billing?.postalCode, billing?.city];
  const named = [billing?.firstName, billing?.lastName, billing?.companyName].some(hasText);
  return postal.every(hasText) && named;
}

export function billingAddressIsInvalid(
  billing: CartAddress | null | undefined,
  payments: readonly Pick<CartPayment, 'methodKey'>[],
): boolean {
  const invoice = payments.find(({ methodKey }) => methodKey.startsWith('pay-by-invoice'));
  const postal = [billing?.streetName, billing?.streetNumber, billing?.postalCode, billing?.city];
  if (invoice && !isWholeBillingAddress(billing)) return true;
  if (
    invoice?.methodKey === 'pay-by-invoice-b2b' &&
    !(hasText(billing?.companyName) && hasText(billing?.valueAddedTaxId))
  )
    return true;
  if (!billing || !postal.some(hasText)) return false;
  return (
    !postal.every(hasText) ||
    longerThan(billing.streetName, checkoutAddressLimits.streetName) ||
    longerThan(billing.streetNumber, checkoutAddressLimits.streetNumber) ||
    longerThan(billing.additionalInfo, checkoutAddressLimits.additionalInfo)
  );
}
