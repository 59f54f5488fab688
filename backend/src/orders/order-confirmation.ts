import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { customers } from '../db/schema/customers.js';
import { stores } from '../db/schema/distribution.js';
import { orders } from '../db/schema/orders.js';
import { tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import { orderConfirmationEmail } from '../email/order-confirmation-email.js';
import { orderPageLink } from '../email/order-page-link.js';
import { findTenantContext, type TenantContext } from '../tenant/tenant-repository.js';
import type { OrderRow } from './order-placement.js';

// Issue 17: claim and send share one transaction; a failed SMTP send rolls the claim back, so the
// next caller (webhook retry, status check) tries again.

const claimOf = (tx: Transaction, orderId: string, now: Date) =>
  tx
    .update(orders)
    .set({ confirmationSentAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)));

async function claimConfirmation(tx: Transaction, orderId: string, now: Date) {
  const [claimed] = await claimOf(tx, orderId, now).returning();
  return claimed;
}

/** The customer's e-mail for an account's order, else the first the order's snapshot names. */
async function recipientOf(tx: Transaction, order: Pick<typeof orders.$inferSelect, 'cartId' | 'cart'>) {
  const snapshotEmail = [order.cart.billingAddress?.email, order.cart.distributionAddress?.email].find(
    (email) => email?.trim(),
  );
  // Issue 39: a guest's order (no customer in its snapshot) has no account to read.
  if (!order.cart.customerId) return snapshotEmail ?? null;
  const [owner] = await tx
    .select({ email: customers.email })
    .from(carts)
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .where(eq(carts.id, order.cartId));
  return owner?.email ?? snapshotEmail ?? null;
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
  const to = await recipientOf(tx, order);
  return { tenant, to };
}

type ConfirmedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'tenantId' | 'orderNumber' | 'cartId' | 'cart' | 'authorizedAmount'
>;

/** What the confirmation needs besides the order (statements only); `tenant` spares its read. */
async function confirmationFacts(tx: Transaction, order: ConfirmedOrder, tenant?: TenantContext) {
  const speaker =
    tenant?.id === order.tenantId ? tenant : await findTenantContext(tx, { id: order.tenantId });
  const to = await recipientOf(tx, order);
  const store = await pickupStoreOf(tx, order.tenantId, order.cart.distributionAddress?.storeId);
  return { speaker, to, store };
}

/** The e-mail itself, composed without the database; null with nobody to tell. */
function confirmationOf(
  order: ConfirmedOrder,
  facts: Awaited<ReturnType<typeof confirmationFacts>>,
  storefrontUrl: string,
) {
  const { speaker, to, store } = facts;
  if (!speaker) throw new Error(`tenant ${order.tenantId} of order ${order.orderNumber} is gone`);
  // An order always has a contact (§5 guests give e-mail); without one there is nobody to tell.
  if (!to) return null;
  const email = orderConfirmationEmail({
    language: tenantLanguage(speaker),
    locale: speaker.locale,
    currency: speaker.clientRuntimeConfig.currency,
    orderNumber: order.orderNumber,
    cart: order.cart,
    store,
    authorizedAmount: order.authorizedAmount,
    orderLink: orderPageLink(storefrontUrl, speaker, {
      orderNumber: order.orderNumber,
      customerId: order.cart.customerId,
    }),
  });
  return { tenantId: order.tenantId, to, ...email };
}

export async function sendOrderConfirmation(
  tx: Transaction,
  sender: EmailSender,
  orderId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const order = await claimConfirmation(tx, orderId, now);
  if (!order) return false;
  const email = confirmationOf(order, await confirmationFacts(tx, order), sender.storefrontUrl);
  if (!email) return false;
  await sender.send(email, tx);
  return true;
}

/**
 * Issue 39: the confirmation of an order just placed, written to the outbox in the order's own
 * transaction, so the order and its one e-mail commit together or not at all. Composed before it
 * is claimed: an e-mail that cannot be composed leaves the order unconfirmed for the status check
 * instead of claimed without an e-mail. Only for a sender that writes in the caller's transaction
 * (the outbox); over SMTP the confirmation goes out after the commit, as before.
 */
export async function confirmWithinPlacement(
  tx: Transaction,
  sender: EmailSender,
  order: OrderRow,
  log: FastifyBaseLogger,
  tenant?: TenantContext,
  now: Date = new Date(),
): Promise<OrderRow> {
  if (order.confirmationSentAt || !sender.joinsTransaction) return order;
  // A failed statement fails the order's transaction; only the composing itself is caught.
  const facts = await confirmationFacts(tx, order, tenant);
  let email: ReturnType<typeof confirmationOf>;
  try {
    email = confirmationOf(order, facts, sender.storefrontUrl);
  } catch (error) {
    log.error({ orderId: order.id, err: error }, 'order confirmation could not be composed');
    return order;
  }
  // Issue 39: the order is at hand; only the claim's mark comes back, not the row's snapshot again.
  const [claimed] = await claimOf(tx, order.id, now).returning({
    confirmationSentAt: orders.confirmationSentAt,
  });
  if (!claimed) return order;
  if (email) await sender.send(email, tx);
  return { ...order, ...claimed };
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
