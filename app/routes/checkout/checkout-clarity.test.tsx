import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { priceInfo } from '../../../tests/storefront/cart-test-support';
import { BillingAddressForm } from './billing-address-form';
import { PaymentForm, payChargeOf } from './payment-form';

// Issue 38: the pay button says what is charged and what is reserved; the billing fields go with it.

const card = {
  methodKey: 'credit-cards',
  brands: [],
  unavailableCode: null,
} as unknown as Parameters<typeof PaymentForm>[0]['methods'][number];

describe('the pay button (issue 38)', () => {
  it('names the total alone when nothing is reserved beyond it', async () => {
    const charge = payChargeOf(priceInfo({ total: 4137, totalWithSurcharge: 4137 }));
    expect(charge).toEqual({ total: 4137, reserved: null, percent: 0 });
    const html = await renderInShop(<PaymentForm methods={[card]} charge={charge} termsHref="/agb" />, {
      paths: germanPaths,
    });
    expect(textOf(html)).toContain('Zahlungspflichtig bestellen: € 41,37');
    expect(html).not.toContain('data-pay-reserved');
  });

  it('names what is charged and what is reserved, on the button and beside it', async () => {
    const charge = payChargeOf(
      priceInfo({
        total: 4137,
        totalWithSurcharge: 4551,
        overAuthorizationAmount: 414,
        overAuthorizationPercentage: 10,
      }),
    );
    expect(charge).toEqual({ total: 4137, reserved: 4551, percent: 10 });
    const html = await renderInShop(<PaymentForm methods={[card]} charge={charge} termsHref="/agb" />, {
      paths: germanPaths,
    });
    const text = textOf(html);
    expect(text).toContain('Zahlungspflichtig bestellen: € 41,37 (reserviert € 45,51)');
    expect(text).toContain('voraussichtlich € 41,37');
    expect(text).toContain('bis zu € 45,51 (10 % mehr)');
    const noteId = html.match(
      /<button[^>]*aria-describedby="([^"]+)"[^>]*value="pay"|<button[^>]*value="pay"[^>]*aria-describedby="([^"]+)"/,
    );
    const id = noteId?.[1] ?? noteId?.[2];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
  });
});

describe('the billing fields (issue 38)', () => {
  it('belong to the pay form, so pressing pay sends them; saving alone posts the same form', async () => {
    const html = await renderInShop(<BillingAddressForm defaults={{ firstName: 'Rosa' }} />, {
      paths: germanPaths,
    });
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length).toBeGreaterThanOrEqual(10);
    for (const input of inputs) expect(input).toContain('form="pay"');
    expect(html).not.toContain('<form');
    expect(html).toMatch(/<button type="submit" form="pay" name="intent" value="set-billing"/);
  });
});
