import type { MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ContentPageRoute } from '~/blocks/content-page';
import type { loader } from './home-page.server';
import { contentRouteMeta } from '~/utils/page-meta';

// Decision 0055: the server code sits in a module of this route alone, so the browser loads no
// separate empty chunk for what the home page and the other content pages share.
export { action, loader } from './home-page.server';

export default function HomePage() {
  return <ContentPageRoute />;
}

export const meta: MetaFunction<typeof loader> = (args) => contentRouteMeta(args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
