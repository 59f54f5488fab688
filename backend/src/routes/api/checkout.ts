import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { freezeCartToPay, reopenCart } from '../../carts/cart-finalize.js';
import { completeHostedCheckout } from '../../checkout/checkout-completion.js';
import {
  paymentDueOf,
  paymentDueOfFrozen,
  storePendingPayment,
  type PaymentDue,
} from '../../checkout/pending-payment.js';
import { requireCart } from '../../carts/cart-request.js';
import {
  checkoutConfigOf,
  offeredPaymentMethods,
  paymentCircumstancesOf,
  paymentMethodRefusal,
} from '../../checkout/payment-method-rules.js';
import { placeOrderSettledOutside } from '../../checkout/settled-outside-checkout.js';
import { sendOrderConfirmation } from '../../orders/order-confirmation.js';
import { shopperOf } from '../../carts/cart-request.js';
import {
  payWithSavedMethod,
  recordSavingRequest,
  savingRequestOf,
  type SavedMethodPayment,
} from '../../checkout/saved-method-checkout.js';
import { ConflictError, DomainError, ForbiddenError, InvalidDataError } from '../../errors.js';
import { findAttemptWithCartPaymentAndOrder, placedOrderOf } from '../../orders/order-placement.js';
import { isHostedPaymentMethodKey } from '../../payments/payment-methods.js';
import { isGenuineReturn } from '../../payments/return-mac.js';
import { checkoutWithGiftCard } from '../../wallet/gift-card-checkout.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import { storefrontLink } from '../../email/account-emails.js';
import type { TenantContext } from '../../tenant/tenant-repository.js';
import {
  checkoutAnswerSchema,
  checkoutBodySchema,
  checkoutErrorCodes,
  checkoutPaymentMethodsSchema,
  checkoutReturnBodySchema,
  paymentProcessingSuffix,
  placedOrderSchema,
} from '../../schemas/checkout.js';
import { apiErrorSchema } from '../../schemas/error.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';

export type CheckoutRoutesOptions = { storefrontUrl: string };

/** What POST /api/checkout pays with, for the finalized cart `checkoutId`. */
type CartPayment = Omit<z.infer<typeof checkoutBodySchema>, 'checkoutId' | 'finalize'> & {
  checkoutId: string;
};

/** The provider adds hostedCheckoutId and RETURNMAC to it. */
export function paymentReturnUrl(storefrontUrl: string, tenant: TenantContext, methodKey: string) {
  const suffix = paymentProcessingSuffix(tenant.clientRuntimeConfig);
  return storefrontLink(storefrontUrl, tenant, 'checkout', { methodKey, initiator: 'REDIRECT' }, suffix);
}

const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);

  fastify.get(
    '/checkout/payment-methods',
    {
      schema: {
        summary: "The payment methods the shop offers, each with why it cannot pay the shopper's cart now",
        description:
          'The tenant’s methods in its order (clientRuntimeConfig.checkout). unavailableCode: PAYMENT_METHOD_DELIVERY_ONLY (at the door), PAYMENT_METHOD_PICKUP_ONLY (at the store), PAYMENT_METHOD_NEEDS_COMPANY (invoice B2B without company name and VAT number in the billing address), PAYMENT_METHOD_NEEDS_LOGIN (invoice B2C for a guest). 400 CART_MISSING without a cart.',
        tags: ['checkout'],
        headers: tenantHeadersSchema,
        response: { 200: checkoutPaymentMethodsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const cart = await fastify.db.transaction((tx) => requireCart(tx, request));
      const config = checkoutConfigOf(tenantOf(request).clientRuntimeConfig);
      return { methods: offeredPaymentMethods(config, paymentCircumstancesOf(cart)) };
    },
  );

  /**
   * Pays the finalized cart `checkoutId` by the body's choice (POST /api/checkout); `frozen`: what
   * it is due, known when this request froze it (decision 0111).
   */
  async function payCart(request: FastifyRequest, body: CartPayment, frozen?: PaymentDue) {
    const tenant = tenantOf(request);
    const { checkoutId, paymentMethodKey } = body;
    const config = checkoutConfigOf(tenant.clientRuntimeConfig);
    const currency = tenant.clientRuntimeConfig.currency;
    const savedMethodOf = (methodKey: string): SavedMethodPayment => ({
      deps: {
        transaction: (work) => fastify.db.transaction(work),
        db: fastify.db,
        provider: fastify.paymentProvider,
        log: request.log,
        emailSender: fastify.emailSender,
      },
      config,
      currency,
      locale: tenant.locale,
      returnUrl: paymentReturnUrl(options.storefrontUrl, tenant, methodKey),
    });
    if (body.giftCard || paymentMethodKey === 'gift-card') {
      const context = { db: fastify.db, provider: fastify.paymentProvider, log: request.log };
      const answer = await checkoutWithGiftCard(
        {
          ...context,
          config,
          currency,
          locale: tenant.locale,
          savedMethod: savedMethodOf(paymentMethodKey),
        },
        request,
        { ...body, paymentMethodKey },
        (methodKey) => paymentReturnUrl(options.storefrontUrl, tenant, methodKey),
      );
      if (answer.next === 'pay') return answer;
      if (answer.next === 'placed') return { next: 'confirmation' as const, ...placedOrderOf(answer.order) };
      await fastify.db
        .transaction((tx) => sendOrderConfirmation(tx, fastify.emailSender, answer.order.id))
        .catch((error: unknown) =>
          request.log.error({ orderId: answer.order.id, err: error }, 'order confirmation could not be sent'),
        );
      return { next: 'confirmation' as const, ...placedOrderOf(answer.order) };
    }
    if (!isHostedPaymentMethodKey(paymentMethodKey)) {
      const order = await fastify.db.transaction((tx) =>
        placeOrderSettledOutside(
          tx,
          request,
          { checkoutId, methodKey: paymentMethodKey },
          { config, currency },
        ),
      );
      // A confirmation that cannot go out now is sent by the status check (decision 0036).
      await fastify.db
        .transaction((tx) => sendOrderConfirmation(tx, fastify.emailSender, order.id))
        .catch((error: unknown) =>
          request.log.error({ orderId: order.id, err: error }, 'order confirmation could not be sent'),
        );
      return { next: 'confirmation' as const, ...placedOrderOf(order) };
    }
    const due = frozen ?? (await fastify.db.transaction((tx) => paymentDueOf(tx, request, checkoutId)));
    const refusal = paymentMethodRefusal(config, paymentMethodKey, due.circumstances);
    if (refusal)
      throw new InvalidDataError('This payment method cannot be used for this cart', {
        code: refusal,
        details: { field: 'paymentMethodKey' },
      });
    if (body.savedPaymentMethodId) {
      const paid = await payWithSavedMethod(savedMethodOf(paymentMethodKey), request, due, {
        methodId: body.savedPaymentMethodId,
        methodKey: paymentMethodKey,
        setPrimary: body.setPrimary ?? false,
      });
      if (paid.next === 'pay') return paid;
      return { next: 'confirmation' as const, ...placedOrderOf(paid.order) };
    }
    const saving = savingRequestOf(request, paymentMethodKey, body);
    const created = await fastify.paymentProvider.createHostedCheckout({
      amountInCents: due.amountInCents,
      currency,
      merchantReference: due.cartId,
      returnUrl: paymentReturnUrl(options.storefrontUrl, tenant, paymentMethodKey),
      locale: tenant.locale,
      methodKeys: [paymentMethodKey],
      cardBrands: config.cardBrands,
      tokenize: saving !== null,
    });
    const pending = { currency, methodKey: paymentMethodKey };
    // Issue 39: without a card to keep, the attempt's one statement needs no transaction around it.
    if (saving)
      await fastify.db.transaction(async (tx) => {
        await storePendingPayment(tx, due, created, pending);
        await recordSavingRequest(tx, saving, created.hostedCheckoutId);
      });
    else await storePendingPayment(fastify.db, due, created, pending);
    return {
      next: 'pay' as const,
      redirectUrl: created.redirectUrl,
      hostedCheckoutId: created.hostedCheckoutId,
    };
  }

  fastify.post(
    '/checkout',
    {
      schema: {
        summary:
          'Pays the finalized cart: on the provider’s hosted page (answers where to send the shopper), or outside it (places the order at once)',
        description:
          'The finalized cart checkoutId, or with finalize: true the shopper’s current cart, frozen first in the same call as by POST /api/carts/finalize with reopen (its refusals: 400 CART_EMPTY, 400 CART_INVALID with details.errors, 409 CART_NOT_OPEN); a refusal or failure after the freeze opens the cart again, nothing paid (issue 39). Card, PayPal and Apple Pay: the hosted checkout is created for exactly the amount stored when the cart was finalized (totalWithSurcharge); answers next "pay". At the door, at the store and by invoice: the order is placed at once, without a provider payment; answers next "confirmation" with the order, also to a repeated call. 409 CART_NOT_FINALIZED for a cart that is not finalized, 409 CHECKOUT_CART_MISMATCH when checkoutId is not the current cart, 400 PAYMENT_METHOD_NOT_OFFERED for a method the shop does not offer, 400 with the unavailableCode of GET /api/checkout/payment-methods for a method this cart cannot use. With giftCard (a logged-in customer’s card of the wallet, decision 0074): it pays `amount` (at most the total) and the method the rest, on the hosted page opened for the rest only (savePaymentMethod keeps its card), by the saved card savedPaymentMethodId (decision 0079: the gift card’s part is held with the token payment, spent with the order, released when the rest is declined or abandoned), or settled outside it; paymentMethodKey gift-card, or an amount equal to the total, places the order at once. 400 260 (expired, amount above the total, no method for the rest, savedPaymentMethodId with nothing left for it), 400 PAYMENT_METHOD_NOT_SAVABLE (savePaymentMethod with a saved card or without a card paying the rest), 409 261 (the card does not hold that much), 409 264 (not in the wallet, or a guest), 409 1005 (transactionKey used before for another payment).',
        tags: ['checkout'],
        headers: tenantHeadersSchema,
        body: checkoutBodySchema,
        response: {
          200: checkoutAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // The body names either the finalized cart or `finalize: true` (its schema's rule).
      const { finalize: _finalize, checkoutId, ...choice } = request.body;
      if (checkoutId !== undefined) return payCart(request, { ...choice, checkoutId });
      // Issue 39: the pay form's one call: the cart frozen (a cart a payment page left finalized
      // frozen anew), then paid. Nothing is paid when a step after the freeze refuses or fails,
      // so the cart opens again for changes or another method, as the storefront's reset did.
      const frozen = await fastify.db.transaction((tx) => freezeCartToPay(tx, request));
      const cartId = frozen.row.id;
      try {
        return await payCart(request, { ...choice, checkoutId: cartId }, paymentDueOfFrozen(frozen));
      } catch (error) {
        // Only this call's freeze is undone: a pay call at once that froze the cart anew keeps it.
        await fastify.db
          .transaction((tx) => reopenCart(tx, cartId, { frozenAt: frozen.finalizedAt }))
          .catch((reopening: unknown) =>
            request.log.error({ cartId, err: reopening }, 'the refused cart could not be opened again'),
          );
        throw error;
      }
    },
  );

  fastify.post(
    '/checkout/return',
    {
      schema: {
        summary: 'The shopper is back from the hosted page: places the order once the payment is authorized',
        description:
          'Takes the return parameters hostedCheckoutId and RETURNMAC. Places the order at most once however often it is called, and the webhook of the same payment places no second one (decision 0034). 409 PAYMENT_NOT_AUTHORIZED (declined or cancelled; the cart stays finalized, details.paymentError says why), 409 227 or 023 when a discount code or the slot ran out while paying (the payment is cancelled), 409 PAYMENT_AMOUNT_MISMATCH, 409 PAYMENT_BRAND_NOT_OFFERED (a card brand the shop does not take; the payment is cancelled), 404 PAYMENT_NOT_FOUND (the cart moved on: a newer checkout or a reset; the payment is cancelled), 403 PAYMENT_RETURN_INVALID, 403 PAYMENT_RETURN_FOREIGN for a genuine return without the payer’s session (the order is placed all the same; nothing of it is answered).',
        tags: ['checkout'],
        headers: tenantHeadersSchema,
        body: checkoutReturnBodySchema,
        response: {
          200: placedOrderSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { hostedCheckoutId, RETURNMAC } = request.body;
      const tenant = tenantOf(request);
      // Issue 39: the attempt, whose cart it pays, the cart's payment and order: one statement,
      // outside a transaction (on PostgreSQL a transaction adds two round trips to it).
      const found = await findAttemptWithCartPaymentAndOrder(
        fastify.db,
        hostedCheckoutId,
        shopperOf(request).owner,
      );
      if (
        !found ||
        found.attempt.tenantId !== tenant.id ||
        !isGenuineReturn(found.attempt.returnMac, RETURNMAC)
      )
        throw new ForbiddenError('This is not the return of a payment of this shop', {
          code: checkoutErrorCodes.returnInvalid,
        });
      const completing = completeHostedCheckout(
        {
          transaction: (work) => fastify.db.transaction(work),
          provider: fastify.paymentProvider,
          log: request.log,
          emailSender: fastify.emailSender,
        },
        hostedCheckoutId,
        { read: found, tenant },
        // Decision 0102: the shopper learns of the order once it is committed.
        { onceCommitted: true },
      );
      // A genuine return in another browser (a webview handing over to the system's) still
      // places the order, but only the payer's session learns anything of it.
      if (!found.owned) {
        await completing.catch((error: unknown) => {
          if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
        });
        throw new ForbiddenError('This payment is not one of this session', {
          code: checkoutErrorCodes.returnForeign,
        });
      }
      const completion = await completing;
      if (!completion.placed)
        throw new ConflictError('The payment was not authorized', {
          code: checkoutErrorCodes.paymentNotAuthorized,
          details: {
            paymentError: {
              code: completion.paymentErrors[0]?.code ?? completion.paymentStatus,
              description: completion.paymentStatus,
            },
          },
        });
      return placedOrderOf(completion.order);
    },
  );
};

export default checkoutRoutes;
