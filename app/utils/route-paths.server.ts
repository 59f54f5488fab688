import type { AppLoadContext } from '@remix-run/node';
import { tenantPath } from '~/tenant';
import { pagePathOf } from './page-path';

/** A tenant route's page path by its §2 name; undefined when the tenant's features switch it off. */
export function routePath(context: AppLoadContext, name: string): string | undefined {
  const path = tenantPath(context.tenant.paths, name);
  return path === undefined ? undefined : pagePathOf(path);
}

export function requireRoutePath(context: AppLoadContext, name: string): string {
  const path = routePath(context, name);
  if (!path) throw new Response('Not Found', { status: 404 });
  return path;
}
