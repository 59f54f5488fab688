import type { BlockNode, ContentPage } from '../../backend/src/schemas/content';
import type { TenantConfig } from '../../backend/src/schemas/tenant';
import { e2eApiUrl } from '../../playwright.config';

// The journeys read the seeded data from the commerce API, so they check what the shop shows
// against what the CMS holds instead of repeating the seed's wording.
async function getJson<T>(path: string, tenant: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': tenant },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function getTenantConfig(tenant = 'de') {
  return getJson<TenantConfig>('/tenant/config', tenant);
}

export function getContentPage(slug: string, tenant = 'de') {
  return getJson<ContentPage>(`/api/content/pages/${slug}`, tenant);
}

export async function listContentPages(tenant = 'de') {
  const { pages } = await getJson<{ pages: { slug: string; title: string }[] }>('/api/content/pages', tenant);
  return pages;
}

function findHeadline(blocks: BlockNode[], level?: number): string | undefined {
  for (const block of blocks) {
    const matches = block.type === 'headline' && (level === undefined || block.fields.level === level);
    if (matches && typeof block.fields.text === 'string') return block.fields.text;
    const nested = findHeadline(block.children ?? [], level);
    if (nested) return nested;
  }
  return undefined;
}

// The page's h1: a level-1 headline block when the editor placed one, else the page title.
export function pageHeading(page: ContentPage): string {
  return findHeadline(page.blocks, 1) ?? page.meta.title;
}

export function firstHeadline(page: ContentPage): string {
  return findHeadline(page.blocks) ?? '';
}
