import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from '~/utils/use-translation';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { CartVouchers } from '~/components/cart/cart-vouchers';
import { DiscountCodeForm } from './discount-code-form';

/** Vouchers and discount codes in one place of the summary column. */
export function CartCodes({
  cart,
  lastResult,
}: {
  cart: Pick<Cart, 'discountCodes' | 'voucherLineItems'>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  return (
    <section className="cart-codes" aria-labelledby="cart-codes-heading">
      <h2 id="cart-codes-heading">{t('shoppingCart.summary.codes')}</h2>
      <CartVouchers vouchers={cart.voucherLineItems} headingLevel={3} />
      <DiscountCodeForm discountCodes={cart.discountCodes} lastResult={lastResult} />
    </section>
  );
}
