import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/utils/use-translation';
import { GeneralErrorBoundary } from '~/components/error-boundary';

// For synthetic monitoring of server rendering; bench/pages.ts uses it as the floor of a page.
export default function RenderCheck() {
  const { t } = useTranslation();
  return <h1>{t('status.renderCheck')}</h1>;
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction = () => [{ title: 'ok' }, { name: 'robots', content: 'noindex, nofollow' }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
