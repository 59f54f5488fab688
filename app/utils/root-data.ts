import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/loaders/root.server';

/** The root loader's data (tenant chrome, routes, where the messages are); absent only if the root itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function useTenantPath(routeName: string): string | undefined {
  return useRootData()?.routes.find((route) => route.name === routeName)?.path;
}
