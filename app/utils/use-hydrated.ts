import { startTransition, useEffect, useState } from 'react';

let hydratedBefore = false;

/**
 * Whether JavaScript has taken over the page: false while hydrating (as on the server), true
 * afterwards and from the first render of anything mounted later. The flip after hydration is a
 * transition, so React renders it in slices instead of one blocking task (decision 0055).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedBefore);
  useEffect(() => {
    hydratedBefore = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
