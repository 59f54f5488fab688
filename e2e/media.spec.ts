import { expect, test } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';
import { onlyOnceForPlainRequests } from './support/projects';

type Listing = { products: { sku: string; name: string; image: { src: string } }[] };
type RecipeList = { recipes: { slug: string; title: string; image: { src: string } }[] };

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// The generated pictures (issue 4): every product and recipe has one at the URL its data names.
test('serves the packshot of a product and the picture of a recipe as SVG', async ({ request }) => {
  onlyOnceForPlainRequests();
  const { products } = await apiJson<Listing>('/api/categories/milch-kaese/products');
  const product = products[0]!;
  const picture = await request.get(product.image.src);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(picture.headers()['cache-control']).toBe('public, max-age=86400');
  const svg = await picture.text();
  expect(svg).toMatch(/^<svg [^>]*viewBox=/);
  expect(svg).toContain('role="img"');
  expect(picture.headers()['x-content-type-options']).toContain('nosniff');

  // Decision 0105: the tiles show the same pack without its label's text, at a URL of its own.
  const thumbnail = product.image.src.replace(/\.svg$/, '.thumb.svg');
  const listing = await request.get('/kategorie/milch-kaese');
  expect(await listing.text()).toContain(`src="${thumbnail}"`);
  const small = await request.get(thumbnail);
  expect(small.status()).toBe(200);
  expect(small.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(small.headers()['cache-control']).toBe('public, max-age=86400');
  expect(small.headers()['x-content-type-options']).toContain('nosniff');
  const smallSvg = await small.text();
  expect(smallSvg).toContain(svg.match(/<title id="t">[^<]*<\/title>/)![0]);
  expect(smallSvg).not.toContain('<text');

  const { recipes } = await apiJson<RecipeList>('/api/recipes?pageSize=1');
  const recipePicture = await request.get(recipes[0]!.image.src);
  expect(recipePicture.status()).toBe(200);
  expect(await recipePicture.text()).toContain('<svg');
  // Recipes have no thumbnail variant.
  expect((await request.get(recipes[0]!.image.src.replace(/\.svg$/, '.thumb.svg'))).status()).toBe(404);
});

test('answers 404 for a picture of nothing', async ({ request }) => {
  onlyOnceForPlainRequests();
  for (const path of [
    '/media/products/99999999.svg',
    '/media/products/..%2Fsecret.svg',
    '/media/videos/x.svg',
    '/media/products/99999999.thumb.svg',
    '/media/products/1.thumb.thumb.svg',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
