import { describe, expect, it } from 'vitest';
import { checkoutAnswerSchema, orderConfirmationSchema } from '../../backend/src/schemas/checkout.js';
import { customerOrderSchema } from '../../backend/src/schemas/orders.js';
import { drivers } from './support/test-database.js';
import { walletTestBed } from './support/wallet-test-bed.js';

// Issue 34: the order confirmation and the customer's order name what a gift card paid of the
// order (decision 0074), so the storefront can show the gift card's part; null without one.

describe.each(drivers)('the gift card’s part of an order on %s', (driver) => {
  const { bed, wallet } = walletTestBed(driver);

  it('is in the confirmation and in the customer’s order', async () => {
    const { shopper, card, cart } = await wallet.customerWithCart(100_000, [[bed.piece, 2]]);
    const total = cart.priceInfo.total;
    const paid = await shopper.client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: total } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const placed = checkoutAnswerSchema.parse(paid.json());
    if (placed.next !== 'confirmation') throw new Error('the gift card paid it all: no page expected');

    const confirmation = await shopper.client.get(`/api/orders/${placed.orderNumber}/confirmation`);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(orderConfirmationSchema.parse(confirmation.json()).payment).toEqual({
      methodKey: 'gift-card',
      brandName: 'GIFTCARD',
      giftCardAmount: total,
    });
    const order = await shopper.client.get(`/api/customers/orders/${placed.orderNumber}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(customerOrderSchema.parse(order.json()).payment).toMatchObject({
      methodKey: 'gift-card',
      giftCardAmount: total,
    });
  });
});
