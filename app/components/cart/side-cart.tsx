import { Link, useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { ModalDialog } from '~/components/dialogs/modal-dialog';
import type { HostedDialogProps } from '~/components/dialogs/modal-dialog';
import type { loader } from '~/routes/resources.side-cart';
import { useFormatMoney } from '~/utils/money';
import { useTenantPath } from '~/utils/root-data';
import { CartVouchers } from './cart-vouchers';
import { LineItemRow } from './line-item-row';

export const SIDE_CART_LOADER = '/resources/side-cart';

export type SideCartContents = NonNullable<Awaited<ReturnType<typeof loader>>['data']['contents']>;

/** §2 cart extras: its fetcher is revalidated after each change like any loader. */
export default function SideCart({ onClose }: HostedDialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    load(SIDE_CART_LOADER);
  }, [load]);
  return (
    <ModalDialog title={t('cartDialogs.sideCart.title')} onClose={onClose} className="side-cart">
      {fetcher.data?.contents ? (
        <SideCartBody contents={fetcher.data.contents} />
      ) : fetcher.data ? (
        <CartPageInstead />
      ) : (
        <p className="side-cart__loading" role="status">
          {t('common.loading')}
        </p>
      )}
    </ModalDialog>
  );
}

function CartPageInstead() {
  const { t } = useTranslation();
  return (
    <>
      <p role="status">{t('cartDialogs.sideCart.failed')}</p>
      <ToCartLink />
    </>
  );
}

function ToCartLink() {
  const { t } = useTranslation();
  const cartPath = useTenantPath('cart') ?? '/';
  return (
    <Link to={cartPath} className="button button--primary side-cart__to-cart">
      {t('cartDialogs.toCart')}
    </Link>
  );
}

export function SideCartBody({ contents }: { contents: SideCartContents }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (contents.lineItems.length === 0 && contents.unavailableCount === 0)
    return <p className="side-cart__empty">{t('shoppingCart.empty')}</p>;
  return (
    <>
      <ul className="cart-lines side-cart__lines" aria-label={t('shoppingCart.items')}>
        {contents.lineItems.map((item) => (
          <LineItemRow key={item.lineItemId} item={item} />
        ))}
      </ul>
      {contents.unavailableCount > 0 ? (
        <p className="side-cart__unavailable">
          {t('cartDialogs.sideCart.unavailable', { count: contents.unavailableCount })}
        </p>
      ) : null}
      <CartVouchers vouchers={contents.vouchers} headingLevel={3} />
      <p className="side-cart__total" data-side-cart-total="">
        <span>{t('shoppingCart.summary.total')}</span> <strong>{money(contents.total)}</strong>
      </p>
      <ToCartLink />
    </>
  );
}
