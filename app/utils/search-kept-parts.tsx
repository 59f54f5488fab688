import type { ComponentProps } from 'react';
import { codeOnDemand, KeptPart } from '~/components/kept-html';
import type { searchParts } from '~/components/search/search-parts';
import * as partsOnServer from './search-parts.server';

type Parts = typeof searchParts;

const parts = codeOnDemand(
  (partsOnServer as Partial<typeof partsOnServer>).searchParts,
  async () => (await import('~/components/search/search-parts')).searchParts,
);

/** Decision 0098: the search page's parts without interaction, kept as the server rendered them. */
export function SearchHitList(props: ComponentProps<Parts['SearchHitList']>) {
  return (
    <KeptPart code={parts} content={props} render={({ SearchHitList }) => <SearchHitList {...props} />} />
  );
}

export function DidYouMean(props: ComponentProps<Parts['DidYouMean']>) {
  return <KeptPart code={parts} content={props} render={({ DidYouMean }) => <DidYouMean {...props} />} />;
}

export function Paging(props: ComponentProps<Parts['Paging']>) {
  const hrefs = Array.from({ length: props.pageCount }, (_, index) => props.hrefFor(index + 1));
  return (
    <KeptPart code={parts} content={[props.page, hrefs]} render={({ Paging }) => <Paging {...props} />} />
  );
}
