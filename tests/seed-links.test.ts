import { existsSync } from 'node:fs';
import { matchPath } from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../backend/src/schemas/content';
import { tenantConfigSchema } from '../backend/src/schemas/tenant';
import { tenantSeeds } from '../backend/src/seed/tenant-seeds';
import { listedShopRoutes } from '../app/routes/sitemap/site-index.server';
import { routeDefinitions } from '../server/route-definitions';
import { buildRouteTable } from '../server/route-table';

// Links of the seeded chrome and pages must lead somewhere in their own tenant: to a content page
// or to a route the tenant's flags switch on (even when the route's screen comes in a later issue).
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) =>
      key === 'href' && typeof nested === 'string' ? [nested] : hrefsOf(nested),
    );
  }
  return [];
}

const textAt = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe.each(tenantSeeds.map((seed) => [seed.tenant.id, seed] as const))(
  'links of tenant %s',
  (_id, seed) => {
    const config = tenantConfigSchema.parse(seed.tenant).clientRuntimeConfig;
    const routes = buildRouteTable(routeDefinitions, config).filter((route) => route.name !== 'catch-all');
    const pagePaths = new Set(seed.pages.map(({ slug }) => `/${slug}`));
    const blocks = (nodes: BlockNode[]): BlockNode[] =>
      nodes.flatMap((node) => [node, ...blocks(node.children ?? [])]);
    const internalLinks = [
      ...hrefsOf(seed.clientConfigs),
      ...seed.pages.flatMap((page) => blocks(page.blocks).flatMap((node) => hrefsOf(node.fields))),
    ].filter((href) => href.startsWith('/'));

    it('name every page the site map lists, in every language', () => {
      const { messageBundle } = tenantConfigSchema.parse(seed.tenant);
      const paths = Object.fromEntries(routes.map((route) => [route.name, route.path]));
      const listed = listedShopRoutes(paths).map((route) => route.name);
      expect(listed).toContain('search');
      for (const [language, messages] of Object.entries(messageBundle))
        for (const name of listed)
          expect(textAt(messages, `sitemap.route.${name}`), `${language} ${name}`).toEqual(
            expect.any(String),
          );
    });

    it('lead to a content page or an enabled route of the tenant', () => {
      expect(internalLinks.length).toBeGreaterThan(10);
      const dangling = internalLinks.filter((href) => {
        const pathname = new URL(href, 'http://shop.test').pathname;
        // A file of public/ (a document, captions) is served as it is.
        if (pathname.startsWith('/content/')) return !existsSync(`public${pathname}`);
        return !pagePaths.has(pathname) && !routes.some((route) => matchPath(route.path, pathname));
      });
      expect(dangling).toEqual([]);
    });
  },
);
