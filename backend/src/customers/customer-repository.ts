import { and, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { loyaltyCards, newsletterSubscriptions } from '../db/schema/customer-data.js';
import { customers, type CustomerRow } from '../db/schema/customers.js';
import { stores } from '../db/schema/distribution.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { loyaltyStatusOf } from '../loyalty/card-info.js';
import { poolBalances } from '../loyalty/loyalty-points.js';
import {
  customerErrorCodes,
  type CommunicationSettings,
  type Customer,
  type ProfileUpdateBody,
  type ShoppingSettings,
} from '../schemas/customer.js';
import { distributionErrorCodes } from '../schemas/distribution.js';

/** A customer of a tenant by id; every lookup names both so no tenant sees another's. */
export function ownCustomer(tenantId: string, customerId: string) {
  return and(eq(customers.tenantId, tenantId), eq(customers.id, customerId))!;
}

export async function findCustomerRow(
  executor: Executor,
  tenantId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await executor.select().from(customers).where(ownCustomer(tenantId, customerId));
  return row;
}

export async function findCustomerRowByEmail(
  executor: Executor,
  tenantId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await executor
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = lower(${email.trim()})`));
  return row;
}

export async function loadCustomer(
  executor: Executor,
  tenantId: string,
  customerId: string,
): Promise<Customer> {
  const row = await findCustomerRow(executor, tenantId, customerId);
  if (!row) throw new NotFoundError('No such customer');
  const [topics, [card], loyaltyStatus] = await Promise.all([
    executor
      .select({ newsletterTopicId: newsletterSubscriptions.topicId })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.customerId, customerId),
          eq(newsletterSubscriptions.status, 'subscribed'),
        ),
      )
      .orderBy(newsletterSubscriptions.topicId),
    executor
      .select()
      .from(loyaltyCards)
      .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.customerId, customerId))),
    loyaltyStatusOf(executor, tenantId, customerId),
  ]);
  // Decision 0081: a pool's value is the card's seeded value plus the points booked on orders.
  const pools = card ? await poolBalances(executor, tenantId, card.cardNumber, card.pools) : [];
  return {
    id: row.id,
    email: row.email,
    salutation: row.salutation,
    academicTitle: row.academicTitle,
    firstName: row.firstName,
    lastName: row.lastName,
    birthdate: row.birthdate,
    newsletterTopics: topics,
    loyaltyMemberInformation: card
      ? {
          mpCardId: card.cardNumber,
          loyalityMemberId: card.memberId,
          joeAuthenticationStatus: card.joeAuthenticated ? 'Authenticated' : null,
          pools,
          promotions: card.promotionIds.map((promotionId) => ({ promotionId })),
          vouchers: card.voucherPromotionIds.map((promotionId) => ({ promotionId })),
        }
      : null,
    loyaltyStatus,
    firstOrderDelivery: row.firstOrderDelivery,
    firstOrderClickAndCollect: row.firstOrderClickAndCollect,
    loginType: row.loginType,
    favoriteStoreId: row.favoriteStoreId,
  };
}

/** Unique violations, as either driver reports them (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const emailTakenError = () =>
  new ConflictError('An account with this e-mail address already exists', {
    code: customerErrorCodes.emailTaken,
  });

export async function updateProfile(
  executor: Executor,
  tenantId: string,
  customerId: string,
  profile: ProfileUpdateBody,
): Promise<void> {
  try {
    await executor
      .update(customers)
      .set({
        email: profile.email,
        salutation: profile.salutation ?? null,
        academicTitle: profile.academicTitle || null,
        firstName: profile.firstName,
        lastName: profile.lastName || null,
        birthdate: profile.birthdate ?? null,
        updatedAt: sql`now()`,
      })
      .where(ownCustomer(tenantId, customerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

export async function changePassword(
  executor: Executor,
  tenantId: string,
  customerId: string,
  passwordHash: string,
  { confirmEmail = false } = {},
): Promise<void> {
  await executor
    .update(customers)
    .set({
      passwordHash,
      updatedAt: sql`now()`,
      ...(confirmEmail ? { emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, now())` } : {}),
    })
    .where(ownCustomer(tenantId, customerId));
}

export async function confirmEmail(executor: Executor, tenantId: string, customerId: string): Promise<void> {
  await executor
    .update(customers)
    .set({ emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, now())` })
    .where(ownCustomer(tenantId, customerId));
}

export async function updateCommunicationSettings(
  executor: Executor,
  tenantId: string,
  customerId: string,
  settings: CommunicationSettings,
): Promise<void> {
  await executor.update(customers).set(settings).where(ownCustomer(tenantId, customerId));
}

export async function updateShoppingSettings(
  executor: Executor,
  tenantId: string,
  customerId: string,
  settings: ShoppingSettings,
): Promise<void> {
  await executor.update(customers).set(settings).where(ownCustomer(tenantId, customerId));
}

/** Sets the favourite store in one statement that also checks the store exists (no read first). */
export async function setFavoriteStore(
  executor: Executor,
  tenantId: string,
  customerId: string,
  storeId: string,
): Promise<void> {
  const updated = await executor
    .update(customers)
    .set({ favoriteStoreId: storeId })
    .where(
      and(
        ownCustomer(tenantId, customerId),
        exists(
          executor
            .select({ storeId: stores.storeId })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), eq(stores.storeId, storeId))),
        ),
      ),
    )
    .returning({ id: customers.id });
  if (updated.length === 0)
    throw new NotFoundError('No store with this id', { code: distributionErrorCodes.storeNotFound });
}

export async function findLoyaltyCard(executor: Executor, tenantId: string, customerId: string) {
  const [card] = await executor
    .select({ cardNumber: loyaltyCards.cardNumber, promotionIds: loyaltyCards.voucherPromotionIds })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.customerId, customerId)));
  return card;
}
