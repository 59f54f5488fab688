import { notFound } from '~/utils/not-found.server';
import type { AppLoadContext } from '@remix-run/node';
import type { CustomerOrder } from '../../../backend/src/schemas/orders.js';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { withLogin } from '~/utils/auth.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { profileSectionPath } from '~/utils/profile-sections';
import { orderListQuerySchema } from './order-form-schemas';

export async function orderListPath(context: AppLoadContext, request: Request) {
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  return profileSectionPath(await requireRoutePath(context, request, 'profile'), 'orders', locale);
}

/** §4 Cart mode ADDON: items can be added to the order until its slot's cut-off. */
export function isAddOnOpen(order: Pick<CustomerOrder, 'addOnUntil'>, now = Date.now()) {
  return order.addOnUntil !== null && Date.parse(order.addOnUntil) > now;
}

export async function loadOrderList(context: AppLoadContext, request: Request) {
  const customer = await profileCustomer(context, request);
  const { page } = orderListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await withLogin(context, request, () => context.orders.listCustomerOrders(page));
  return {
    ...(await profilePageData(context, request, customer.firstName)),
    ...list,
    listPath: await orderListPath(context, request),
  };
}

/** One of the customer's orders; another customer's order is a 404, as one that does not exist. */
export async function loadCustomerOrder(context: AppLoadContext, request: Request, orderNumber: string) {
  await profileCustomer(context, request);
  const order = await withLogin(context, request, () =>
    context.orders.getCustomerOrder(orderNumber).catch((error: unknown) => {
      if (error instanceof ApiNotFoundError) return undefined;
      throw error;
    }),
  );
  if (!order) throw await notFound(context, request);
  return order;
}
