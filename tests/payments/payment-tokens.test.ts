import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../backend/src/errors.js';
import { createPaymentProvider, type PaymentProvider } from '../../backend/src/payments/payment-provider.js';
import { isGenuineReturn } from '../../backend/src/payments/return-mac.js';
import { openPage, returnParameters, submitPage, testCardNumbers } from './hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from './payment-sandbox-server.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung?methodKey=credit-cards&initiator=REDIRECT';

describe('tokens: a tokenizing hosted checkout, payments by token and token deletion', () => {
  let sandbox: RunningSandbox;
  let provider: PaymentProvider;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    provider = createPaymentProvider(sandbox.apiConfig);
  });
  afterAll(() => sandbox.close());

  async function tokenOf(cardNumber: string, amountInCents = 1234) {
    const created = await provider.createHostedCheckout({
      amountInCents,
      currency: 'EUR',
      merchantReference: 'cart-7',
      returnUrl,
      locale: 'de-AT',
      methodKeys: ['credit-cards'],
      cardBrands: ['VISA', 'MASTERCARD'],
      tokenize: true,
    });
    const page = `${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`;
    let answer = await submitPage(page, { action: 'card', cardNumber });
    if (answer.location?.endsWith('/challenge'))
      answer = await submitPage(`${page}/challenge`, { action: 'confirm' });
    returnParameters(answer, returnUrl);
    const state = await provider.getHostedCheckout(created.hostedCheckoutId);
    expect(state.payment?.isAuthorized).toBe(true);
    return state.payment?.token ?? '';
  }

  const pay = (tokenId: string, key: string) =>
    provider.createTokenPayment({
      tokenId,
      amountInCents: 2500,
      currency: 'EUR',
      merchantReference: 'cart-8',
      returnUrl,
      locale: 'de-AT',
      idempotencyKey: key,
    });

  it('keeps an authorized card as a token the status names, with brand, masked number and expiry', async () => {
    const tokenId = await tokenOf(testCardNumbers.visaSuccess);
    expect(tokenId).toMatch(/^[0-9a-f-]{36}$/);
    const token = await provider.getToken(tokenId);
    expect(token).toEqual({
      tokenId,
      brandName: 'VISA',
      maskedNumber: '411111XXXXXX1111',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
    });
  });

  it('keeps a card without buying anything: a zero-amount checkout only when it tokenizes', async () => {
    expect(await tokenOf(testCardNumbers.mastercardSuccess, 0)).not.toBe('');
    await expect(
      provider.createHostedCheckout({
        amountInCents: 0,
        currency: 'EUR',
        merchantReference: 'cart-9',
        returnUrl,
        locale: 'de-AT',
        methodKeys: ['credit-cards'],
        cardBrands: ['VISA'],
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_REQUEST_REFUSED' });
  });

  it('pays by token at once when the issuer asks for nothing, and answers a repeated call with the same payment', async () => {
    const tokenId = await tokenOf(testCardNumbers.visaSuccess);
    const first = await pay(tokenId, 'key-1');
    expect(first.challenge).toBeNull();
    expect(first.payment).toMatchObject({
      status: 'PENDING_CAPTURE',
      isAuthorized: true,
      hostedCheckoutId: null,
      token: tokenId,
      merchantReference: 'cart-8',
      amount: { cents: 2500, currency: 'EUR' },
      product: { brandName: 'VISA' },
    });
    expect((await pay(tokenId, 'key-1')).payment.paymentId).toBe(first.payment.paymentId);
    expect((await provider.getPayment(first.payment.paymentId)).isAuthorized).toBe(true);
  });

  it('sends the shopper through 3-D Secure when the card asks for it, back with paymentId and RETURNMAC', async () => {
    const tokenId = await tokenOf(testCardNumbers.challenge);
    const { payment, challenge } = await pay(tokenId, 'key-2');
    expect(payment.status).toBe('REDIRECTED');
    expect(challenge).not.toBeNull();
    const page = await openPage(challenge!.redirectUrl.replace('localhost', '127.0.0.1'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('3-D-Secure-Prüfung');
    const back = returnParameters(
      await submitPage(challenge!.redirectUrl.replace('localhost', '127.0.0.1'), { action: 'confirm' }),
      returnUrl,
    );
    expect(back.get('paymentId')).toBe(payment.paymentId);
    expect(isGenuineReturn(challenge!.returnMac, back.get('RETURNMAC'))).toBe(true);
    expect(await provider.getPayment(payment.paymentId)).toMatchObject({
      status: 'PENDING_CAPTURE',
      isAuthorized: true,
    });
  });

  it('a failed 3-D Secure step leaves the payment rejected', async () => {
    const tokenId = await tokenOf(testCardNumbers.challenge);
    const { payment, challenge } = await pay(tokenId, 'key-3');
    await submitPage(challenge!.redirectUrl.replace('localhost', '127.0.0.1'), { action: 'fail' });
    expect(await provider.getPayment(payment.paymentId)).toMatchObject({
      status: 'REJECTED',
      isAuthorized: false,
    });
  });

  it('deletes a token: it pays no more, and deleting it again is no error', async () => {
    const tokenId = await tokenOf(testCardNumbers.visaSuccess);
    await provider.deleteToken(tokenId);
    await provider.deleteToken(tokenId);
    await expect(provider.getToken(tokenId)).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    const refused = await pay(tokenId, 'key-4').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
  });
});
