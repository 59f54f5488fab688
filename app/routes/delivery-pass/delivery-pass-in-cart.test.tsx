import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { DeliveryPassLine } from '~/components/cart/delivery-pass-line';
import { PriceSummary } from '~/components/cart/price-summary';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { priceInfo } from '../../../tests/storefront/cart-test-support';

const paths = { ...germanPaths, cart: '/warenkorb', 'delivery-pass': '/lieferpass' };
const passLine = { lineItemId: 'line-1', offerId: '3-months', months: 3, price: 1990 };

// Decision 0083: the pass in the cart and what it does to the price breakdown (cart and checkout).
describe('the delivery pass in the cart', () => {
  it('is a line with its price and a plain form that takes it out and comes back to the cart', async () => {
    const html = await renderInShop(<DeliveryPassLine line={passLine} />, { paths, location: '/warenkorb' });
    expect(textOf(html)).toContain('Lieferpass für 3 Monate');
    expect(textOf(html)).toContain('€ 19,90');
    expect(html).toMatch(/<form method="post" action="\/lieferpass"/);
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="redirectTo" value="/warenkorb"');
    expect(textOf(html)).toContain('Lieferpass entfernen');
  });

  it('shows the pass as a row of the price breakdown and says the service fee falls with it', async () => {
    const html = await renderInShop(
      <PriceSummary
        priceInfo={priceInfo({ serviceFees: 490, serviceFeesAfterDiscount: 0 })}
        pass={{ deliveryPassLineItem: passLine, serviceFeeWaivedByDeliveryPass: true }}
      />,
      { paths },
    );
    const text = textOf(html);
    expect(text).toContain('Lieferpass (3 Monate) € 19,90');
    expect(text).toContain('Servicegebühr entfällt mit deinem Lieferpass');
    expect(text).toContain('entfällt mit deinem Lieferpass');
  });

  it('says nothing of a pass when the fee falls by the free threshold', async () => {
    const html = await renderInShop(
      <PriceSummary
        priceInfo={priceInfo({ serviceFees: 490, serviceFeesAfterDiscount: 0 })}
        pass={{ deliveryPassLineItem: null, serviceFeeWaivedByDeliveryPass: false }}
      />,
      { paths },
    );
    expect(textOf(html)).not.toContain('Lieferpass');
  });
});
