import type { MetaDescriptor } from '@remix-run/react';
import { contentRouteMeta, pageMetaDescriptors } from './page-meta';

type RootMatch = { id: string; data?: unknown };

export type CatalogueMeta = {
  title: string;
  description?: string;
  canonicalUrl: string;
  /** Filtered, re-sorted listings are copies of the plain listing: not for search engines. */
  noIndex?: boolean;
  image?: string;
};

/** §2: after a 404 the CMS error page's meta, never indexed. */
export function catalogueMeta(args: {
  data: { meta: CatalogueMeta } | undefined;
  error?: unknown;
  matches: readonly RootMatch[];
}): MetaDescriptor[] {
  if (!args.data) return contentRouteMeta({ data: undefined, error: args.error, matches: args.matches });
  const { meta } = args.data;
  const root = args.matches.find((match) => match.id === 'root')?.data as
    { chrome?: { socialsharingandseo?: Parameters<typeof pageMetaDescriptors>[1] } } | undefined;
  return pageMetaDescriptors(
    {
      title: meta.title,
      description: meta.description,
      keywords: [],
      noIndex: meta.noIndex ?? false,
      noFollow: false,
      openGraphImage: meta.image,
    },
    root?.chrome?.socialsharingandseo,
    meta.canonicalUrl,
  );
}
