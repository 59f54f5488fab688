import '../browser-shell'; // decision 0094: loaded by import() for a 404, its modules stay in the framework's chunk
import { useLoaderData } from '@remix-run/react';
import type { CSSProperties } from 'react';
import type { ContentPage, PageMeta } from '../../backend/src/schemas/content.js';
import {
  BlockDataProvider,
  BlockPageProvider,
  defaultBlockPage,
  type BlockData,
  type BlockPage,
} from './block-data';
import { EditorLinksProvider } from './editor-links';
import { BlockList, hasPageHeadline } from './registry';
import type { loadContentPage } from './content-page.server';

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

export function ContentPageView({
  page,
  blockData = {},
  blockPage,
}: {
  page: ContentPage;
  blockData?: BlockData;
  blockPage?: BlockPage;
}) {
  return (
    <div className="content-page" style={pageBackgroundStyle(page.meta)}>
      {hasPageHeadline(page.blocks) ? null : <h1 className="content-page__title">{page.meta.title}</h1>}
      <BlockPageProvider page={blockPage ?? { ...defaultBlockPage, slug: page.slug }}>
        <BlockDataProvider data={blockData}>
          <EditorLinksProvider>
            <BlockList blocks={page.blocks} />
          </EditorLinksProvider>
        </BlockDataProvider>
      </BlockPageProvider>
    </div>
  );
}

export function ContentPageRoute() {
  const { page, blockData, blockPage } = useLoaderData<typeof loadContentPage>();
  return <ContentPageView page={page} blockData={blockData} blockPage={blockPage} />;
}
