import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { MessageTree } from '../backend/src/schemas/tenant.js';
import { createTranslate } from './utils/translate';
import { TranslationProvider } from './utils/use-translation';
import { reportClientError } from './utils/report-client-error';

window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));

// The messages come from a versioned URL the document preloads, instead of riding along inline in
// every page's data; without them the server-rendered page stays as it is, just not hydrated.
async function loadMessages(): Promise<{ locale: string; messages: MessageTree }> {
  const link = document.querySelector<HTMLLinkElement>('link[data-messages]');
  if (!link) throw new Error('the document names no messages');
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`messages answered ${response.status}`);
  const locale = new URL(link.href).pathname.split('/').pop() ?? '';
  return { locale, messages: (await response.json()) as MessageTree };
}

loadMessages().then(
  ({ locale, messages }) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <TranslationProvider value={{ t: createTranslate(locale, messages) }}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationProvider>,
      );
    }),
  reportClientError,
);
