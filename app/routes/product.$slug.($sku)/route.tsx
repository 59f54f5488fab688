import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { loader } from './product-loader.server';
import { FavoriteToggle } from '~/components/account/account-forms';
import { AddToCartSlot } from '~/components/catalogue/add-to-cart-slot';
import { Badges } from '~/components/catalogue/badges';
import { useContentAmount } from '~/components/catalogue/content-amount';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { ProductPrice } from '~/components/catalogue/price';
import { Kept } from './kept-parts';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';

export { loader };

export default function ProductPage() {
  const { product, similar, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  const contentAmount = useContentAmount();
  const trail = [...product.parentCategories, product.category].map((category) => ({
    label: category.name,
    href: links.category(category.slug),
  }));
  return (
    <div className="catalogue-page product-page">
      <Kept part="Breadcrumbs" trail={trail} current={product.name} />
      <article className="product-page__main" aria-labelledby="product-name">
        <Kept part="Pictures" product={product} />
        <div className="product-page__buy">
          <h1 id="product-name">{product.name}</h1>
          <div className="product-page__facts">
            {product.brand ? (
              <p className="product-page__brand">
                <SmartLink href={links.brand(product.brand.slug)}>{product.brand.name}</SmartLink>
              </p>
            ) : null}
            <p className="product-page__amount">
              {product.bundleInfo
                ? `${product.bundleInfo} (${contentAmount(product.contentAmount)})`
                : contentAmount(product.contentAmount)}
            </p>
            <Badges badges={product.badges} />
          </div>
          {/* Issue 19: price and the add-to-cart control side by side, on a phone's first screen. */}
          <div className="product-page__purchase">
            <ProductPrice product={product} detail />
            <AddToCartSlot product={product} />
          </div>
          <Kept part="RestockNote" availableAgainAt={product.availableAgainAt} />
          <FavoriteToggle product={product} />
          {product.ageRestriction ? (
            <p className="product-page__age" role="note">
              {t('product.ageNotice', { age: product.ageRestriction })}
            </p>
          ) : null}
        </div>
      </article>
      <Kept part="ProductFacts" product={product} />
      {similar.length ? (
        <section className="product-page__similar" aria-labelledby="similar-products">
          <h2 id="similar-products">{t('product.similar')}</h2>
          <ProductGrid products={similar} headingLevel={3} />
        </section>
      ) : null}
      <Kept part="JsonLd" data={jsonLd} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
