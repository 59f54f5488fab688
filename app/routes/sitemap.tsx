import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LinkList } from '~/components/link-list';
import { canonicalUrlOf, contentRouteMeta } from '~/utils/page-meta';

const NOT_LISTED = new Set(['index', 'catch-all', 'sitemap']);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pages } = await context.content.listPages();
  const { homePageSlug, notFoundPageSlug } = context.tenant.config.clientRuntimeConfig.cms;
  // §2: the tenant's enabled feature pages that take no parameters, under their tenant paths.
  const shopPages = context.tenant.routes
    .filter((route) => !NOT_LISTED.has(route.name) && !/[:*]/.test(route.path))
    .map((route) => ({ href: route.path, label: context.t(`sitemap.route.${route.name}`) }));
  const contentPages = pages
    .filter((page) => page.slug !== notFoundPageSlug)
    .map((page) =>
      page.slug === homePageSlug
        ? { href: '/', label: context.t('common.home') }
        : { href: `/${page.slug}`, label: page.title },
    );
  return data({
    contentPages,
    shopPages,
    title: context.t('sitemap.title'),
    canonicalUrl: canonicalUrlOf(request),
  });
}

export default function SitemapPage() {
  const { contentPages, shopPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="sitemap">
      <h1>{t('sitemap.title')}</h1>
      <section aria-labelledby="sitemap-content">
        <h2 id="sitemap-content">{t('sitemap.contentPages')}</h2>
        <LinkList links={contentPages} className="sitemap__list" />
      </section>
      {shopPages.length ? (
        <section aria-labelledby="sitemap-shop">
          <h2 id="sitemap-shop">{t('sitemap.shopPages')}</h2>
          <LinkList links={shopPages} className="sitemap__list" />
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: sitemap, matches }) => {
  if (!sitemap) return [];
  const meta = { title: sitemap.title, keywords: [], noIndex: false, noFollow: false };
  return contentRouteMeta({ data: { page: { meta }, canonicalUrl: sitemap.canonicalUrl }, matches });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
