import { data, type AppLoadContext } from '@remix-run/node';
import { loadBlockData } from '~/blocks/block-data.server';
import type { BlockPage } from '~/blocks/block-page';
import { readConsent } from '~/blocks/consent.server';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { canonicalUrlOf } from './page-meta';
import { notFound } from './not-found.server';

/** A CMS content page by slug; a missing page throws the content-managed 404 (§2). */
export async function loadContentPage(context: AppLoadContext, request: Request, slug: string) {
  try {
    const page = await context.content.getPage(slug);
    // Shelves and recipe groups of the page: per request, not in the content cache (prices and
    // availability change more often than content).
    const blockData = await loadBlockData(context, page.blocks, new URL(request.url));
    const { clientRuntimeConfig } = context.tenant.config;
    const blockPage: BlockPage = {
      slug: page.slug,
      consent: readConsent(request, clientRuntimeConfig),
      editBaseUrl: clientRuntimeConfig.cms.editBaseUrl,
    };
    return data({ page, blockData, blockPage, canonicalUrl: canonicalUrlOf(request) });
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  }
}
