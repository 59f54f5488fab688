import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ContentPageRoute } from '~/blocks/content-page';
import { blockFormAction, loadContentPage } from '~/blocks/content-page.server';
import { notFound } from '~/utils/not-found.server';
import { contentRouteMeta } from '~/utils/page-meta';
import { findRedirect } from '~/utils/redirects';

// §2 catch-all (priority -1): any other path is a CMS content page.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Documents are redirected by the server; this catches client navigations (`.data` requests).
  const url = new URL(request.url);
  const target = findRedirect(context.tenant.config.redirects, url.pathname, url.search);
  if (target) throw redirect(target, 301);
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  const { homePageSlug, notFoundPageSlug } = context.tenant.config.clientRuntimeConfig.cms;
  // The home page lives at `/` only, and the error page is never a page of its own (no soft 404).
  if (slug === homePageSlug) throw redirect(`/${url.search}`, 301);
  if (slug === notFoundPageSlug) throw await notFound(context, request);
  return loadContentPage(context, request, slug);
}

/** Forms in the page's blocks post here (decision 0024). */
export const action = (args: ActionFunctionArgs) => blockFormAction(args);

export default function CatchAllContentPage() {
  return <ContentPageRoute />;
}

export const meta: MetaFunction<typeof loader> = (args) => contentRouteMeta(args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
