import { useEffect, useState } from 'react';
import { listenForAdded } from '~/components/cart/added-signal';
import type { AddedToCart } from '~/components/cart/added-to-cart';
import type * as CartDialogsModule from './cart-dialogs';

type CartDialogs = typeof CartDialogsModule;

/** §2 cart extras (issue 6, 7): triggers are plain links; a dialog's code is fetched on first use. */
export function DialogHost() {
  const [dialogs, setDialogs] = useState<CartDialogs | null>(null);
  // The link that opened a dialog: its `data-opens` says which, and it gets focus back.
  const [opener, setOpener] = useState<HTMLAnchorElement | null>(null);
  const [added, setAdded] = useState<AddedToCart | null>(null);

  useEffect(() => {
    const load = () => import('./cart-dialogs').then(setDialogs);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-opens]');
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpener(link);
      load().catch(() => window.location.assign(link.href));
    };
    document.addEventListener('click', onClick);
    const stopListening = listenForAdded((next) => {
      setAdded(next);
      // Without the slide-in's code (offline) the live region below still says what happened.
      load().catch(() => undefined);
    });
    return () => {
      document.removeEventListener('click', onClick);
      stopListening();
    };
  }, []);

  const close = () => {
    setOpener(null);
    opener?.focus();
  };
  const { opens, sku = '' } = opener?.dataset ?? {};
  return (
    <>
      {/* Here from the start: screen readers only speak for changes in a region they know. */}
      <p role="status" className="visually-hidden">
        {added?.message ?? ''}
      </p>
      {dialogs && opens === 'side-cart' ? <dialogs.SideCart onClose={close} /> : null}
      {dialogs && opener && opens === 'quick-view' ? (
        <dialogs.QuickView sku={sku} href={opener.href} onClose={close} />
      ) : null}
      {dialogs && added ? (
        <dialogs.AddedSlideIn key={added.sku} added={added} onClose={() => setAdded(null)} />
      ) : null}
    </>
  );
}
