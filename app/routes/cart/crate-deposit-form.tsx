import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';

/** Issue 6: whether drinks come in returnable crates (with their deposit) or as single bottles. */
export function CrateDepositForm({ desired }: { desired: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="cart-crate-deposit">
      <input
        type="checkbox"
        id="crate-deposit"
        name="crateDepositDesired"
        defaultChecked={desired}
        key={String(desired)}
      />
      <label htmlFor="crate-deposit">{t('shoppingCart.crateDeposit.label')}</label>{' '}
      <button type="submit" name="intent" value="set-crate-deposit" className="button button--secondary">
        {t('shoppingCart.crateDeposit.save')}
      </button>
    </Form>
  );
}
