import type { AppLoadContext } from '@remix-run/node';
import { tenantPath } from '~/tenant';
import { pagePathOf } from './page-path';
import { notFound } from './not-found.server';

/** A tenant route's page path by its §2 name; undefined when the tenant's features switch it off. */
export function routePath(context: AppLoadContext, name: string): string | undefined {
  const path = tenantPath(context.tenant.paths, name);
  return path === undefined ? undefined : pagePathOf(path);
}

/**
 * A route the page needs; when the tenant switched it off, the page answers the editors' 404 page,
 * the one design every 404 has (issue 38.12).
 */
export async function requireRoutePath(
  context: AppLoadContext,
  request: Request,
  name: string,
): Promise<string> {
  const path = routePath(context, name);
  if (!path) throw await notFound(context, request);
  return path;
}
