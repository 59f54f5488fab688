// Decisions 0094, 0104: the document and the shop's chrome every page renders, in the framework's chunk.
import { Links, LiveReload, Meta, Scripts, useMatches } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useHydrated } from '~/utils/use-hydrated';
import { useNonce, useRootData } from '~/utils/root-data';
import { useRememberLoggedIn } from '~/utils/session-cookies';
import { CartWatch } from './cart/cart-watch';
import { KeptLinkPrefetch, useKeptLinkNavigation } from './kept-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ModulePreloads } from './module-preloads';
import { OfflineNotice } from './offline-notice';
import { TrackingLayer } from './tracking/tracking-layer';
import { ScrollRestoration } from './scroll-restoration';
import { ToastProvider, Toasts } from './toaster';

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const locale = rootData?.locale ?? 'en';
  // Styles and tests can tell a page that JavaScript has taken over from a server-rendered one.
  const hydrated = useHydrated();
  // Decision 0025: a page the browser renders itself waits for its routes' messages.
  const routeIds = useMatches().map((match) => match.id);
  // The document's messages stay those of its first routes: a new href would be fetched again.
  const [firstRouteIds] = useState(routeIds);
  const messagesComing = useTranslation().routeMessagesComing?.(routeIds);
  if (messagesComing) throw messagesComing;
  return (
    <html
      lang={rootData?.htmlLang ?? locale}
      data-webview={rootData?.webview.webview ? 'true' : undefined}
      data-hydrated={hydrated ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {rootData ? (
          // The browser fetches the messages alongside the scripts; entry.client waits for them.
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={`${rootData.messagesHref}&routes=${firstRouteIds.join(',')}`}
            data-messages=""
          />
        ) : null}
        {rootData ? (
          <style
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: rootData.themeCss }}
          />
        ) : null}
      </head>
      <body>
        <SiteChrome>{children}</SiteChrome>
        <ScrollRestoration nonce={nonce} />
        <ModulePreloads />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const webview = rootData?.webview ?? { webview: false, hidebackbutton: false, analytics: false };
  useRememberLoggedIn(Boolean(rootData?.customer));
  useKeptLinkNavigation();
  const layouts = useMatches().map((match) => (match.handle as { layout?: string } | undefined)?.layout);
  const focused = layouts.includes('focused');
  // Issue 36: the staff area brings its own header; nothing of the shop's chrome, cart or tracking.
  const shop = Boolean(rootData) && !layouts.includes('staff');
  return (
    <ToastProvider flashed={rootData?.toast ?? null}>
      <OfflineNotice />
      <KeptLinkPrefetch />
      <a href="#main-content" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {shop && rootData ? (
        <SiteHeader
          header={rootData.chrome.header}
          banner={rootData.chrome.topbarbanner}
          logo={rootData.logo}
          webview={webview}
          customer={rootData.customer}
          focused={focused}
        />
      ) : null}
      <main id="main-content" tabIndex={-1} className="site-main">
        <Toasts />
        {shop ? <CartWatch /> : null}
        {shop ? <TrackingLayer /> : null}
        {children}
      </main>
      {shop && rootData && !webview.webview ? (
        <SiteFooter footer={rootData.chrome.footer} focused={focused} loggedIn={Boolean(rootData.customer)} />
      ) : null}
    </ToastProvider>
  );
}
