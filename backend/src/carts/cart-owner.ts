import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.js';
import { carts } from '../db/schema/carts.js';

// §9: a guest's cart is found by an anonymous token cookie living 6 x 30 days; a customer's by
// the login session. The token is random and only its hash is stored.
export const anonymousTokenCookieName = 'ANONYMOUS_TOKEN';
const anonymousTokenMaxAge = 6 * 30 * 24 * 60 * 60;

export type CartOwner = { tenantId: string; customerId: string | null; anonymousToken: string | null };

export const anonymousTokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function cartOwnerOf(request: FastifyRequest, tenantId: string, customerId: string | null): CartOwner {
  const token = request.cookies[anonymousTokenCookieName];
  return { tenantId, customerId, anonymousToken: token && token.length <= 100 ? token : null };
}

export function ownedByCondition(owner: CartOwner) {
  if (owner.customerId) return eq(carts.customerId, owner.customerId);
  if (!owner.anonymousToken) return undefined;
  return and(
    eq(carts.anonymousTokenHash, anonymousTokenHashOf(owner.anonymousToken)),
    isNull(carts.customerId),
  );
}

/** A cart of the owner's tenant that is the owner's, in any status; undefined without an owner. */
export function ownerCartCondition(owner: CartOwner) {
  const ownedBy = ownedByCondition(owner);
  return ownedBy && and(eq(carts.tenantId, owner.tenantId), ownedBy);
}

/** The owner's current cart, OPEN or FINALIZED; undefined when the request names no owner. */
export function currentCartCondition(owner: CartOwner) {
  const owned = ownerCartCondition(owner);
  return owned && and(owned, inArray(carts.status, ['OPEN', 'FINALIZED']));
}

/** OPEN, or FINALIZED while paid for; `lock` keeps a change and finalizing from overlapping. */
export async function findCurrentCart(executor: Executor, owner: CartOwner, { lock = false } = {}) {
  const current = currentCartCondition(owner);
  if (!current) return undefined;
  const query = executor.select().from(carts).where(current);
  const [cart] = lock ? await query.for('update') : await query;
  return cart;
}

async function hasOrderedWith(executor: Executor, owner: CartOwner, token: string) {
  const [ordered] = await executor
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.tenantId, owner.tenantId),
        eq(carts.anonymousTokenHash, anonymousTokenHashOf(token)),
        eq(carts.status, 'ORDERED'),
        isNull(carts.customerId),
      ),
    )
    .limit(1);
  return ordered !== undefined;
}

export async function findOrCreateCart(
  executor: Executor,
  owner: CartOwner,
  reply: FastifyReply,
  secure: boolean,
) {
  const existing = await findCurrentCart(executor, owner);
  if (existing) return existing;
  if (owner.customerId) {
    const [created] = await executor
      .insert(carts)
      .values({ tenantId: owner.tenantId, customerId: owner.customerId })
      .onConflictDoNothing()
      .returning();
    return created ?? (await findCurrentCart(executor, owner))!;
  }
  if (owner.anonymousToken && (await hasOrderedWith(executor, owner, owner.anonymousToken))) {
    // The guest's token stays theirs after an order, so its confirmation page does too.
    const [created] = await executor
      .insert(carts)
      .values({ tenantId: owner.tenantId, anonymousTokenHash: anonymousTokenHashOf(owner.anonymousToken) })
      .onConflictDoNothing()
      .returning();
    return created ?? (await findCurrentCart(executor, owner))!;
  }
  const token = randomBytes(32).toString('base64url');
  const [created] = await executor
    .insert(carts)
    .values({ tenantId: owner.tenantId, anonymousTokenHash: anonymousTokenHashOf(token) })
    .returning();
  reply.setCookie(anonymousTokenCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: anonymousTokenMaxAge,
  });
  return created!;
}
