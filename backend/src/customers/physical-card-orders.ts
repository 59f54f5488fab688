import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { loyaltyCards } from '../db/schema/customer-data.js';
import { customers } from '../db/schema/customers.js';
import {
  physicalCardOrders,
  type PhysicalCardOrderRow,
  type PhysicalCardOrderStatus,
} from '../db/schema/physical-card-orders.js';
import { tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import { addressLines } from '../email/order-confirmation-email.js';
import { physicalCardEmail } from '../email/physical-card-email.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { customerErrorCodes, type AddressFields } from '../schemas/customer.js';
import {
  physicalCardErrorCodes,
  type PhysicalCardOrderBody,
  type PhysicalCardStatus,
} from '../schemas/physical-card.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { listAddresses } from './address-repository.js';

// Issue 35 (decision 0082): a member orders the physical loyalty card once. The order is one
// conditional INSERT (the member's card, if any, and no order of it yet: the unique index); the
// e-mail goes to the outbox in the same transaction, so an order is never without its e-mail nor
// an e-mail without its order, however the process ends.

type Owner = { tenantId: string; customerId: string };

/** §2: the page, and the order, exist with customer accounts on and the joe programme off. */
export function offersPhysicalCard(tenant: TenantContext): boolean {
  const { featureCustomer, featureJoe } = tenant.clientRuntimeConfig.features;
  return featureCustomer && !featureJoe;
}

async function memberCard(executor: Executor, { tenantId, customerId }: Owner) {
  const [card] = await executor
    .select({ cardNumber: loyaltyCards.cardNumber, order: physicalCardOrders })
    .from(loyaltyCards)
    .leftJoin(
      physicalCardOrders,
      and(
        eq(physicalCardOrders.tenantId, loyaltyCards.tenantId),
        eq(physicalCardOrders.cardNumber, loyaltyCards.cardNumber),
      ),
    )
    .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.customerId, customerId)));
  return card;
}

function statusOf(
  tenant: TenantContext,
  card: { order: PhysicalCardOrderRow | null } | undefined,
): PhysicalCardStatus {
  const order = card?.order ?? null;
  const status = !card ? 'NO_LOYALTY_CARD' : (order?.status ?? 'NONE');
  return {
    status,
    orderable: status === 'NONE' && offersPhysicalCard(tenant),
    orderedAt: order?.orderedAt.toISOString() ?? null,
    sentAt: order?.sentAt?.toISOString() ?? null,
    addressLines: order ? addressLines({ ...order.address, firstName: null, lastName: null }) : [],
  };
}

export async function physicalCardStatus(
  executor: Executor,
  tenant: TenantContext,
  customerId: string,
): Promise<PhysicalCardStatus> {
  return statusOf(tenant, await memberCard(executor, { tenantId: tenant.id, customerId }));
}

async function addressOf(
  executor: Executor,
  owner: Owner,
  body: PhysicalCardOrderBody,
): Promise<AddressFields> {
  if ('address' in body) return body.address;
  const saved = (await listAddresses(executor, owner)).find((address) => address.id === body.addressId);
  if (!saved) throw new NotFoundError('No such address', { code: customerErrorCodes.addressNotFound });
  const {
    id: _id,
    category: _category,
    addressType: _type,
    primary: _primary,
    salutation,
    ...fields
  } = saved;
  // A saved address shows its missing parts as null; the order keeps them out.
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  return {
    ...(present as Omit<AddressFields, 'salutation'>),
    salutation: salutation === null || salutation === 'Family' ? undefined : salutation,
  };
}

function refusal(card: { order: PhysicalCardOrderRow | null } | undefined): Error {
  if (!card)
    return new ForbiddenError('Only a loyalty member can order the physical card', {
      code: physicalCardErrorCodes.notMember,
    });
  if (card.order?.status === 'SENT')
    return new ConflictError('The physical card was sent already', {
      code: physicalCardErrorCodes.alreadySent,
    });
  return new ConflictError('The physical card is ordered already', {
    code: physicalCardErrorCodes.alreadyOrdered,
  });
}

/**
 * Orders the logged-in member's physical card to a saved or a new address and writes its e-mail.
 * Two orders at once: the unique index lets one insert through, the other finds the first.
 */
export async function orderPhysicalCard(
  db: Database,
  sender: EmailSender,
  tenant: TenantContext,
  customerId: string,
  body: PhysicalCardOrderBody,
): Promise<PhysicalCardStatus> {
  if (!offersPhysicalCard(tenant))
    throw new ForbiddenError('This shop does not offer the physical card', {
      code: physicalCardErrorCodes.unavailable,
    });
  const owner = { tenantId: tenant.id, customerId };
  const address = await addressOf(db, owner, body);
  const placed = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(physicalCardOrders)
      .select(
        tx
          // Every column in the table's order, as an INSERT ... SELECT takes them.
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            tenantId: loyaltyCards.tenantId,
            cardNumber: loyaltyCards.cardNumber,
            customerId: loyaltyCards.customerId,
            status: sql<PhysicalCardOrderStatus>`'ORDERED'`.as('status'),
            address: sql<AddressFields>`${JSON.stringify(address)}::jsonb`.as('address'),
            orderedAt: sql<Date>`now()`.as('ordered_at'),
            sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
          })
          .from(loyaltyCards)
          .where(and(eq(loyaltyCards.tenantId, tenant.id), eq(loyaltyCards.customerId, customerId))),
      )
      .onConflictDoNothing({ target: [physicalCardOrders.tenantId, physicalCardOrders.cardNumber] })
      .returning();
    if (!order) return null;
    const [recipient] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, customerId)));
    if (!recipient) throw new NotFoundError('The customer is gone');
    const email = physicalCardEmail({
      language: tenantLanguage(tenant),
      locale: tenant.locale,
      cardNumber: order.cardNumber,
      address: order.address,
      orderedAt: order.orderedAt,
    });
    await sender.send({ tenantId: tenant.id, to: recipient.email, ...email }, tx);
    return order;
  });
  const card = await memberCard(db, owner);
  if (!placed) throw refusal(card);
  return statusOf(tenant, card);
}
