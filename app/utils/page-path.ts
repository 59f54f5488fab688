import { useTenantPath } from './root-data';

/** A route's page itself: `/profil/:slug?` is `/profil` (optional trailing parameters dropped). */
export function pagePathOf(path: string): string {
  return path.replace(/(\/:[^/]+\?)+$/, '') || '/';
}

/** The tenant path of a route's page, to link to (§2: undefined when its feature is off). */
export function usePagePath(routeName: string): string | undefined {
  const path = useTenantPath(routeName);
  return path === undefined ? undefined : pagePathOf(path);
}
