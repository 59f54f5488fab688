import { expect, test } from '@playwright/test';
import { createSandboxCheckout, sandboxProvider } from './support/payment-sandbox';

// The hosted payment page of the payment sandbox, as a shopper uses it (decision 0032).
test.describe('the payment sandbox page', () => {
  test('pays by card and comes back to the shop with the return parameters', async ({ page, baseURL }) => {
    const checkout = await createSandboxCheckout(`${baseURL}/?methodKey=credit-cards`);
    await page.goto(checkout.redirectUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
    await expect(page.getByText('€ 45,99')).toBeVisible();
    await page.getByRole('radio', { name: /Mastercard 5555/ }).check();
    // The shop's API gets the sandbox's webhooks in the journeys; this checkout is none of its carts.
    await page.getByLabel('Webhook an den Shop').selectOption('none');
    await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
    await page.waitForURL((url) => url.searchParams.get('hostedCheckoutId') === checkout.hostedCheckoutId);
    expect(new URL(page.url()).searchParams.get('RETURNMAC')).toBe(checkout.returnMac);
    expect(await sandboxProvider.getHostedCheckout(checkout.hostedCheckoutId)).toMatchObject({
      status: 'PAYMENT_CREATED',
      payment: { status: 'PENDING_CAPTURE', product: { brandName: 'MASTERCARD' } },
    });
  });

  test('asks for the 3-D Secure confirmation on its own page', async ({ page, baseURL }) => {
    const checkout = await createSandboxCheckout(`${baseURL}/`);
    await page.goto(checkout.redirectUrl);
    await page.getByRole('radio', { name: /3-D-Secure-Prüfung/ }).check();
    await page.getByLabel('Webhook an den Shop').selectOption('none');
    await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '3-D-Secure-Prüfung' })).toBeVisible();
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL((url) => url.searchParams.get('hostedCheckoutId') === checkout.hostedCheckoutId);
    expect(await sandboxProvider.getHostedCheckout(checkout.hostedCheckoutId)).toMatchObject({
      payment: { status: 'PENDING_CAPTURE' },
    });
  });

  test('pays with PayPal, or cancels back to the shop', async ({ page, baseURL }) => {
    const paid = await createSandboxCheckout(`${baseURL}/`);
    await page.goto(paid.redirectUrl);
    await page.getByRole('button', { name: 'Mit PayPal bezahlen' }).click();
    await page.waitForURL((url) => url.searchParams.get('hostedCheckoutId') === paid.hostedCheckoutId);
    expect(await sandboxProvider.getHostedCheckout(paid.hostedCheckoutId)).toMatchObject({
      payment: { product: { methodKey: 'paypal', methodType: 'WALLET' } },
    });

    const cancelled = await createSandboxCheckout(`${baseURL}/`, ['credit-cards']);
    await page.goto(cancelled.redirectUrl);
    await expect(page.getByRole('button', { name: 'Mit PayPal bezahlen' })).toHaveCount(0);
    await page.getByRole('button', { name: /Zahlung abbrechen/ }).click();
    await page.waitForURL((url) => url.searchParams.get('hostedCheckoutId') === cancelled.hostedCheckoutId);
    expect(await sandboxProvider.getHostedCheckout(cancelled.hostedCheckoutId)).toMatchObject({
      status: 'CANCELLED_BY_CONSUMER',
      payment: null,
    });
  });
});
