import { PrefetchPageLinks, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';

/** A same-origin link in kept HTML (decision 0022) that the app may follow itself, or null. */
function keptLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-kept]')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link : null;
}

/** Kept HTML has plain `<a>` elements: a plain left click on one navigates inside the app like `<Link>`. */
export function useKeptLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = keptLinkOf(event.target);
      if (!link) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/**
 * Decision 0116: a kept link prefetches its page as `<Link prefetch="intent">` does, when a pointer
 * (mouse, pen or finger) comes over it or it gets the focus: the next page's data and modules are
 * asked for by Remix's own `PrefetchPageLinks`, so a product tile's kept link opens its page as
 * fast as a hydrated one.
 */
export function KeptLinkPrefetch() {
  const [page, setPage] = useState<string>();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = keptLinkOf(event.target);
      if (link) setPage(link.pathname + link.search);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return page ? <PrefetchPageLinks page={page} /> : null;
}
