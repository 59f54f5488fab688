import { useId, type ReactNode } from 'react';

/** WCAG 1.4.10: scrolls in its own focusable box, named by the caption. */
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
