/** A route's page itself: `/profil/:slug?` is `/profil` (optional trailing parameters dropped). */
export function pagePathOf(path: string): string {
  return path.replace(/(\/:[^/]+\?)+$/, '') || '/';
}
