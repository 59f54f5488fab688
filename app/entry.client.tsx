import './browser-shell'; // decision 0094: its modules stay in the framework's chunk
import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadFirstMessages, messages, routeMessagesComing } from './utils/page-messages';
import { createTranslate } from './utils/translate';
import { warmUpIntl } from './utils/intl-warm-up';
import { TranslationProvider } from './utils/use-translation';
import { reportClientError } from './utils/report-client-error';
import { loadBuildFreshnessWhenIdle } from './utils/build-freshness/load';

window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));

// Without the messages the server-rendered page stays as it is, just not hydrated (decision 0025).
const link = document.querySelector<HTMLLinkElement>('link[data-messages]');
const messagesLoaded = link
  ? loadFirstMessages(link.href)
  : Promise.reject(new Error('the document names no messages'));
Promise.all([messagesLoaded, warmUpIntl(document.documentElement.lang)]).then(
  ([locale]) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <TranslationProvider value={{ t: createTranslate(locale, messages), routeMessagesComing }}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationProvider>,
      );
    }),
  reportClientError,
);
// Decision 0085: a new build or a missing chunk is noticed by code that loads after the page is idle.
loadBuildFreshnessWhenIdle(window);
