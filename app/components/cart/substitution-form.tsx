import { useFetcher } from '@remix-run/react';
import { useHydrated } from '~/utils/use-hydrated';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { usePagePath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';

/**
 * Decision 0049: "Ersatzartikel erlaubt" per line. Without JavaScript a checkbox and its own
 * button; with it the checkbox sends itself through a fetcher, and the button is left out.
 */
export function SubstitutionForm({ item }: { item: LineItem }) {
  const { t } = useTranslation();
  const cartPath = usePagePath('cart');
  const fetcher = useFetcher({ key: `substitution:${item.lineItemId}` });
  const hydrated = useHydrated();
  if (!cartPath) return null;
  const pending = fetcher.formData?.get('lineItemId') === item.lineItemId;
  const allowed = pending ? fetcher.formData?.get('substitutionAllowed') === 'on' : item.substitutionAllowed;
  const checkboxId = `substitution-${item.lineItemId}`;
  const { name } = item.product;
  return (
    <fetcher.Form method="post" action={cartPath} className="cart-line__substitution">
      <input type="hidden" name="intent" value="set-substitution" />
      <input type="hidden" name="lineItemId" value={item.lineItemId} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <input
        key={String(item.substitutionAllowed)}
        type="checkbox"
        id={checkboxId}
        name="substitutionAllowed"
        defaultChecked={allowed}
        onChange={(event) => {
          if (event.currentTarget.form) fetcher.submit(event.currentTarget.form);
        }}
      />
      <label htmlFor={checkboxId}>
        {t('shoppingCart.substitution.label')}{' '}
        <span className="visually-hidden">{t('shoppingCart.substitution.forProduct', { name })}</span>
      </label>
      {hydrated ? null : (
        <button type="submit" className="button button--link">
          {t('shoppingCart.substitution.save')}{' '}
          <span className="visually-hidden">{t('shoppingCart.substitution.saveFor', { name })}</span>
        </button>
      )}
    </fetcher.Form>
  );
}
