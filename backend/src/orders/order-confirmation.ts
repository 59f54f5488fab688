import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { customers } from '../db/schema/customers.js';
import { stores } from '../db/schema/distribution.js';
import { orders } from '../db/schema/orders.js';
import { tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import { orderConfirmationEmail } from '../email/order-confirmation-email.js';
import { findTenantContext } from '../tenant/tenant-repository.js';

// Issue 17: claim and send share one transaction; a failed SMTP send rolls the claim back, so the
// next caller (webhook retry, status check) tries again.

async function claimConfirmation(tx: Transaction, orderId: string, now: Date) {
  const [claimed] = await tx
    .update(orders)
    .set({ confirmationSentAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
    .returning();
  return claimed;
}

async function recipientOf(tx: Transaction, cartId: string, snapshotEmails: (string | null | undefined)[]) {
  const [owner] = await tx
    .select({ email: customers.email })
    .from(carts)
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .where(eq(carts.id, cartId));
  return owner?.email ?? snapshotEmails.find((email) => email?.trim()) ?? null;
}

async function pickupStoreOf(tx: Transaction, tenantId: string, storeId: string | null | undefined) {
  if (!storeId) return null;
  const [store] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.storeId, storeId)));
  return store
    ? {
        name: store.name,
        address: `${store.streetName} ${store.streetNumber}, ${store.postalCode} ${store.city}`,
      }
    : null;
}

/** The tenant an order's e-mail speaks for, and whom it goes to (the customer, else the order's contact). */
export async function addresseeOf(
  tx: Transaction,
  order: Pick<typeof orders.$inferSelect, 'tenantId' | 'orderNumber' | 'cartId' | 'cart'>,
) {
  const tenant = await findTenantContext(tx, { id: order.tenantId });
  if (!tenant) throw new Error(`tenant ${order.tenantId} of order ${order.orderNumber} is gone`);
  const { cart } = order;
  const to = await recipientOf(tx, order.cartId, [
    cart.billingAddress?.email,
    cart.distributionAddress?.email,
  ]);
  return { tenant, to };
}

export async function sendOrderConfirmation(
  tx: Transaction,
  sender: EmailSender,
  orderId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const order = await claimConfirmation(tx, orderId, now);
  if (!order) return false;
  const { tenant, to } = await addresseeOf(tx, order);
  const { cart } = order;
  // An order always has a contact (§5 guests give e-mail); without one there is nobody to tell.
  if (!to) return false;
  const email = orderConfirmationEmail({
    language: tenantLanguage(tenant),
    locale: tenant.locale,
    currency: tenant.clientRuntimeConfig.currency,
    orderNumber: order.orderNumber,
    cart,
    store: await pickupStoreOf(tx, order.tenantId, cart.distributionAddress?.storeId),
    authorizedAmount: order.authorizedAmount,
  });
  await sender.send({ tenantId: order.tenantId, to, ...email }, tx);
  return true;
}

export async function listUnconfirmedOrders(executor: Executor, placedBefore: Date, limit = 50) {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.confirmationSentAt), lt(orders.placedAt, placedBefore)))
    .orderBy(sql`${orders.placedAt} asc`)
    .limit(limit);
  return rows.map((row) => row.id);
}
