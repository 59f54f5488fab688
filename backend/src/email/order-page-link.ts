import { guestOrderPath } from '../schemas/orders.js';
import { profileSlugs } from '../schemas/profile-slugs.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { storefrontLink, storefrontPathLink } from './account-emails.js';

/**
 * Decision 0090: the link of an order's e-mail. A customer's goes to the order in the profile
 * (login first, then back there); a guest's to the guest order page, which carries the number
 * only: the e-mail the guest types there is what lets the page show and cancel the order.
 */
export function orderPageLink(
  storefrontUrl: string,
  tenant: TenantContext,
  order: { orderNumber: string; customerId: string | null | undefined },
): string {
  if (!order.customerId) return storefrontPathLink(storefrontUrl, tenant, guestOrderPath(order.orderNumber));
  const orders = profileSlugs(tenant.clientRuntimeConfig.locale).orders;
  return storefrontLink(storefrontUrl, tenant, 'profile', {}, `/${orders}/${order.orderNumber}`);
}
