import { useRouteLoaderData } from '@remix-run/react';
import { createContext, useContext } from 'react';
import type { loader } from '~/root.server';
import { tenantPath } from '~/tenant';
import { pagePathOf } from './page-path';

/** The root loader's data (tenant chrome, paths, where the messages are); absent only if the root itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function useTenantPath(routeName: string): string | undefined {
  const paths = useRootData()?.paths;
  return paths ? tenantPath(paths, routeName) : undefined;
}

/** The tenant path of a route's page, to link to (§2: undefined when its feature is off). */
export function usePagePath(routeName: string): string | undefined {
  const path = useTenantPath(routeName);
  return path === undefined ? undefined : pagePathOf(path);
}

// Here rather than in a module of its own, which the browser would fetch as a chunk of its own (decision 0059).
const NonceContext = createContext<string>('');

/** The request's CSP nonce during server rendering; empty in the browser, where it is not needed. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
