import type { LoaderFunctionArgs } from '@remix-run/node';
import { invariantResponse } from '@epic-web/invariant';
import { renderProductPackshot, renderProductThumbnail, renderRecipePicture } from './packshot-svg.server';
import type { ProductDetail } from '../../../backend/src/schemas/catalogue.js';
import { formatContentAmount } from '~/components/catalogue/content-amount';
import { ApiNotFoundError } from '~/services/api-errors.server';
import type { StorefrontLoadContext } from '~/load-context.server';

// Issue 4: generated pictures; a real shop's photos would come from its image store at the same URLs.
// Decision 0105: `<sku>.thumb.svg` is a product's small picture, without the label's text.
const FILE = /^([0-9A-Za-z][0-9A-Za-z-]{0,199})(\.thumb)?\.svg$/;
const RECIPE_COLOURS = ['#ef6c00', '#c62828', '#2e7d32', '#6a1b9a', '#00838f', '#8d6e63'];

export function tintOf(hex: string): string | undefined {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return undefined;
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (255 - value) * 0.88)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

async function productPicture(
  context: StorefrontLoadContext,
  sku: string,
  render: typeof renderProductPackshot,
): Promise<string> {
  const [product, tree] = await Promise.all([
    context.catalogue.getProduct(sku),
    context.catalogue.getCategoryTree(),
  ]);
  const topSlug = product.parentCategories[0]?.slug ?? product.category.slug;
  const color = tree.categories.find((category) => category.slug === topSlug)?.color ?? '#2e7d32';
  return render({
    name: product.name,
    brand: product.brand?.name ?? null,
    color,
    accent: tintOf(color),
    contentLabel: contentLabelOf(context, product),
  });
}

function contentLabelOf(context: StorefrontLoadContext, product: ProductDetail): string {
  const { locale } = context.tenant.config.clientRuntimeConfig;
  return product.bundleInfo ?? formatContentAmount(product.contentAmount, locale, context.t);
}

async function recipePicture(context: StorefrontLoadContext, slug: string): Promise<string> {
  const recipe = await context.search.getRecipe(slug);
  const hash = [...recipe.slug].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
  return renderRecipePicture({ title: recipe.title, color: RECIPE_COLOURS[hash % RECIPE_COLOURS.length]! });
}

type Draw = (context: StorefrontLoadContext, id: string) => Promise<string>;

/** By kind and variant; a Map, so no name from the URL can reach an object's prototype. */
const pictures = new Map<string, Draw>([
  ['products', (context, sku) => productPicture(context, sku, renderProductPackshot)],
  ['products.thumb', (context, sku) => productPicture(context, sku, renderProductThumbnail)],
  ['recipes', recipePicture],
]);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const [, id, variant = ''] = FILE.exec(params.file ?? '') ?? [];
  const draw = pictures.get(`${params.kind}${variant}`);
  invariantResponse(id && draw, 'No such picture', { status: 404 });
  let svg: string;
  try {
    svg = await draw(context, id);
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw new Response('No such picture', { status: 404 });
    throw error;
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // A renamed product gets its new picture within a day.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
