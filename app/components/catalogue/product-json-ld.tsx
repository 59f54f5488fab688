import type { ProductDetail } from '../../../backend/src/schemas/catalogue.js';
import { useNonce } from '~/utils/root-data';

const SCHEMA_AVAILABILITY = {
  available: 'https://schema.org/InStock',
  ageRestricted: 'https://schema.org/InStock',
  temporarilyUnavailable: 'https://schema.org/OutOfStock',
  unavailable: 'https://schema.org/OutOfStock',
} as const;

/** Cents as the decimal string schema.org expects ("1.29"), never a float that rounds oddly. */
function decimal(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** Issue 4: the regular price only, as a loyalty price is not open to everyone. */
export function productJsonLd(
  product: ProductDetail,
  { origin, path, currency }: { origin: string; path: string; currency: string },
) {
  const absolute = (src: string) => new URL(src, origin).href;
  const orderable = product.orderability !== 'CanNotBeOrdered';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    image: product.images.map((image) => absolute(image.src)),
    category: [...product.parentCategories, product.category].map((category) => category.name).join(' > '),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(path),
      price: decimal(product.price.regular),
      priceCurrency: currency,
      availability: orderable ? SCHEMA_AVAILABILITY[product.availability] : 'https://schema.org/OutOfStock',
      ...(product.weightArticle
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: decimal(product.price.regular),
              priceCurrency: currency,
              unitCode: 'KGM',
            },
          }
        : {}),
    },
  };
}

/** `<` as `\u003c`, so nothing in the data can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
