import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { listenForAdded } from './added-signal';
import type { AddedSlideInProps } from './added-slide-in';
import type { AddedToCart } from './added-to-cart';

/**
 * Where the product slide-in appears after a successful add with JavaScript. Its code comes on
 * the first add (issue 7); the polite live region is here from the start, because screen readers
 * only speak for text that changes in a region they already know.
 */
export function AddedSlideInHost() {
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const [SlideIn, setSlideIn] = useState<ComponentType<AddedSlideInProps> | null>(null);
  useEffect(
    () =>
      listenForAdded((next) => {
        setAdded(next);
        // Without the slide-in's code (offline) the live region still tells what happened.
        import('~/components/dialogs/cart-dialogs').then(
          (module) => setSlideIn(() => module.AddedSlideIn),
          () => undefined,
        );
      }),
    [],
  );
  const close = useCallback(() => setAdded(null), []);
  return (
    <>
      <p role="status" className="visually-hidden">
        {added?.message ?? ''}
      </p>
      {added && SlideIn ? <SlideIn key={added.sku} added={added} onClose={close} /> : null}
    </>
  );
}
