import type { MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ContentPageRoute } from '~/blocks/content-page';
import { action, loader } from '~/blocks/content-route.server';
import { contentRouteMeta } from '~/utils/page-meta';

// §2 catch-all (priority -1): any other path is a CMS content page (content-route.server.ts).
export { action, loader };

export default function CatchAllContentPage() {
  return <ContentPageRoute />;
}

export const meta: MetaFunction<typeof loader> = (args) => contentRouteMeta(args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
