import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';

/**
 * §4: after login, when the guest basket and the customer's saved cart both hold items, the
 * shopper merges them or drops the guest basket. A plain form, so it works without JavaScript.
 */
export function MergeOffer({
  cartId,
  itemCount,
  returnUrl,
}: {
  cartId: string;
  itemCount: number;
  returnUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="cart-merge"
      role="alertdialog"
      aria-labelledby="cart-merge-heading"
      aria-describedby="cart-merge-text"
    >
      <h2 id="cart-merge-heading">{t('shoppingCart.merge.heading')}</h2>
      <p id="cart-merge-text">{t('shoppingCart.merge.text', { count: itemCount })}</p>
      <Form method="post" className="cart-merge__actions">
        <input type="hidden" name="guestCartId" value={cartId} />
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <button type="submit" name="intent" value="merge-guest-cart" className="button">
          {t('shoppingCart.merge.merge')}
        </button>
        <button type="submit" name="intent" value="discard-guest-cart" className="button button--secondary">
          {t('shoppingCart.merge.discard')}
        </button>
      </Form>
    </section>
  );
}
