import type { ComponentProps } from 'react';
import { codeOnDemand, KeptHtml } from '~/components/kept-html';
import type { searchParts } from '~/components/search/search-parts';
import * as partsOnServer from './search-parts.server';

type Parts = typeof searchParts;

const parts = codeOnDemand(
  (partsOnServer as Partial<typeof partsOnServer>).searchParts,
  async () => (await import('~/components/search/search-parts')).searchParts,
);

/**
 * Decision 0098: the search page's parts without interaction, kept as the server rendered them
 * (decisions 0022, 0096). `content` is what a part shows; when it changes, the part is mounted
 * anew, which a navigation waits for until the code is there.
 */
function Kept({ content, render }: { content: unknown; render: (loaded: Parts) => JSX.Element }) {
  // The server renders it anyway: no need to write down what it shows.
  const shown = parts.onServer ? '' : JSON.stringify(content);
  return <KeptHtml key={shown} content={shown} code={parts} render={() => render(parts.get()!)} />;
}

export function SearchHitList(props: ComponentProps<Parts['SearchHitList']>) {
  return <Kept content={props} render={({ SearchHitList }) => <SearchHitList {...props} />} />;
}

export function DidYouMean(props: ComponentProps<Parts['DidYouMean']>) {
  return <Kept content={props} render={({ DidYouMean }) => <DidYouMean {...props} />} />;
}

export function Paging(props: ComponentProps<Parts['Paging']>) {
  const hrefs = Array.from({ length: props.pageCount }, (_, index) => props.hrefFor(index + 1));
  return <Kept content={[props.page, hrefs]} render={({ Paging }) => <Paging {...props} />} />;
}
