import { useFetcher, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useHydrated } from '~/utils/use-hydrated';
import type { action } from '~/routes/resources.cart';

export const CART_ITEM_ACTION = '/resources/cart';

/** One fetcher per sku: the tile, the stepper's buttons and its field share the pending state. */
export function useCartItemFetcher(sku: string) {
  return useFetcher<typeof action>({ key: `cart-item:${sku}` });
}

/** The quantity a pending change of this sku sets, for an optimistic display; else undefined. */
export function usePendingQuantity(sku: string): number | undefined {
  const fetcher = useCartItemFetcher(sku);
  const form = fetcher.formData;
  if (!form || form.get('mode') !== 'set') return undefined;
  const quantity = Number(form.get('quantity'));
  return Number.isFinite(quantity) ? quantity : undefined;
}

type CartItemFormProps = {
  id?: string;
  sku: string;
  name: string;
  mode: 'add' | 'set';
  className?: string;
  children: ReactNode;
};

/** Issue 6: a real form with fields `sku` and `quantity`, so QA scripts can drive it. */
export function CartItemForm({ id, sku, name, mode, className, children }: CartItemFormProps) {
  const fetcher = useCartItemFetcher(sku);
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <fetcher.Form id={id} method="post" action={CART_ITEM_ACTION} className={className}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
