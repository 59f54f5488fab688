import { useId, type ReactNode } from 'react';

/**
 * A table wider than a phone scrolls in its own box (WCAG 1.4.10); the box takes the keyboard's
 * focus so it can be scrolled without a mouse too, and is named by the table's caption.
 */
export function ScrollableTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
    <div className="block-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
