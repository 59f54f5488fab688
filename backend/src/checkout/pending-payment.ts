import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FrozenCart } from '../carts/cart-finalize.js';
import { requireCartToPay } from '../carts/cart-request.js';
import type { Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { ConflictError } from '../errors.js';
import type { CreatedHostedCheckout } from '../payments/payment-provider.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import { recordPaymentAttempt } from './payment-attempts.js';
import { paymentCircumstancesOf, type PaymentCircumstances } from './payment-method-rules.js';

// §7 POST /api/checkout: two transactions around the provider call, so no cart row stays locked
// while the provider answers.

export type PaymentDue = {
  tenantId: string;
  cartId: string;
  amountInCents: number;
  finalizedAt: Date;
  circumstances: PaymentCircumstances;
};

export async function paymentDueOf(
  tx: Transaction,
  request: FastifyRequest,
  checkoutId: string,
  { lock = false } = {},
): Promise<PaymentDue> {
  const cart = await requireCartToPay(tx, request, { lock });
  if (cart.id !== checkoutId)
    throw new ConflictError('The checkout is for another cart than the current one', {
      code: checkoutErrorCodes.cartMismatch,
    });
  if (cart.status !== 'FINALIZED' || cart.amountToPay === null || !cart.finalizedAt)
    throw new ConflictError('Finalize the cart before paying for it', {
      code: checkoutErrorCodes.cartNotFinalized,
    });
  return {
    tenantId: cart.tenantId,
    cartId: cart.id,
    amountInCents: cart.amountToPay,
    finalizedAt: cart.finalizedAt,
    circumstances: paymentCircumstancesOf(cart),
  };
}

/** Decision 0111: what the cart the pay form froze in this request is due, without reading it again. */
export function paymentDueOfFrozen({ row, finalizedAt, cart }: FrozenCart): PaymentDue {
  return {
    tenantId: row.tenantId,
    cartId: row.id,
    amountInCents: cart.priceInfo.totalWithSurcharge,
    finalizedAt,
    circumstances: paymentCircumstancesOf(row),
  };
}

// Refused when the cart was reset or finalized anew meanwhile. The attempt is kept beside the
// cart, so a newer checkout replacing it on the cart does not forget its money (decision 0071).
export async function storePendingPayment(
  tx: Transaction,
  due: Omit<PaymentDue, 'circumstances'>,
  created: CreatedHostedCheckout,
  { currency, methodKey }: { currency: string; methodKey: PaymentMethodKey },
) {
  const [stored] = await tx
    .update(carts)
    .set({
      paymentHostedCheckoutId: created.hostedCheckoutId,
      paymentReturnMac: created.returnMac,
      paymentAmount: due.amountInCents,
      paymentCurrency: currency,
      paymentMethodKey: methodKey,
      updatedAt: new Date(),
    })
    .where(
      and(eq(carts.id, due.cartId), eq(carts.status, 'FINALIZED'), eq(carts.finalizedAt, due.finalizedAt)),
    )
    .returning({ id: carts.id });
  if (!stored)
    throw new ConflictError('The cart changed while the payment was prepared', {
      code: checkoutErrorCodes.cartNotFinalized,
    });
  await recordPaymentAttempt(
    tx,
    { tenantId: due.tenantId, cartId: due.cartId, amount: due.amountInCents, currency, methodKey },
    created,
  );
}
