// Issue 37: GA4's add_payment_info once per payment choice per checkout attempt, as a marketing
// team reads it (the funnel step "payment given", not a count of tries). A shopper whose payment
// was declined comes back to the checkout (a new page load after the provider's page) with the
// same basket: paying again with the same choice is the same step, another method is a new one.
// The attempt ends with its order. Kept in the tab's sessionStorage, as the pages between are
// full page loads; the tracker, and so this, runs only with the statistics consent.
import type { TrackingItem } from '../../../backend/src/schemas/tracking.js';

export const PAYMENT_CHOICES_KEY = 'tracking-payment-choices';

type Choices = { attempt: string; paymentTypes: string[] };
type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A checkout attempt is its basket: the articles and their quantities, in any order. */
export function checkoutAttemptOf(items: readonly Pick<TrackingItem, 'item_id' | 'quantity'>[]): string {
  return items
    .map((item) => `${item.item_id}*${item.quantity ?? 1}`)
    .sort()
    .join(',');
}

function read(storage: ChoiceStorage): Choices | null {
  try {
    const stored = JSON.parse(storage.getItem(PAYMENT_CHOICES_KEY) ?? 'null') as Partial<Choices> | null;
    return typeof stored?.attempt === 'string' && Array.isArray(stored.paymentTypes)
      ? { attempt: stored.attempt, paymentTypes: stored.paymentTypes.filter((t) => typeof t === 'string') }
      : null;
  } catch {
    return null;
  }
}

// Without storage (refused, full) the page itself remembers, for as long as it lives.
let unstored: Choices | null = null;

/**
 * Whether this payment type is a new choice of this checkout attempt, noting it if so: true the
 * first time, false for the same type again (a retry after a decline), true for another type or
 * another basket.
 */
export function isNewPaymentChoice(storage: ChoiceStorage | null, attempt: string, paymentType: string) {
  const before = (storage ? read(storage) : null) ?? unstored;
  const known = before?.attempt === attempt ? before.paymentTypes : [];
  if (known.includes(paymentType)) return false;
  unstored = { attempt, paymentTypes: [...known, paymentType] };
  try {
    storage?.setItem(PAYMENT_CHOICES_KEY, JSON.stringify(unstored));
  } catch {
    // Kept in the page only.
  }
  return true;
}

/** The attempt's order is placed: the next checkout is a new attempt, even with the same basket. */
export function endCheckoutAttempt(storage: ChoiceStorage | null) {
  unstored = null;
  try {
    storage?.removeItem(PAYMENT_CHOICES_KEY);
  } catch {
    // Nothing kept.
  }
}
