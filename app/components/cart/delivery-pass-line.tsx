import { Form, useLocation } from '@remix-run/react';
import type { DeliveryPassLineItem } from '../../../backend/src/schemas/delivery-pass.js';
import { tenantPath } from '~/tenant';
import { useFormatMoney } from '~/utils/money';
import { useRootData } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';

/**
 * Decision 0083: the pass bought with this order, as a line of the cart. Removing it is a plain
 * post to the delivery-pass page's action, which comes back here.
 */
export function DeliveryPassLine({ line }: { line: DeliveryPassLineItem }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const root = useRootData();
  const { pathname } = useLocation();
  const action = tenantPath(root?.paths ?? {}, 'delivery-pass');
  return (
    <section className="cart-pass-line" aria-labelledby="cart-pass-line-heading" data-cart-pass-line="">
      <h2 id="cart-pass-line-heading">{t('deliveryPass.line', { months: line.months })}</h2>
      <p>{t('deliveryPass.lineNote')}</p>
      <p className="cart-pass-line__total">{money(line.price)}</p>
      {action ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="redirectTo" value={pathname} />
          <button type="submit" className="button button--link">
            {t('deliveryPass.remove')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
