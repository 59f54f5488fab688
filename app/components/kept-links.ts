import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * Links in kept HTML (kept-html.tsx) are the server's `<a>` elements, not hydrated `<Link>`s. A
 * click on one navigates inside the app all the same, as `<Link>` would: a plain left click on a
 * link to this shop that opens in the same tab and is no download.
 */
export function useKeptLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-kept]')) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
