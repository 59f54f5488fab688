import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydratedBefore = false;
const noChanges = () => () => {};
const afterFirstHydration = () => hydratedBefore;
const whileHydrating = () => false;

/**
 * Whether JavaScript has taken over the page: false while hydrating (as on the server, also in a
 * Suspense boundary hydrated later), true from the first render of anything mounted afterwards.
 * The first hydration's components switch in one transition, which React renders in slices, not
 * synchronously together with all of hydration's effects (decision 0055).
 */
export function useHydrated() {
  const hydrated = useSyncExternalStore(noChanges, afterFirstHydration, whileHydrating);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (hydrated) return;
    // Only after all of this hydration's effects: React re-renders synchronously a component whose
    // flag has changed by the time its effects run.
    queueMicrotask(() => {
      hydratedBefore = true;
    });
    startTransition(() => setSwitched(true));
  }, [hydrated]);
  // The transition can render before the microtask has run (the scheduler runs its tasks back to
  // back without a microtask checkpoint between them): then only this state says it switched.
  return hydrated || switched;
}
