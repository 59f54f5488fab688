import { data, type LoaderFunctionArgs, type ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest } from 'express';

/** Why a document shows the error page instead of what was asked for. */
export type Refusal = { status: number; messageKey?: string };

const MESSAGE_KEYS: Partial<Record<number, string>> = {
  400: 'error.badRequest',
  403: 'error.crossSite',
  413: 'error.tooLarge',
};

export function refusalOf(status: number): Refusal {
  return { status, messageKey: MESSAGE_KEYS[status] };
}

// The app's load context (app/load-context.server.ts), as far as the error page needs it.
type ErrorPageContext = { refusal?: Refusal; t: (key: string) => string };

function throwRefusal({ request, context }: LoaderFunctionArgs): never {
  const { refusal = { status: 500 }, t } = context as unknown as ErrorPageContext;
  if (refusal.status === 404) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  const message = refusal.messageKey ? t(refusal.messageKey) : undefined;
  throw data({ message }, { status: refusal.status });
}

/**
 * The build the error page renders with, at the URL asked for: resource routes are left out, so
 * every path lands on a page (the catch-all at least), and every page's loader throws the refusal
 * of the load context instead of loading. The page's error boundary shows it in the shop's chrome.
 */
export function errorPageBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  const assetRoutes: ServerBuild['assets']['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { module } = route;
    const isPage = route.parentId === undefined || module.default || module.ErrorBoundary;
    const asset = build.assets.routes[id];
    if (!isPage || !asset) continue;
    routes[id] =
      route.parentId === undefined
        ? route
        : { ...route, module: { ...module, loader: throwRefusal, action: undefined } };
    assetRoutes[id] = asset;
  }
  return { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
}

/**
 * A browser's navigation or plain form post, which must get a page back. Remix's own fetches
 * (`Sec-Fetch-Dest: empty`, Accept any) keep their data answers.
 */
export function isDocumentRequest(req: ExpressRequest): boolean {
  const destination = req.get('Sec-Fetch-Dest');
  if (destination) return destination === 'document' || destination === 'iframe';
  return /\btext\/html\b/.test(req.get('Accept') ?? '');
}

/** A resource route's answer a browser cannot show as a page: an error in JSON or plain text. */
export function isDataError(response: Response): boolean {
  return response.status >= 400 && !/^text\/html\b/.test(response.headers.get('Content-Type') ?? '');
}
