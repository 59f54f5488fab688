import { Link, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useFormatMoney } from '~/utils/money';
import { useTenantPath } from '~/utils/root-data';
import { thumbnailSrc } from '~/components/catalogue/product-thumbnail';
import type { AddedToCart } from './added-to-cart';

export type AddedSlideInProps = { added: AddedToCart; onClose: () => void };

/** §2 cart extras: non-modal, so focus stays where the shopper is (decision 0020). */
export default function AddedSlideIn({ added, onClose }: AddedSlideInProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const cartPath = useTenantPath('cart') ?? '/';
  const titleId = useId();
  const { key } = useLocation();
  const shownAt = useRef(key);
  const dialog = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    focusedBefore.current = document.activeElement as HTMLElement | null;
  }, []);
  // Closed from inside, focus goes back to where the shopper was, not to the top of the page.
  const dismiss = () => {
    if (dialog.current?.contains(document.activeElement)) focusedBefore.current?.focus();
    onClose();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal dialog (or the search flap-out) handles its own Escape first.
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('dialog:modal'))
        dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  useEffect(() => {
    if (key !== shownAt.current) onClose();
  }, [key, onClose]);

  const unit = t(added.weightArticle ? 'shoppingCart.unit.grams' : 'shoppingCart.unit.pieces');
  return (
    // Opened by the attribute, not show(): show() would move focus into it.
    <dialog ref={dialog} open className="added-slide-in" aria-labelledby={titleId} data-added-sku={added.sku}>
      <h2 id={titleId} className="added-slide-in__title">
        {t('cartDialogs.slideIn.title')}
      </h2>
      <div className="added-slide-in__product">
        <img
          src={thumbnailSrc(added.image.src)}
          alt=""
          width={64}
          height={64}
          className="added-slide-in__image"
        />
        <div>
          <p className="added-slide-in__name">{added.name}</p>
          <p>{t('cartDialogs.slideIn.quantity', { quantity: added.quantity, unit })}</p>
        </div>
      </div>
      <p className="added-slide-in__cart">
        {t('cartDialogs.slideIn.cart', { count: added.lineItemCount, total: money(added.total) })}
      </p>
      <div className="added-slide-in__actions">
        <Link to={cartPath} className="button button--primary" onClick={onClose}>
          {t('cartDialogs.toCart')}
        </Link>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t('shoppingCart.continueShopping')}
        </button>
      </div>
    </dialog>
  );
}
