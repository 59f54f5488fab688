import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';

/** Lines whose product cannot be delivered now: shown apart, not charged, removable all at once. */
export function UnavailableItems({ items }: { items: LineItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="cart-unavailable" data-cart-unavailable="">
      <h3>{t('shoppingCart.unavailableItems')}</h3>
      <p>{t('shoppingCart.unavailableHint')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.lineItemId}>{item.product.name}</li>
        ))}
      </ul>
      <Form method="post">
        {items.map((item) => (
          <input key={item.lineItemId} type="hidden" name="lineItemId" value={item.lineItemId} />
        ))}
        <button type="submit" name="intent" value="remove-lines" className="button button--secondary">
          {t('shoppingCart.remove')}
        </button>
      </Form>
    </div>
  );
}
