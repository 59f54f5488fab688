import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router-dom';

// Where Remix's own ScrollRestoration keeps the positions, so both read the same.
const STORAGE_KEY = 'positions';

/**
 * Runs inline while the page is parsed. A page opened as a new history entry has no stored
 * position, so sessionStorage is read only for a page the shopper comes back to: the first read is
 * a synchronous call to the browser, which held up the first paint by up to 30 ms (decision 0062).
 */
function restoreScroll(storageKey: string) {
  const state = window.history.state as { key?: string } | null;
  if (!state?.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
    return;
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
    const storedY = positions[state.key];
    if (typeof storedY === 'number') window.scrollTo(0, storedY);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

export const scrollRestorationScript = () => `(${restoreScroll.toString()})(${JSON.stringify(STORAGE_KEY)})`;

/** Remix's ScrollRestoration with the script above in place of its own. */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scrollRestorationScript() }}
    />
  );
}
