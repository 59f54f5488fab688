import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop } from '../../../tests/storefront/catalogue-test-support';
import { MergeOffer } from './merge-offer';

describe('the cart merge offer', () => {
  it('is an open, labelled dialog in the page with its two answers as a plain form', async () => {
    const html = await renderInShop(
      <MergeOffer cartId="guest-1" itemCount={2} returnUrl="/profil" forwardToCheckout={false} />,
    );
    expect(html).toMatch(
      /^<dialog open="" class="cart-merge" role="alertdialog" aria-labelledby="cart-merge-heading" aria-describedby="cart-merge-text">/,
    );
    expect(html).toMatch(/<form method="post"/);
    expect(html).toContain('value="merge-guest-cart"');
    expect(html).toContain('value="discard-guest-cart"');
    expect(html).not.toContain('forwardToCheckout');
  });

  it('carries forwardToCheckout (§2) through the merge', async () => {
    const html = await renderInShop(
      <MergeOffer cartId="guest-1" itemCount={2} returnUrl="/profil" forwardToCheckout />,
    );
    expect(html).toContain('<input type="hidden" name="forwardToCheckout" value="true"/>');
  });
});
