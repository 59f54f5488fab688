import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';

/** §4 merge: works without JavaScript as an open dialog, modal with it (decision 0020). */
export function MergeOffer({
  cartId,
  itemCount,
  returnUrl,
  forwardToCheckout,
}: {
  cartId: string;
  itemCount: number;
  returnUrl: string;
  forwardToCheckout: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      onClose={(event) => event.currentTarget.setAttribute('open', '')}
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
        {forwardToCheckout ? <input type="hidden" name="forwardToCheckout" value="true" /> : null}
        <button type="submit" name="intent" value="merge-guest-cart" className="button">
          {t('shoppingCart.merge.merge')}
        </button>
        <button type="submit" name="intent" value="discard-guest-cart" className="button button--secondary">
          {t('shoppingCart.merge.discard')}
        </button>
      </Form>
    </dialog>
  );
}
