import { UNSAFE_RemixContext, useMatches } from '@remix-run/react';
import { useContext } from 'react';
import { useHydrated } from '~/utils/use-hydrated';

// React 18 knows no `fetchPriority` prop, so the attribute is spelled as HTML has it.
const lowPriority = { fetchpriority: 'low' } as const;

/**
 * The page's modules, asked for at low priority just before Remix's `Scripts` asks for the same
 * files (decision 0064). A module is fetched once, so the browser keeps the priority of the first
 * request. Nothing on the page waits for these modules to paint; the pictures of the first screen
 * go first. Gone after hydration, as Remix's own preload links are.
 */
export function ModulePreloads() {
  const manifest = useContext(UNSAFE_RemixContext)?.manifest;
  const matches = useMatches();
  const hydrated = useHydrated();
  if (hydrated || !manifest) return null;
  const routeFiles = matches.flatMap(({ id }) => {
    const route = manifest.routes[id];
    return route ? [...(route.imports ?? []), route.module] : [];
  });
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...routeFiles]);
  return (
    <>
      {[...files].map((href) => (
        <link key={href} rel="modulepreload" href={href} {...lowPriority} />
      ))}
    </>
  );
}
