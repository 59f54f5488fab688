import { data, type LoaderFunctionArgs, type ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest } from 'express';

export type Refusal = { status: number; messageKey?: string };

const MESSAGE_KEYS: Partial<Record<number, string>> = {
  400: 'error.badRequest',
  403: 'error.crossSite',
  413: 'error.tooLarge',
};

export function refusalOf(status: number, messageKey = MESSAGE_KEYS[status]): Refusal {
  return { status, messageKey };
}

type ErrorPageContext = { refusal?: Refusal; t: (key: string) => string };

/** The app's content-managed 404 answer (app/entry.server.tsx), the one every page route throws. */
type NotFoundAnswer = (context: LoaderFunctionArgs['context'], request: Request) => Promise<unknown>;

function notFoundAnswerOf(build: ServerBuild): NotFoundAnswer | undefined {
  const answer = (build.entry.module as { notFoundAnswer?: NotFoundAnswer }).notFoundAnswer;
  return typeof answer === 'function' ? answer : undefined;
}

function refusalThrower(notFoundAnswer: NotFoundAnswer | undefined) {
  return async function throwRefusal({ request, context }: LoaderFunctionArgs): Promise<never> {
    const { refusal = { status: 500 }, t } = context as unknown as ErrorPageContext;
    if (refusal.status === 404) {
      // One 404 design (issue 38.12): the editors' error page, as a page route's 404 shows it.
      if (notFoundAnswer) throw await notFoundAnswer(context, request);
      throw data({ path: new URL(request.url).pathname }, { status: 404 });
    }
    const message = refusal.messageKey ? t(refusal.messageKey) : undefined;
    throw data({ message }, { status: refusal.status });
  };
}

/** Without resource routes every path lands on a page, whose loader throws the load context's refusal. */
export function errorPageBuild(build: ServerBuild): ServerBuild {
  const throwRefusal = refusalThrower(notFoundAnswerOf(build));
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

/** Remix's own fetches (`Sec-Fetch-Dest: empty`) keep their data answers. */
export function isDocumentRequest(req: ExpressRequest): boolean {
  const destination = req.get('Sec-Fetch-Dest');
  if (destination) return destination === 'document' || destination === 'iframe';
  return /\btext\/html\b/.test(req.get('Accept') ?? '');
}

/** A resource route's answer a browser cannot show as a page: an error in JSON or plain text. */
export function isDataError(response: Response): boolean {
  return response.status >= 400 && !/^text\/html\b/.test(response.headers.get('Content-Type') ?? '');
}
