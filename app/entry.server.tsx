import {
  type AppLoadContext,
  redirect,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createIsbotFromList, isbot, list } from 'isbot';
import { pageTranslatorFor } from './i18n.server';
import { renderDocument } from './utils/render-document.server';
import { logEvent, describeError } from './utils/logger.server';
import { NonceProvider } from './utils/root-data';
import { findDataRedirect } from './utils/redirects';
import { TranslationProvider } from './utils/use-translation';

export { createAppLoadContext } from './load-context.server';
// The server's own 404s (server/error-page.ts) show the same content-managed page as a route's.
export { notFound as notFoundAnswer } from './utils/not-found.server';

export const streamTimeout = 5000;

// §2's rule for bots is about crawlers: a headless browser is a QA script or a shopper's tool, and
// gets every page a browser gets (issue 38).
const isCrawler = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const userAgent = request.headers.get('User-Agent');
  const isBot = isbot(userAgent);
  // §2: crawlers get the status of an error view, logged, but no error page. A form's own answer
  // with its messages (a 400 the action returned) is no error view and reaches everyone.
  const errorView = remixContext.staticHandlerContext.errors !== null;
  if (errorView && responseStatusCode >= 400 && isCrawler(userAgent)) {
    logEvent('info', 'error status for a bot', {
      requestId: loadContext.requestId,
      status: responseStatusCode,
      path: new URL(request.url).pathname,
      userAgent,
    });
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Issue 37: a page is rendered, so its page view counts (a loader's redirect never gets here).
  loadContext.tracking.rendered(loadContext.requestId);
  return renderDocument(
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
      status: responseStatusCode,
      headers: responseHeaders,
      nonce: loadContext.nonce,
      waitForAll: isBot,
      abortAfterMs: streamTimeout + 1000,
      onStreamedError: (error) =>
        logEvent('error', 'render failed', { requestId: loadContext.requestId, ...describeError(error) }),
    },
  );
}

/** §3: a data request needs the redirect in the form Remix's client follows, not a 301. */
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
