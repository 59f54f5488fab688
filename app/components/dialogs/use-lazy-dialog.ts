import { useCallback, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

/** What every lazily loaded dialog receives: closing hands focus back to what opened it. */
export type LazyDialogProps = { onClose: () => void };

/**
 * A link that opens a dialog once JavaScript runs (issue 6: the badge, the quick view). The
 * dialog's code is fetched on the first click only (issue 7: the home page's budget); a click
 * with a modifier key, or a failed download, follows the link as it would without JavaScript.
 */
export function useLazyDialog<Props extends LazyDialogProps>(load: () => Promise<ComponentType<Props>>) {
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const link = event.currentTarget;
    opener.current = link;
    setOpen(true);
    if (!Dialog)
      load().then(
        (loaded) => setDialog(() => loaded),
        () => window.location.assign(link.href),
      );
  };
  const onClose = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  return {
    /** For the link: until hydrated it is a plain link, so it says nothing of a dialog. */
    linkProps: { onClick, 'aria-haspopup': hydrated ? ('dialog' as const) : undefined },
    onClose,
    Dialog: open ? Dialog : null,
  };
}
