import type { Cart, CartValidation } from '../../../backend/src/schemas/cart.js';
import { cartValidationCodes, orderLimitCodes } from '../../../backend/src/schemas/cart-codes.js';
import type { DistributionType, OrderConfig } from '../../../backend/src/schemas/distribution.js';
import { thresholdValueOf } from '../../../backend/src/schemas/order-thresholds.js';

export const validationGroups = [
  'billingAddress',
  'discountCode',
  'distributionLocation',
  'timeSlot',
  'general',
] as const;
export type ValidationGroup = (typeof validationGroups)[number];

const groupOfCode: Record<string, ValidationGroup> = {
  '031': 'billingAddress',
  '223': 'discountCode',
  '227': 'discountCode',
  '228': 'discountCode',
  '229': 'discountCode',
  '004': 'distributionLocation',
  '005': 'distributionLocation',
  '130': 'distributionLocation',
  '131': 'distributionLocation',
  '132': 'distributionLocation',
  '008': 'timeSlot',
  '022': 'timeSlot',
  '023': 'timeSlot',
  '029': 'timeSlot',
  '140': 'timeSlot',
  '141': 'timeSlot',
};

/** §8: the group a validation code is shown in; e-mail and phone belong to where the order goes. */
export function validationGroupOf(code: string, distributionType: DistributionType | null): ValidationGroup {
  if (code === '006' || code === '007')
    return distributionType === 'CLICK_AND_COLLECT' ? 'billingAddress' : 'distributionLocation';
  return groupOfCode[code] ?? 'general';
}

/** §8: validation errors in their groups, in the groups' order; empty groups left out. */
export function groupValidationErrors(
  errors: CartValidation['errors'],
  distributionType: DistributionType | null,
): { group: ValidationGroup; codes: string[] }[] {
  return validationGroups
    .map((group) => ({
      group,
      codes: errors
        .map((error) => error.code)
        .filter((code) => validationGroupOf(code, distributionType) === group),
    }))
    .filter(({ codes }) => codes.length > 0);
}

// Asked for by the checkout page itself: missing, they only keep the shopper from paying.
const askedAtCheckout = new Set(['006', '007', '031']);

/** Issue 38: §8 006 or 007, the e-mail or phone a guest gives on the cart page. */
export function guestContactMissing(errors: CartValidation['errors']): boolean {
  return errors.some((error) => error.code === '006' || error.code === '007');
}

export function readyForCheckout(errors: CartValidation['errors']): boolean {
  return errors.every((error) => askedAtCheckout.has(error.code));
}

const knownCodes = new Set<string>([
  ...Object.values(cartValidationCodes),
  ...Object.values(orderLimitCodes),
]);

const limitCodes = new Set<string>(Object.values(orderLimitCodes));
/** The cart page tells the order limits with their amounts (notices); its list leaves them out. */
export function withoutLimitCodes(errors: CartValidation['errors']): CartValidation['errors'] {
  return errors.filter((error) => !limitCodes.has(error.code));
}

/** §8: the message key of a cart code; a code without a text of its own reads as the general one. */
export function cartCodeMessageKey(code: string): string {
  return knownCodes.has(code) ? `cart.validation.${code}` : 'cart.validation.unknown';
}

/** §8: the time-slot codes after which the earliest slot is fetched again. */
export const earliestSlotCodes = new Set(['022', '023', '140', '141']);

export type CartNotices = {
  /** Minor units of Einkaufswert (decision 0076) still missing to the minimum order value, or null. */
  minimumMissing: { minimum: number; missing: number } | null;
  /** The maximum weight in grams when the cart is heavier, or null. */
  maximumWeight: number | null;
  maximumValue: number | null;
  freeService: { met: true } | { met: false; missing: number } | null;
};

/** §5 cart rules: limits per service type (delivery when none is chosen); a missing limit means none. */
export function cartNotices(cart: Cart, config: OrderConfig): CartNotices {
  const pickup = cart.distributionAddress?.distributionType === 'CLICK_AND_COLLECT';
  const minimum = pickup ? config.minOrderValueCC : config.minOrderValueDelivery;
  const maximumValue = pickup ? config.maxOrderValueCC : config.maxOrderValueDelivery;
  const maximumWeight = pickup ? config.maxOrderWeightCC : config.maxOrderWeightDelivery;
  // Decision 0076: every threshold counts the Einkaufswert, the articles before vouchers and codes.
  const orderValue = thresholdValueOf(cart.priceInfo);
  const threshold = cart.freeOfChargeThreshold;
  // §4: an add-on order joins one already placed, so the minimum does not apply.
  const minimumApplies = minimum !== null && cart.mode !== 'ADDON' && orderValue < minimum;
  return {
    minimumMissing: minimumApplies ? { minimum, missing: minimum - orderValue } : null,
    maximumWeight: maximumWeight !== null && cart.weight > maximumWeight ? maximumWeight : null,
    maximumValue: maximumValue !== null && orderValue > maximumValue ? maximumValue : null,
    freeService: freeServiceOf(cart.priceInfo, threshold, orderValue),
  };
}

/**
 * Issue 38: the way to a free service is told only while there is a fee to save. A service that
 * costs nothing (pickup) or is free anyway (a delivery pass) has no "still missing" to tell.
 */
function freeServiceOf(
  priceInfo: Cart['priceInfo'],
  threshold: number | null,
  value: number,
): CartNotices['freeService'] {
  if (threshold === null || priceInfo.serviceFees === 0) return null;
  if (value >= threshold) return { met: true };
  if (priceInfo.serviceFeesAfterDiscount === 0) return null;
  return { met: false, missing: threshold - value };
}

/** §5: a weight in grams shown in kilograms. */
export function kilograms(grams: number): number {
  return grams / 1000;
}

export type CheckoutBlocker =
  | { reason: 'minimum'; minimum: number; missing: number }
  | { reason: 'maximumValue'; amount: number }
  | { reason: 'maximumWeight'; grams: number }
  | { reason: 'service' | 'timeSlot' | 'discountCode' | 'other' };

const blockerOfGroup: Record<ValidationGroup, 'service' | 'timeSlot' | 'discountCode' | 'other'> = {
  distributionLocation: 'service',
  timeSlot: 'timeSlot',
  discountCode: 'discountCode',
  billingAddress: 'other',
  general: 'other',
};

/** Why the cart cannot go to checkout yet, each reason once; empty when it can (same rule as readyForCheckout). */
export function checkoutBlockers(
  errors: CartValidation['errors'],
  notices: CartNotices,
  distributionType: DistributionType | null,
): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  if (notices.minimumMissing) blockers.push({ reason: 'minimum', ...notices.minimumMissing });
  if (notices.maximumValue !== null) blockers.push({ reason: 'maximumValue', amount: notices.maximumValue });
  if (notices.maximumWeight !== null)
    blockers.push({ reason: 'maximumWeight', grams: notices.maximumWeight });
  // A limit the notices do not name (the API's own reading of it) still blocks, as "other".
  const limitNamed = blockers.length > 0;
  const groups = errors
    .filter((error) => !askedAtCheckout.has(error.code) && !(limitNamed && limitCodes.has(error.code)))
    .map((error) =>
      limitCodes.has(error.code) ? 'other' : blockerOfGroup[validationGroupOf(error.code, distributionType)],
    );
  for (const reason of new Set(groups)) blockers.push({ reason });
  return blockers;
}
