import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ContentPageRoute } from '~/components/content-page';
import { loadContentPage } from '~/utils/content-page.server';
import { contentRouteMeta } from '~/utils/page-meta';
import { findRedirect } from '~/utils/redirects';

// §2 catch-all (priority -1): any other path is a CMS content page.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Documents are redirected by the server; this catches client navigations (`.data` requests).
  const url = new URL(request.url);
  const target = findRedirect(context.tenant.config.redirects, url.pathname, url.search);
  if (target) throw redirect(target, 301);
  return loadContentPage(context, request, params['*'] ?? '');
}

export default function CatchAllContentPage() {
  return <ContentPageRoute />;
}

export const meta: MetaFunction<typeof loader> = (args) => contentRouteMeta(args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
