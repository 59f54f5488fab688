import { data, type AppLoadContext } from '@remix-run/node';
import type { CustomerOrder } from '../../../backend/src/schemas/orders.js';
import { cartErrorCodes, type DistributionAddressBody } from '../../../backend/src/schemas/cart.js';
import { cancelRefusalOf } from '~/utils/order-cancel-refusal.server';
import { isAddOnOpen } from '~/routes/profile_.orders/customer-orders.server';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import type { ToastInput } from '~/utils/toast.server';
import { isUnauthenticated } from '~/utils/auth.server';
import { requireRoutePath } from '~/utils/route-paths.server';

type OrderActionInput = {
  request: Request;
  context: AppLoadContext;
  order: CustomerOrder;
  orderPath: string;
};

function refusal(input: OrderActionInput, error: unknown) {
  if (isUnauthenticated(error) || !(error instanceof ApiError) || error.status >= 500) throw error;
  const { t } = input.context;
  const message =
    error.code === cartErrorCodes.cartNotOpen ? t('customerOrders.cartNotOpen') : t('customerOrders.failed');
  return redirectWithToast(input.orderPath, { type: 'error', message }, { request: input.request });
}

async function toCart(input: OrderActionInput, toast: ToastInput) {
  return redirectWithToast(await requireRoutePath(input.context, input.request, 'cart'), toast, {
    request: input.request,
  });
}

export async function orderAgain(input: OrderActionInput) {
  const { context, order } = input;
  let answer;
  try {
    answer = await context.orders.orderAgain(order.orderNumber);
  } catch (error) {
    return refusal(input, error);
  }
  const names = new Map(order.lineItems.map((line) => [line.product.sku, line.product.name]));
  const missing = answer.notAddedOrUpdatedItems.map((item) => names.get(item.sku) ?? item.sku);
  if (!missing.length)
    return toCart(input, { type: 'success', message: context.t('customerOrders.orderAgainDone') });
  return toCart(input, {
    type: 'warning',
    persistent: true,
    message: context.t('customerOrders.orderAgainPartly', { items: missing.join(', ') }),
  });
}

function serviceOf(order: CustomerOrder): DistributionAddressBody {
  const address = order.distributionAddress;
  if (address.distributionType === 'CLICK_AND_COLLECT')
    return { distributionType: 'CLICK_AND_COLLECT', storeId: address.storeId ?? '' };
  return {
    distributionType: 'DELIVERY',
    streetName: address.streetName ?? '',
    streetNumber: address.streetNumber ?? '',
    stairCase: address.stairCase ?? undefined,
    floor: address.floor ?? undefined,
    door: address.door ?? undefined,
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    additionalInfo: address.additionalInfo ?? undefined,
    firstName: address.firstName ?? undefined,
    lastName: address.lastName ?? undefined,
    email: address.email ?? undefined,
    phoneNumber: address.phoneNumber ?? undefined,
  };
}

/** §4 Cart mode ADDON: the cart adds to this order, only until its slot's cut-off. */
export async function addToOrder(input: OrderActionInput) {
  const { context, order, request } = input;
  if (!isAddOnOpen(order))
    return redirectWithToast(
      input.orderPath,
      { type: 'error', message: context.t('customerOrders.addOnClosed') },
      { request },
    );
  try {
    // An add-on goes where the order goes: a cart without a service takes the order's.
    const cart = await context.cart.getCart();
    if (!cart.distributionAddress) await context.cart.setDistributionAddress(serviceOf(order));
    await context.orders.addToOrder(order.orderNumber);
  } catch (error) {
    return refusal(input, error);
  }
  return toCart(input, {
    type: 'info',
    message: context.t('customerOrders.addOnStarted', { number: order.orderNumber }),
  });
}

/** "Bestellung stornieren" confirmed: back to the order, cancelled; a refusal stays beside the form. */
export async function cancelOrder(input: OrderActionInput) {
  const { context, order, request } = input;
  try {
    await context.orders.cancelOrder(order.orderNumber);
  } catch (error) {
    const cancelRefusal = cancelRefusalOf(error, context.t);
    if (cancelRefusal) return data({ cancelRefusal }, { status: 409 });
    throw await refusal(input, error);
  }
  throw await redirectWithToast(
    input.orderPath,
    { type: 'success', message: context.t('customerOrders.cancel.done', { number: order.orderNumber }) },
    { request },
  );
}
