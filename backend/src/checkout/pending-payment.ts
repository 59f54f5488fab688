import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FrozenCart } from '../carts/cart-finalize.js';
import { requireCartToPay } from '../carts/cart-request.js';
import type { Executor, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { ConflictError } from '../errors.js';
import type { CreatedHostedCheckout } from '../payments/payment-provider.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import { newPaymentAttemptColumns } from './payment-attempts.js';
import { paymentAttempts } from '../db/schema/payment-attempts.js';
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
// Issue 39: one statement, the cart's update gating the attempt's insert, so it needs no
// transaction of its own (on PostgreSQL a transaction costs two more round trips).
export async function storePendingPayment(
  executor: Executor,
  due: Omit<PaymentDue, 'circumstances'>,
  created: CreatedHostedCheckout,
  { currency, methodKey }: { currency: string; methodKey: PaymentMethodKey },
) {
  const stored = executor.$with('stored').as(
    executor
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
      .returning({ id: carts.id }),
  );
  const [recorded] = await executor
    .with(stored)
    .insert(paymentAttempts)
    .select(
      executor
        .select(
          newPaymentAttemptColumns(stored.id, {
            tenantId: due.tenantId,
            amount: due.amountInCents,
            currency,
            methodKey,
            hostedCheckoutId: created.hostedCheckoutId,
            returnMac: created.returnMac,
            productIds: created.productIds,
          }),
        )
        .from(stored),
    )
    .returning({ hostedCheckoutId: paymentAttempts.hostedCheckoutId });
  if (!recorded)
    throw new ConflictError('The cart changed while the payment was prepared', {
      code: checkoutErrorCodes.cartNotFinalized,
    });
}
