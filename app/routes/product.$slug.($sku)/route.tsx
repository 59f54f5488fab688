import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { ProductDetail } from '../../../backend/src/schemas/catalogue.js';
import { parseProductSku } from './product-sku.server';
import { FavoriteToggle } from '~/components/account/account-forms';
import { AddToCartSlot } from '~/components/catalogue/add-to-cart-slot';
import { RestockNote } from '~/components/catalogue/restock-note';
import { Badges } from '~/components/catalogue/badges';
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs';
import { useContentAmount } from '~/components/catalogue/content-amount';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { ProductPrice } from '~/components/catalogue/price';
import { ProductFacts } from './product-facts';
import { JsonLd, productJsonLd } from '~/components/catalogue/product-json-ld';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SmartLink } from '~/components/smart-link';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { formatMoney } from '~/utils/money';
import { notFound } from '~/utils/not-found.server';
import { createShopLinks, useShopLinks } from '~/utils/shop-links';

async function orNotFound<T>(loading: Promise<T>, raise: () => Promise<never>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof ApiNotFoundError) return raise();
    throw error;
  }
}

// §2 product-slug: /produkte/{slug}/{sku?}. The sku finds the product; the slug is for people.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const links = createShopLinks(context.tenant.paths);
  const raise = async (): Promise<never> => {
    throw await notFound(context, request);
  };
  const slug = params.slug ?? '';
  let product: ProductDetail;
  if (params.sku !== undefined) {
    const sku = parseProductSku(params.sku);
    if (sku === undefined) return raise();
    product = await orNotFound(context.catalogue.getProduct(sku), raise);
    // An old or mistyped slug still finds the product, under its one address.
    if (product.slug !== slug) throw redirect(links.product(product.slug, product.sku), 301);
  } else {
    const summary = await context.catalogue.findProductBySlug(slug);
    if (!summary) return raise();
    product = await orNotFound(context.catalogue.getProduct(summary.sku), raise);
  }

  const path = links.product(product.slug, product.sku);
  const { currency, locale } = context.tenant.config.clientRuntimeConfig;
  // Similar products are a suggestion: the page shows without them.
  const similar = await context.catalogue
    .getSimilarProducts(product.slug)
    .then((list) => list.products.filter((item) => item.sku !== product.sku).slice(0, 8))
    .catch(() => []);
  const price = formatMoney(product.price.regular, { locale, currency });
  const amount =
    product.bundleInfo ??
    context.t(`product.amount.${product.contentAmount.unit}`, {
      value: new Intl.NumberFormat(locale).format(product.contentAmount.value),
    });
  const image = product.images[0] ?? product.image;
  return data({
    product,
    similar,
    // Issue 37: view_item for the dataLayer.
    trackingEvents: trackingEventsFor(context, request, (c) => [trackingEvents.viewItem(c, product)]),
    jsonLd: productJsonLd(product, { origin: url.origin, path, currency }),
    meta: {
      title: product.brand ? `${product.name} – ${product.brand.name}` : product.name,
      description: product.brand
        ? context.t('product.metaDescription', {
            name: product.name,
            brand: product.brand.name,
            amount,
            price,
          })
        : context.t('product.metaDescriptionNoBrand', { name: product.name, amount, price }),
      canonicalUrl: new URL(path, url.origin).href,
      image: new URL(image.src, url.origin).href,
    },
  });
}

function Pictures({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [main, ...more] = product.images;
  if (!main) return null;
  return (
    <div className="product-pictures">
      <img
        className="product-pictures__main"
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        loading="eager"
      />
      {more.length ? (
        <ul className="product-pictures__more" aria-label={t('product.pictures')}>
          {more.map((picture) => (
            <li key={picture.src}>
              <img
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

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
      <Breadcrumbs trail={trail} current={product.name} />
      <article className="product-page__main" aria-labelledby="product-name">
        <Pictures product={product} />
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
          <RestockNote availableAgainAt={product.availableAgainAt} />
          <FavoriteToggle product={product} />
          {product.ageRestriction ? (
            <p className="product-page__age" role="note">
              {t('product.ageNotice', { age: product.ageRestriction })}
            </p>
          ) : null}
        </div>
      </article>
      <ProductFacts product={product} />
      {similar.length ? (
        <section className="product-page__similar" aria-labelledby="similar-products">
          <h2 id="similar-products">{t('product.similar')}</h2>
          <ProductGrid products={similar} headingLevel={3} />
        </section>
      ) : null}
      <JsonLd data={jsonLd} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
