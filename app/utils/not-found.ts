import type { ContentPage } from '../../backend/src/schemas/content.js';

// §2: the data of a 404 names the content-managed error page and an additional component.
export type NotFoundData = {
  errorPageSlug?: string;
  additionalComponent?: string;
  path?: string;
  page?: ContentPage | null;
};

const textFields = ['errorPageSlug', 'additionalComponent', 'path'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isContentPage = (value: unknown): value is ContentPage =>
  isRecord(value) && typeof value.slug === 'string' && isRecord(value.meta) && Array.isArray(value.blocks);

/** Plain checks, not zod: error boundaries run in the browser (decision 0017). */
export function parseNotFoundData(value: unknown): NotFoundData {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!isRecord(candidate)) return {};
  const data: NotFoundData = {};
  for (const field of textFields) {
    const text = candidate[field];
    if (text === undefined) continue;
    if (typeof text !== 'string') return {};
    data[field] = text;
  }
  const page = candidate.page;
  if (page === null) data.page = null;
  else if (page !== undefined) {
    if (!isContentPage(page)) return {};
    data.page = page;
  }
  return data;
}
