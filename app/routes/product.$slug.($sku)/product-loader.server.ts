import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { ProductDetail } from '../../../backend/src/schemas/catalogue.js';
import { productJsonLd } from '~/components/catalogue/product-json-ld';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { formatMoney } from '~/utils/money';
import { notFound } from '~/utils/not-found.server';
import { createShopLinks } from '~/utils/shop-links';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';
import { parseProductSku } from './product-sku.server';

// Issue 39: the loader in a `.server` module of its own, so the route's browser chunk imports one
// empty module instead of four shared ones (each a file of its own, decision 0094).
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
