import type { MetaDescriptor } from '@remix-run/react';
import type { ClientConfigs, PageMeta } from '../../backend/src/schemas/content.js';
import { parseNotFoundData } from './not-found';

type Seo = ClientConfigs['socialsharingandseo'];

export function documentTitle(title: string | undefined, seo: Seo): string {
  if (!seo) return title ?? '';
  if (!title) return seo.siteName;
  return seo.titleTemplate.replace('%s', title);
}

/** §3 page meta into the document head. */
export function pageMetaDescriptors(meta: PageMeta, seo: Seo, canonicalUrl: string): MetaDescriptor[] {
  const description = meta.description ?? seo?.defaultDescription;
  const image = meta.openGraphImage ?? seo?.defaultOpenGraphImage;
  const robots = [meta.noIndex ? 'noindex' : 'index', meta.noFollow ? 'nofollow' : 'follow'].join(', ');
  const title = documentTitle(meta.title, seo);
  return [
    { title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
    ...(meta.keywords.length ? [{ name: 'keywords', content: meta.keywords.join(', ') }] : []),
    { name: 'robots', content: robots },
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonicalUrl },
    ...(seo ? [{ property: 'og:site_name', content: seo.siteName }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(seo?.twitterHandle ? [{ name: 'twitter:site', content: seo.twitterHandle }] : []),
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
  ];
}

export function canonicalUrlOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

/** A page search engines must neither index nor follow, under its own title. */
export const unindexedMeta = (title: string): MetaDescriptor[] => [
  { title },
  { name: 'robots', content: 'noindex, nofollow' },
];

type ContentRouteData = { page: { meta: PageMeta }; canonicalUrl: string } | undefined;
type RootMatch = { id: string; data?: unknown };

function seoFrom(matches: readonly RootMatch[]): Seo {
  const root = matches.find((match) => match.id === 'root')?.data as { chrome?: ClientConfigs } | undefined;
  return root?.chrome?.socialsharingandseo;
}

/** The meta of a content page route; after a 404 the error page's own meta, never indexed. */
export function contentRouteMeta(args: {
  data: ContentRouteData;
  error?: unknown;
  matches: readonly RootMatch[];
}) {
  const seo = seoFrom(args.matches);
  if (args.data) return pageMetaDescriptors(args.data.page.meta, seo, args.data.canonicalUrl);
  const errorData = (args.error as { data?: unknown } | undefined)?.data;
  const title = parseNotFoundData(errorData).page?.meta.title;
  return unindexedMeta(documentTitle(title, seo));
}
