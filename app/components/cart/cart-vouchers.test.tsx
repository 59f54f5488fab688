import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { CartVouchers } from './cart-vouchers';

describe('the cart’s vouchers', () => {
  it('lists each voucher with what it saves, marking the automatic ones', async () => {
    const html = await renderInShop(
      <CartVouchers
        vouchers={[
          {
            lineItemId: 'v1',
            promotionId: 'zustellbonus-3',
            articleId: '900002',
            component: null,
            title: '3 % Zustellbonus',
            automatic: true,
            quantity: 1,
            perPiecePrice: -87,
            discount: { kind: 'percent', percent: 3 },
          },
        ]}
      />,
    );
    expect(html).toContain('data-cart-voucher="zustellbonus-3"');
    expect(textOf(html)).toMatch(/3 % Zustellbonus Automatisch eingelöst Ersparnis: € 0,87/);
  });

  it('is absent from a cart without vouchers', async () => {
    expect(await renderInShop(<CartVouchers vouchers={[]} />)).toBe('');
  });
});
