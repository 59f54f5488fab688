import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/utils/not-found.server';
import { findRedirect } from '~/utils/redirects';
import { blockFormAction, loadContentPage } from './content-page.server';

// Issue 39: the catch-all route's loader and action in a `.server` module of its own, so its
// browser chunk imports one empty module instead of shared ones (each a file of its own).

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
