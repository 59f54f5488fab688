import { Router } from 'express';
import type { Redirects } from '../backend/src/schemas/tenant.js';

/** The build this process serves: Remix's assets version and when the build was written. */
export type BuildInfo = { id: string; timestamp: number };

/**
 * §7 build freshness (decision 0085): `/builds/latest.json` names the build this process serves,
 * never cached, so an open browser notices a deploy; `/builds/meta/{id}.json` is that build's app
 * manifest with the shop's route rules (its redirects) and the prerendered pages (none: every page
 * renders per request). Any other id is unknown here, 404: the browser's build is no longer served.
 */
export function buildsRouter(
  currentBuild: () => BuildInfo,
  redirectsFor: (hostname: string) => Redirects,
): Router {
  const router = Router();
  router.get('/builds/latest.json', (_req, res) => {
    const { id, timestamp } = currentBuild();
    res.set('Cache-Control', 'no-store').json({ id, timestamp });
  });
  router.get('/builds/meta/:file', (req, res) => {
    const { id, timestamp } = currentBuild();
    if (req.params.file !== `${id}.json`) {
      res.status(404).set('Cache-Control', 'no-store').json({ error: 'unknown build' });
      return;
    }
    // Revalidated on every use (ETag): a cached answer must not outlive the build it speaks for.
    res.set('Cache-Control', 'no-cache').json({
      id,
      timestamp,
      routeRules: { redirects: redirectsFor(req.hostname) },
      prerendered: [],
    });
  });
  return router;
}
