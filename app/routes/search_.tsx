import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SearchPageForm } from '~/components/search/search-page-form';
import { checkSearchTerm } from '~/components/search/search-term';
import { canonicalUrlOf, contentRouteMeta } from '~/utils/page-meta';
import { createShopLinks } from '~/utils/shop-links';

/** §2, §5: a valid term goes on to its search page; a refused one shows the form with its error. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('term');
  const common = {
    action: url.pathname,
    canonicalUrl: canonicalUrlOf(request),
    title: context.t('search.title'),
  };
  if (raw === null) return data({ ...common, term: '', error: null });
  const check = checkSearchTerm(raw);
  if (check.ok) {
    const { paths, config } = context.tenant;
    const links = createShopLinks(paths, config.clientRuntimeConfig.shopForward);
    // Parsed as a URL, the path gets its umlauts percent-encoded: a Location header is ASCII only.
    const target = new URL(links.search(check.term, 'products'), url);
    throw redirect(target.origin === url.origin ? `${target.pathname}${target.search}` : target.href);
  }
  return data({ ...common, term: check.term, error: check.error }, { status: 400 });
}

export default function SearchFormPage() {
  const { action, term, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="search-page">
      <h1>{t('search.title')}</h1>
      <p>{t('search.intro')}</p>
      <SearchPageForm action={action} term={term} error={error} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  // A form, not content: never indexed.
  const meta = { title: page.title, keywords: [], noIndex: true, noFollow: false };
  return contentRouteMeta({ data: { page: { meta }, canonicalUrl: page.canonicalUrl }, matches });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
