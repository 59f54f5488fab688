import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { useTranslation } from '~/utils/use-translation';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { unindexedMeta } from '~/utils/page-meta';

// For synthetic monitoring of server rendering; bench/pages.ts uses it as the floor of a page.
export default function RenderCheck() {
  const { t } = useTranslation();
  return <h1>{t('status.renderCheck')}</h1>;
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction = () => unindexedMeta('ok');

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
