import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ContentPageRoute } from '~/components/content-page';
import { blockFormAction, loadContentPage } from '~/utils/content-page.server';
import { contentRouteMeta } from '~/utils/page-meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(context, request, context.tenant.config.clientRuntimeConfig.cms.homePageSlug);
}

/** Forms in the page's blocks post here (decision 0024). */
export const action = (args: ActionFunctionArgs) => blockFormAction(args);

export default function HomePage() {
  return <ContentPageRoute />;
}

export const meta: MetaFunction<typeof loader> = (args) => contentRouteMeta(args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
