import { data, type AppLoadContext } from '@remix-run/node';
import type { ContentPage } from '../../backend/src/schemas/content.js';
import { loadBlockData } from './block-data.server';
import { checkedBlocks } from './checked-blocks.server';
import type { BlockPage } from './block-data';
import { readConsent } from './consent.server';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { getOptionalCustomer, redirectToLogin } from '~/utils/auth.server';
import { accessStateOf, grantedBlocks, hasAccessRules, isGranted } from './content-access';
import { canonicalUrlOf } from '~/utils/page-meta';
import { notFound } from '~/utils/not-found.server';

/** A CMS content page by slug; a missing page throws the content-managed 404 (§2). */
export async function loadContentPage(context: AppLoadContext, request: Request, slug: string) {
  try {
    const page = await withContentAccess(context, request, await context.content.getPage(slug));
    // Per request, not cached: prices and availability change more often than content.
    const blockData = await loadBlockData(context, page.blocks, request);
    const { clientRuntimeConfig } = context.tenant.config;
    const blockPage: BlockPage = {
      slug: page.slug,
      consent: readConsent(request, clientRuntimeConfig),
      editBaseUrl: clientRuntimeConfig.cms.editBaseUrl,
    };
    return data({
      page: { ...page, blocks: checkedBlocks(page.blocks) },
      blockData,
      blockPage,
      canonicalUrl: canonicalUrlOf(request),
    });
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  }
}

/** §6, decision 0006: per request on the cached page; a guest goes to login, a customer gets a 404. */
async function withContentAccess(context: AppLoadContext, request: Request, page: ContentPage) {
  if (!hasAccessRules(page)) return page;
  const state = accessStateOf(await getOptionalCustomer(context, request));
  if (!isGranted(page.meta.access, state)) {
    if (state === 'NOT_LOGGED_IN') throw await redirectToLogin(context, request);
    throw new ApiNotFoundError(404, 'NOT_FOUND', 'page not granted');
  }
  return { ...page, blocks: grantedBlocks(page.blocks, state) };
}

// A `.server` module of its own would cost the home page an empty chunk in the browser.
export { blockFormAction } from './block-form-action.server';
