import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { loyaltyCards } from '../db/schema/customer-data.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { cartErrorCodes, type Cart } from '../schemas/cart.js';
import { syncAutomaticVouchers } from './automatic-vouchers.js';
import { cartOwnerOf, currentCartCondition, findCurrentCart } from './cart-owner.js';
import { loadCart, loadCartVouchers, type CartRow, type LoadedCart } from './cart-repository.js';
import { viewCart } from './cart-view.js';
import { deliveryPassConfigOf } from '../delivery-pass/delivery-passes.js';

export function shopperOf(request: FastifyRequest) {
  const tenantId = tenantOf(request).id;
  const customerId = request.customerSession?.customerId ?? null;
  return {
    tenantId,
    customerId,
    owner: cartOwnerOf(request, tenantId, customerId),
    guest: customerId === null,
  };
}

/** §3: loyalty prices are for members, customers with a loyalty card. */
export async function isMember(executor: Executor, tenantId: string, customerId: string | null) {
  if (!customerId) return false;
  const [card] = await executor
    .select({ cardNumber: loyaltyCards.cardNumber })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.customerId, customerId)));
  return card !== undefined;
}

const noCartYet = () =>
  new InvalidDataError('There is no cart yet: ask for GET /api/carts first', {
    code: cartErrorCodes.cartMissing,
  });

export async function requireCart(
  executor: Executor,
  request: FastifyRequest,
  { lock = false } = {},
): Promise<CartRow> {
  const cart = await findCurrentCart(executor, shopperOf(request).owner, { lock });
  if (!cart) throw noCartYet();
  return cart;
}

const toPayColumns = {
  id: carts.id,
  tenantId: carts.tenantId,
  status: carts.status,
  amountToPay: carts.amountToPay,
  finalizedAt: carts.finalizedAt,
  distributionAddress: carts.distributionAddress,
  billingAddress: carts.billingAddress,
  customerId: carts.customerId,
};
export type CartToPay = Pick<CartRow, keyof typeof toPayColumns>;

/**
 * Issue 39: what paying a cart needs of it (its amount, its addresses), without the finalized
 * cart's JSON that requireCart reads with the rest of the row.
 */
export async function requireCartToPay(
  executor: Executor,
  request: FastifyRequest,
  { lock = false } = {},
): Promise<CartToPay> {
  const current = currentCartCondition(shopperOf(request).owner);
  if (!current) throw noCartYet();
  const query = executor.select(toPayColumns).from(carts).where(current);
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw noCartYet();
  return cart;
}

// A FINALIZED cart waits for its payment with fixed prices: it changes only after a reset.
export async function requireOpenCart(executor: Executor, request: FastifyRequest): Promise<CartRow> {
  const cart = await requireCart(executor, request, { lock: true });
  assertOpen(cart);
  return cart;
}

export function assertOpen(cart: CartRow) {
  if (cart.status !== 'OPEN')
    throw new ConflictError('The cart is finalized for payment: reset it before changing it', {
      code: cartErrorCodes.cartNotOpen,
    });
}

/** Every cart call answers through here, so §4's automatic vouchers follow each change. */
export async function answerLoadedCart(executor: Executor, request: FastifyRequest, cart: LoadedCart) {
  const { tenantId, customerId } = shopperOf(request);
  const changed = await syncAutomaticVouchers(executor, cart.row, cart.vouchers, tenantOf(request));
  const vouchers = changed ? await loadCartVouchers(executor, cart.row) : cart.vouchers;
  return viewCart(
    { ...cart, vouchers },
    {
      member: await isMember(executor, tenantId, customerId),
      passVatRate: deliveryPassConfigOf(tenantOf(request).clientRuntimeConfig).vatRate,
    },
  );
}

/**
 * A FINALIZED cart answers as it was priced when frozen; any other is priced anew, and `loaded`
 * is what it was priced from (validation reads the slot from it, issue 39).
 */
export async function priceCartOf(
  executor: Executor,
  request: FastifyRequest,
  row: CartRow,
): Promise<{ cart: Cart; loaded: LoadedCart | null }> {
  if (row.status === 'FINALIZED' && row.finalizedCart) return { cart: row.finalizedCart, loaded: null };
  const loaded = await loadCart(executor, row);
  return { cart: await answerLoadedCart(executor, request, loaded), loaded };
}

export async function answerCart(executor: Executor, request: FastifyRequest, row: CartRow) {
  return (await priceCartOf(executor, request, row)).cart;
}
