import { data, type AppLoadContext } from '@remix-run/node';
import { checkedBlocks } from '~/blocks/checked-blocks.server';
import type { NotFoundData } from './not-found';

/** §2: carries the content-managed error page so the boundary can render its blocks. */
export async function notFound(context: AppLoadContext, request: Request, additionalComponent?: string) {
  const errorPageSlug = context.tenant.config.clientRuntimeConfig.cms.notFoundPageSlug;
  const errorPage = await context.content.getPage(errorPageSlug).catch(() => null);
  const page = errorPage && { ...errorPage, blocks: checkedBlocks(errorPage.blocks) };
  const body: NotFoundData = {
    errorPageSlug,
    additionalComponent,
    path: new URL(request.url).pathname,
    page,
  };
  return data(body, { status: 404 });
}
