import {
  type AppLoadContext,
  redirect,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server.browser';
import { pageTranslatorFor } from './i18n.server';
import { closingTagsLast } from './utils/document-end.server';
import { logEvent, describeError } from './utils/logger.server';
import { NonceProvider } from './utils/nonce';
import { findDataRedirect } from './utils/redirects';
import { TranslationProvider } from './utils/use-translation';

export { createAppLoadContext } from './load-context.server';

export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const isBot = isbot(request.headers.get('User-Agent'));
  // §2: bots get the status of an error, logged, but no error page.
  if (isBot && responseStatusCode >= 400) {
    logEvent('info', 'error status for a bot', {
      requestId: loadContext.requestId,
      status: responseStatusCode,
      path: new URL(request.url).pathname,
      userAgent: request.headers.get('User-Agent'),
    });
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The web-stream renderer: React 18.3's Node stream pads a chunk with NUL bytes when a
  // character of several bytes does not fit at the end of its buffer.
  let shellRendered = false;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <TranslationProvider value={{ t: pageTranslatorFor(loadContext.tenant, loadContext.locale) }}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={loadContext.nonce}
        />
      </TranslationProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell reject the render; these are the ones of streamed parts.
        if (shellRendered)
          logEvent('error', 'render failed', { requestId: loadContext.requestId, ...describeError(error) });
      },
    },
  );
  shellRendered = true;
  // Aborting a finished render would report the closed stream as an error.
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  if (isBot) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body.pipeThrough(closingTagsLast()), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

/**
 * §3 redirects on a client-side navigation (a link in kept CMS HTML to an old path): the server's
 * 301 answers documents only, a data request gets the redirect in the form Remix's client follows.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const target = findDataRedirect(context.tenant.config.redirects, new URL(request.url));
  return target ? redirect(target, 301) : response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logEvent('error', 'request failed', {
    requestId: context.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    ...describeError(error),
  });
};
