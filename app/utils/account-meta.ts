import type { MetaFunction } from '@remix-run/react';
import { contentRouteMeta } from './page-meta';

/** Account screens are personal forms, never indexed; their title comes from the loader. */
export const accountMeta: MetaFunction<() => Promise<{ title: string; canonicalUrl: string }>> = ({
  data: page,
  matches,
}) => {
  if (!page) return [];
  const meta = { title: page.title, keywords: [], noIndex: true, noFollow: true };
  return contentRouteMeta({ data: { page: { meta }, canonicalUrl: page.canonicalUrl }, matches });
};
