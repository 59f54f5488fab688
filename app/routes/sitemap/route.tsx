import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { CategoryTreeList } from '~/components/catalogue/category-links';
import { listedShopRoutes, loadCatalogueIndex } from './site-index.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LinkList } from '~/components/smart-link';
import { canonicalUrlOf, contentRouteMeta } from '~/utils/page-meta';
import { useShopLinks } from '~/utils/shop-links';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ pages }, catalogue] = await Promise.all([
    context.content.listPages(),
    loadCatalogueIndex(context),
  ]);
  const { homePageSlug, notFoundPageSlug } = context.tenant.config.clientRuntimeConfig.cms;
  // §2: the tenant's enabled feature pages that take no parameters, under their tenant paths.
  const shopPages = listedShopRoutes(context.tenant.paths).map((route) => ({
    href: route.path,
    label: context.t(`sitemap.route.${route.name}`),
  }));
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
    // Issue 4: the category tree, brands and recipes, each a section of links.
    tree: catalogue.tree,
    brands: catalogue.brands?.map(({ slug, name }) => ({ slug, name })) ?? null,
    recipes: catalogue.recipes?.map(({ slug, title }) => ({ slug, title })) ?? null,
    title: context.t('sitemap.title'),
    canonicalUrl: canonicalUrlOf(request),
  });
}

export default function SitemapPage() {
  const { contentPages, shopPages, tree, brands, recipes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
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
      {tree?.categories.length ? (
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">{t('category.allTitle')}</h2>
          <CategoryTreeList tree={tree} depth={3} headingLevel={3} />
        </section>
      ) : null}
      {brands?.length ? (
        <section aria-labelledby="sitemap-brands">
          <h2 id="sitemap-brands">{t('brand.allBrands')}</h2>
          <LinkList
            links={brands.map((brand) => ({ href: links.brand(brand.slug), label: brand.name }))}
            className="sitemap__list sitemap__list--columns"
          />
        </section>
      ) : null}
      {recipes?.length ? (
        <section aria-labelledby="sitemap-recipes">
          <h2 id="sitemap-recipes">{t('catalogue.recipes')}</h2>
          <LinkList
            links={recipes.map((recipe) => ({ href: links.recipe(recipe.slug), label: recipe.title }))}
            className="sitemap__list sitemap__list--columns"
          />
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
