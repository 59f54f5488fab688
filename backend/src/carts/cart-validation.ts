import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { timeSlots } from '../db/schema/distribution.js';
import { findDeliveryAreaOf } from '../distribution/delivery-areas.js';
import { findCheckoutStore } from '../distribution/stores.js';
import { cartValidationCodes as codes, type Cart, type CartValidationCode } from '../schemas/cart.js';
import type { CartRow } from './cart-repository.js';

export type CartProblem = { code: CartValidationCode; message: string };

const messages: Record<CartValidationCode, string> = {
  [codes.shippingAddressInvalid]: 'The delivery address is incomplete',
  [codes.distributionMissing]: 'Choose delivery or pickup first',
  [codes.emailMissing]: 'An e-mail address is missing',
  [codes.phoneMissing]: 'A phone number is missing',
  [codes.deliveryWindowMissing]: 'Choose a time slot',
  [codes.deliveryWindowInvalid]: 'The time slot does not fit the chosen address or store',
  [codes.outOfCapacity]: 'The time slot is fully booked',
  [codes.serviceFeeMissing]: 'The service fee is missing',
  [codes.billingAddressInvalid]: 'The billing address is incomplete',
  [codes.distributionTypeMissing]: 'Choose delivery or pickup first',
  [codes.distributionInvalid]: 'We do not deliver to this address',
  [codes.distributionStoreInvalid]: 'The chosen store does not offer pickup',
  [codes.deliveryWindowUnknown]: 'The time slot does not exist',
  [codes.deliveryWindowExpired]: 'The time slot is no longer available',
  [codes.discountCodeExpired]: 'The discount code has expired',
  [codes.discountCodeUsedUp]: 'The discount code has been used up',
  [codes.discountCodeNotActive]: 'The discount code is not active yet',
  [codes.discountCodeWrongServiceType]: 'The discount code is not valid for this service type',
};

const problem = (code: CartValidationCode): CartProblem => ({ code, message: messages[code] });

/** §7 GET /api/carts/validation: the §8 codes that stand between this cart and an order. */
export async function validateCart(
  executor: Executor,
  row: CartRow,
  cart: Cart,
  { guest, now = new Date() }: { guest: boolean; now?: Date },
): Promise<CartProblem[]> {
  const problems: CartProblem[] = [];
  const address = row.distributionAddress;
  if (!address) return [problem(codes.distributionMissing)];

  if (address.distributionType === 'DELIVERY') {
    if (!address.streetName || !address.streetNumber || !address.postalCode || !address.city)
      problems.push(problem(codes.shippingAddressInvalid));
    const area = await findDeliveryAreaOf(executor, row.tenantId, address);
    if (!area || area.deliveryAreaNumber !== address.deliveryAreaNumber)
      problems.push(problem(codes.distributionInvalid));
    // §8 grouping: for delivery, e-mail and phone belong to the distribution address; a guest's
    // contact given on the cart page (POST /api/carts/contact) outlives a change of address.
    if (guest && !(address.email ?? row.billingAddress?.email)) problems.push(problem(codes.emailMissing));
    if (guest && !(address.phoneNumber ?? row.billingAddress?.phoneNumber))
      problems.push(problem(codes.phoneMissing));
  } else if (!address.storeId || !(await findCheckoutStore(executor, row.tenantId, address.storeId))) {
    problems.push(problem(codes.distributionStoreInvalid));
  } else if (guest && !row.billingAddress?.email) {
    problems.push(problem(codes.emailMissing));
  }

  problems.push(...(await slotProblems(executor, row, now)));
  for (const code of cart.discountCodes)
    if (code.invalidReason) problems.push(problem(code.invalidReason as CartValidationCode));
  return problems;
}

async function slotProblems(executor: Executor, row: CartRow, now: Date): Promise<CartProblem[]> {
  if (!row.timeSlotId) return [problem(codes.deliveryWindowMissing)];
  const [slot] = await executor
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, row.tenantId), eq(timeSlots.slotId, row.timeSlotId)));
  if (!slot) return [problem(codes.deliveryWindowUnknown)];
  const address = row.distributionAddress!;
  const appointableId =
    address.distributionType === 'CLICK_AND_COLLECT' ? address.storeId : address.deliveryAreaNumber;
  if (slot.distributionType !== address.distributionType || slot.appointableId !== appointableId)
    return [problem(codes.deliveryWindowInvalid)];
  // An expired hold gave its place back: the slot must be booked again (issue 6).
  if (slot.cutOffAt <= now || row.slotHold !== 'HELD' || (row.slotHeldUntil && row.slotHeldUntil <= now))
    return [problem(codes.deliveryWindowExpired)];
  return [];
}
