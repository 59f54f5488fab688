import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { timeSlots } from '../db/schema/distribution.js';
import { findDeliveryAreaNumberOf } from '../distribution/delivery-areas.js';
import { findCheckoutStore } from '../distribution/stores.js';
import { findOrderConfig } from '../distribution/order-config.js';
import {
  cartErrorCodes,
  cartValidationCodes as codes,
  orderLimitCodes,
  type Cart,
  type CartValidationCode,
  type OrderLimitCode,
} from '../schemas/cart.js';
import { addOnRefusal, type AddOnCode } from './add-on-order.js';
import { billingAddressIsInvalid } from './billing-address-rules.js';
import type { CartRow, LoadedCart } from './cart-repository.js';
import { orderLimitProblems } from './order-limits.js';
import type { TenantContext } from '../tenant/tenant-repository.js';

export type CartProblemCode = CartValidationCode | OrderLimitCode | AddOnCode;
export type CartProblem = { code: CartProblemCode; message: string };

const messages: Record<CartProblemCode, string> = {
  [cartErrorCodes.addOnOrderUnknown]: 'The order to add to is not there',
  [cartErrorCodes.addOnServiceTypeMismatch]: 'The order to add to is for the other service type',
  [cartErrorCodes.addOnOrderClosed]: 'Nothing can be added to this order any more',
  [orderLimitCodes.orderValueBelowMinimum]: 'The order value is below the minimum order value',
  [orderLimitCodes.orderValueAboveMaximum]: 'The order value is above the maximum order value',
  [orderLimitCodes.orderWeightAboveMaximum]: 'The order is heavier than the maximum order weight',
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

const problem = (code: CartProblemCode): CartProblem => ({ code, message: messages[code] });

export async function validateCart(
  executor: Executor,
  row: CartRow,
  cart: Cart,
  {
    guest,
    now = new Date(),
    loaded,
    tenant,
  }: {
    guest: boolean;
    now?: Date;
    /** The cart as priced in this transaction (issue 39): its time slot is not read again. */
    loaded?: Pick<LoadedCart, 'slot'> | null;
    /** The request's tenant: its delivery zones and order limits as kept with it (decision 0106). */
    tenant?: TenantContext;
  },
): Promise<CartProblem[]> {
  const problems: CartProblem[] = [];
  const address = row.distributionAddress;
  // Service type and place are chosen together here: without them both are missing.
  if (!address) return [problem(codes.distributionMissing), problem(codes.distributionTypeMissing)];

  if (address.distributionType === 'DELIVERY') {
    if (!address.streetName || !address.streetNumber || !address.postalCode || !address.city)
      problems.push(problem(codes.shippingAddressInvalid));
    const areaNumber = await findDeliveryAreaNumberOf(executor, row.tenantId, address, tenant);
    if (!areaNumber || areaNumber !== address.deliveryAreaNumber)
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

  if (billingAddressIsInvalid(row.billingAddress, cart.payments))
    problems.push(problem(codes.billingAddressInvalid));
  problems.push(...(await slotProblems(executor, row, cart, now, loaded)));
  for (const code of cart.discountCodes)
    if (code.invalidReason) problems.push(problem(code.invalidReason as CartValidationCode));
  if (row.mode === 'ADDON' && row.orderNumber) {
    const refusal = await addOnRefusal(executor, row, row.orderNumber, now);
    if (refusal) problems.push(problem(refusal));
  }
  const limits = orderLimitProblems(cart, await findOrderConfig(executor, row.tenantId, tenant));
  return [...problems, ...limits.map(problem)];
}

async function slotProblems(
  executor: Executor,
  row: CartRow,
  cart: Cart,
  now: Date,
  loaded: Pick<LoadedCart, 'slot'> | null | undefined,
): Promise<CartProblem[]> {
  if (!row.timeSlotId) return [problem(codes.deliveryWindowMissing)];
  const [slot] = loaded
    ? [loaded.slot]
    : await executor
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
  // §8 029: an order pays its slot's fee as the slot charges it now. A cart frozen before the
  // operator changed the fee does not carry it; resetting the cart prices it again.
  if (cart.productLineItems.length > 0 && cart.priceInfo.serviceFees !== slot.fee)
    return [problem(codes.serviceFeeMissing)];
  return [];
}
