import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { blockFormAction, loadContentPage } from '~/blocks/content-page.server';

/** The CMS page the tenant names as its home page (§1). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(context, request, context.tenant.config.clientRuntimeConfig.cms.homePageSlug);
}

/** Forms in the page's blocks post here (decision 0024). */
export const action = (args: ActionFunctionArgs) => blockFormAction(args);
