import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/utils/use-translation';
import { GeneralErrorBoundary } from '~/components/error-boundary';

// A document that renders the shop's layout and no page data: synthetic monitoring proves with it
// that server rendering works end to end, and bench/pages.ts uses it as the floor of a page.
export default function RenderCheck() {
  const { t } = useTranslation();
  return <h1>{t('status.renderCheck')}</h1>;
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction = () => [{ title: 'ok' }, { name: 'robots', content: 'noindex, nofollow' }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
