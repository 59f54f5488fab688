import { useFetcher, useLocation, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { action } from '~/routes/resources.cart';
import {
  hasWaiting,
  planNextTurn,
  subscribeToCartPosts,
  waitForTurn,
  waitingQuantity,
} from './cart-post-queue';

export const CART_ITEM_ACTION = '/resources/cart';

/** One fetcher per sku: the tile, the stepper's buttons and its field share the pending state. */
export function useCartItemFetcher(sku: string) {
  return useFetcher<typeof action>({ key: `cart-item:${sku}` });
}

/**
 * Sends a post of this sku, or lets it wait while another is being sent (cart-post-queue.ts), so
 * the server carries out a sku's changes in the order the shopper made them. Each post renders its
 * "submitting" at once (flushSync), so the next click's handler already knows one is under way;
 * not while the page shown is being left: the router already holds the next page then, and a
 * render at once would show it before its code is there (React's error 426). That post renders
 * with the next page.
 */
export function useCartItemSubmit(sku: string) {
  const { state, submit } = useCartItemFetcher(sku);
  const leaving = useNavigation().state !== 'idle';
  const sending = state === 'submitting';
  const sendNow = useCallback(
    (post: FormData) => submit(post, { method: 'post', action: CART_ITEM_ACTION, flushSync: !leaving }),
    [submit, leaving],
  );
  useEffect(() => {
    if (!sending) planNextTurn(sku, sendNow);
  }, [sending, sku, sendNow]);
  return useCallback(
    (post: FormData) => {
      // A post from the page's code wants the outcome, not the redirect a plain post gets.
      post.set('stay', '1');
      if (!sending && !hasWaiting(sku)) return sendNow(post);
      waitForTurn(sku, post);
      if (!sending) planNextTurn(sku, sendNow);
    },
    [sending, sku, sendNow],
  );
}

/** The quantity a pending change of this sku sets, for an optimistic display; else undefined. */
export function usePendingQuantity(sku: string): number | undefined {
  const fetcher = useCartItemFetcher(sku);
  const waiting = useSyncExternalStore(
    subscribeToCartPosts,
    () => waitingQuantity(sku),
    () => undefined,
  );
  if (waiting !== undefined) return waiting;
  const form = fetcher.formData;
  if (!form || form.get('mode') !== 'set') return undefined;
  const quantity = Number(form.get('quantity'));
  return Number.isFinite(quantity) ? quantity : undefined;
}

/** The form's fields with the pressed button's own name and value, as the browser would send them. */
function postOf(event: FormEvent<HTMLFormElement>): FormData {
  const post = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (submitter instanceof HTMLButtonElement && submitter.name) post.set(submitter.name, submitter.value);
  return post;
}

type CartItemFormProps = {
  id?: string;
  sku: string;
  name: string;
  mode: 'add' | 'set';
  className?: string;
  children: ReactNode;
};

/**
 * Issue 6: a real form with fields `sku` and `quantity`, so QA scripts can drive it. A plain
 * `<form>`: with JavaScript its posts go through useCartItemSubmit, so a fetcher's form component
 * (and its hooks, on every tile of a page) would add nothing.
 */
export function CartItemForm({ id, sku, name, mode, className, children }: CartItemFormProps) {
  const send = useCartItemSubmit(sku);
  const location = useLocation();
  return (
    <form
      id={id}
      method="post"
      action={CART_ITEM_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        send(postOf(event));
      }}
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </form>
  );
}
