import { claimReload } from './reload-guard';

type Storage = Parameters<typeof claimReload>[0];
type NavigationLocation = { pathname: string; search: string; hash: string };
/** The part of Remix's router (`window.__remixRouter`) this needs. */
export type RouterLike = {
  state: { location: NavigationLocation; navigation: { state: string; location?: NavigationLocation } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
};
type LinkLike = Element & { href: string; target: string };
type FormLike = Element & { action: string; target: string };

type StaleOptions = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'assign'>;
  };
  storage: Storage;
  router?: RouterLike;
};

/**
 * §4: once a new build is live, the next navigation loads its page from the server (decision 0085).
 * A click on a link or a form's submission is taken from Remix before it sees it (capture phase on
 * the window, before React's listeners on the document), so the browser does what it does without
 * JavaScript; a navigation started in code is sent on as a page load. Each at most once per path in
 * 10 seconds: past that, navigations stay in the app as before. Returns a function that stops it.
 */
export function loadNextPageFromServer({ window, storage, router }: StaleOptions): () => void {
  const { location } = window;
  const toThisShop = (href: string) => {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url : null;
  };
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as LinkLike | null | undefined;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = toThisShop(link.href);
    // A jump within the page is no navigation.
    if (!url || (url.hash && url.pathname === location.pathname && url.search === location.search)) return;
    if (claimReload(storage, url.pathname)) event.stopPropagation();
  }
  function onSubmit(event: Event) {
    const form = event.target as FormLike | null;
    if (event.defaultPrevented || !form || (form.target && form.target !== '_self')) return;
    const url = toThisShop(form.action || location.href);
    if (url && claimReload(storage, url.pathname)) event.stopPropagation();
  }
  const stopRouter = router?.subscribe(({ navigation }) => {
    const next = navigation.location;
    if (navigation.state !== 'loading' || !next) return;
    if (claimReload(storage, next.pathname)) location.assign(next.pathname + next.search + next.hash);
  });
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  return () => {
    stopRouter?.();
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
  };
}
