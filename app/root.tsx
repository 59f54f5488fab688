// Decision 0055: no runtime import of @remix-run/node here, the browser would load an empty chunk for it.
import type { LinksFunction } from '@remix-run/node';
import { Outlet, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { cssBundleHref } from '@remix-run/css-bundle';
import { GeneralErrorBoundary } from './components/error-boundary';
import { documentTitle } from './utils/page-meta';
// The shop's own styles travel as one stylesheet: one render-blocking request, not nine (issue 20).
import './styles/app.css';
import './styles/chrome.css';
import './styles/blocks.css';
import './styles/blocks-interactive.css';
import './styles/catalogue.css';
import './styles/search.css';
import './styles/account.css';
import './styles/cart.css';
import './styles/cart-dialogs.css';
// Issue 39: the pages' own styles too (decision 0114): a second stylesheet cost the cart and the
// checkout a new connection before their first paint. The staff pages keep theirs.
import './styles/service-prompt.css';
import './styles/cart-service.css';
import './styles/checkout.css';
import './styles/store-finder.css';
import './styles/delivery-pass.css';
import type { loader } from './root.server';
import { sessionCookiesChanged } from './utils/session-cookies';

export { loader } from './root.server';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
];

export { Layout } from './components/site-layout';

export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  sessionCookiesChanged() || defaultShouldRevalidate;

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) => {
  const seo = rootData?.chrome.socialsharingandseo;
  return [
    { title: documentTitle(undefined, seo) },
    ...(seo ? [{ name: 'description', content: seo.defaultDescription }] : []),
  ];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
