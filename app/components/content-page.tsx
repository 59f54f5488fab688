import { useLoaderData } from '@remix-run/react';
import type { CSSProperties } from 'react';
import type { ContentPage, PageMeta } from '../../backend/src/schemas/content.js';
import { BlockDataProvider, type BlockData } from '~/blocks/block-data';
import { BlockList, hasPageHeadline } from '~/blocks/registry';
import type { loadContentPage } from '~/utils/content-page.server';

function cssUrl(value: string): string | undefined {
  return /^(https?:\/\/|\/)[^"'()\\\s]*$/.test(value) ? `url("${value}")` : undefined;
}

/** §3: the page's background colour, image, repeat and size style the page. */
export function pageBackgroundStyle(meta: PageMeta): CSSProperties | undefined {
  const style: CSSProperties = {
    backgroundColor: meta.backgroundColor,
    backgroundImage: meta.backgroundImage ? cssUrl(meta.backgroundImage) : undefined,
    backgroundRepeat: meta.backgroundRepeat,
    backgroundSize: meta.backgroundSize,
  };
  return Object.values(style).some(Boolean) ? style : undefined;
}

export function ContentPageView({ page, blockData = {} }: { page: ContentPage; blockData?: BlockData }) {
  return (
    <div className="content-page" style={pageBackgroundStyle(page.meta)}>
      {hasPageHeadline(page.blocks) ? null : <h1 className="content-page__title">{page.meta.title}</h1>}
      <BlockDataProvider data={blockData}>
        <BlockList blocks={page.blocks} />
      </BlockDataProvider>
    </div>
  );
}

/** The component of a route whose loader is `loadContentPage`. */
export function ContentPageRoute() {
  const { page, blockData } = useLoaderData<typeof loadContentPage>();
  return <ContentPageView page={page} blockData={blockData} />;
}
