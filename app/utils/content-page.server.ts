import { data, type AppLoadContext } from '@remix-run/node';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { canonicalUrlOf } from './page-meta';
import { notFound } from './not-found.server';

/** A CMS content page by slug; a missing page throws the content-managed 404 (§2). */
export async function loadContentPage(context: AppLoadContext, request: Request, slug: string) {
  try {
    const page = await context.content.getPage(slug);
    return data({ page, canonicalUrl: canonicalUrlOf(request) });
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  }
}
