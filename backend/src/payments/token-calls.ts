import type { Domain, PaymentContext, SdkResponse } from 'onlinepayments-sdk-nodejs';
import { DomainError } from '../errors.js';
import { describePaymentProduct } from './payment-methods.js';
import { errorFromProviderFailure, paymentErrorCodes } from './payment-provider-errors.js';
import { idempotence } from './idempotence.js';
import { toProviderPayment, type ProviderPayment } from './provider-payment.js';

// The provider's tokens (Worldline Direct / Online Payments): a card the provider keeps after a
// hosted checkout with cardPaymentMethodSpecificInput.tokenize, read and deleted by its id, and
// paid with by createPayment's cardPaymentMethodSpecificInput.token. The shop keeps only the
// token's id, brand, masked number and expiry (decision 0075).

type Answer = <T>(
  operation: string,
  call: () => Promise<SdkResponse<T, Domain.ErrorResponse | null>>,
) => Promise<T>;

type TokenClient = {
  tokens: {
    getToken(
      merchantId: string,
      tokenId: string,
    ): Promise<SdkResponse<Domain.TokenResponse, Domain.ErrorResponse>>;
    deleteToken(merchantId: string, tokenId: string): Promise<SdkResponse<void, Domain.ErrorResponse>>;
  };
  payments: {
    createPayment(
      merchantId: string,
      body: Domain.CreatePaymentRequest,
      paymentContext?: PaymentContext | null,
    ): Promise<SdkResponse<Domain.CreatePaymentResponse, Domain.PaymentErrorResponse>>;
  };
};

export type ProviderCardToken = {
  tokenId: string;
  /** VISA, MASTERCARD, AMEX, DINERS. */
  brandName: string;
  /** First six and last four digits, the rest X. */
  maskedNumber: string;
  expiryMonth: number;
  expiryYear: number;
};

export type TokenPaymentRequest = {
  tokenId: string;
  amountInCents: number;
  currency: string;
  merchantReference: string;
  /** Where the issuer's 3-D Secure page sends the shopper; the provider adds paymentId and RETURNMAC. */
  returnUrl: string;
  locale: string;
  idempotencyKey: string;
};

export type TokenPayment = {
  payment: ProviderPayment;
  /** Set when the issuer asks for 3-D Secure: send the shopper there. */
  challenge: { redirectUrl: string; returnMac: string } | null;
};

/** MMYY as the provider writes it, read as month and four-digit year. */
export function expiryOf(expiryDate: string | null | undefined): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiryDate ?? '');
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function tokenCalls(client: TokenClient, merchantId: string, answerOf: Answer) {
  async function getToken(tokenId: string): Promise<ProviderCardToken> {
    const answer = await answerOf('get token', () => client.tokens.getToken(merchantId, tokenId));
    const card = answer.card?.data?.cardWithoutCvv;
    const expiry = expiryOf(card?.expiryDate);
    const product = describePaymentProduct(answer.paymentProductId);
    if (!answer.id || !card?.cardNumber || !expiry || product?.methodKey !== 'credit-cards')
      throw errorFromProviderFailure('get token', new Error('the token is not a card with an expiry'));
    return {
      tokenId: answer.id,
      brandName: product.brandName,
      maskedNumber: card.cardNumber,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    };
  }

  /** Gone already counts as deleted: deleting twice (a retry after a crash) is no error. */
  async function deleteToken(tokenId: string): Promise<void> {
    try {
      await answerOf('delete token', () => client.tokens.deleteToken(merchantId, tokenId));
    } catch (error) {
      if (error instanceof DomainError && error.code === paymentErrorCodes.paymentNotFound) return;
      throw error;
    }
  }

  async function createTokenPayment(request: TokenPaymentRequest): Promise<TokenPayment> {
    const body: Domain.CreatePaymentRequest = {
      order: {
        amountOfMoney: { amount: request.amountInCents, currencyCode: request.currency },
        references: { merchantReference: request.merchantReference },
        customer: { locale: request.locale.replace('-', '_') },
      },
      cardPaymentMethodSpecificInput: {
        token: request.tokenId,
        // Authorized now, captured when the order is placed, as on the hosted page.
        authorizationMode: 'PRE_AUTHORIZATION',
        threeDSecure: { redirectionData: { returnUrl: request.returnUrl } },
      },
    };
    const context = idempotence(request.idempotencyKey);
    const answer = await answerOf('create payment', () =>
      client.payments.createPayment(merchantId, body, context),
    );
    if (!answer.payment)
      throw errorFromProviderFailure('create payment', new Error('no payment in the answer'));
    const redirect = answer.merchantAction?.redirectData;
    return {
      payment: toProviderPayment(answer.payment),
      challenge:
        answer.merchantAction?.actionType === 'REDIRECT' && redirect?.redirectURL && redirect.RETURNMAC
          ? { redirectUrl: redirect.redirectURL, returnMac: redirect.RETURNMAC }
          : null,
    };
  }

  return { getToken, deleteToken, createTokenPayment };
}
