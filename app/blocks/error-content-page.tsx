import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { ContentPageView } from './content-page';
import * as onServer from './content-page-view.server';

type ViewProps = ComponentProps<typeof ContentPageView>;

// Issue 39: the block registry comes to the browser with the pages that show blocks; the 404 page
// that editors fill (error-views.tsx) loads it when it shows one. Hydration waits for the chunk.
const View: ComponentType<ViewProps> =
  (onServer as Partial<typeof onServer>).ContentPageView ??
  lazy(async () => ({ default: (await import('./content-page')).ContentPageView }));

/** The content-managed 404 page (§2), its code fetched only when one is shown. */
export function ErrorContentPage(props: ViewProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
