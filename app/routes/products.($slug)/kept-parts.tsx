import type { ComponentProps, ComponentType } from 'react';
import { codeOnDemand, KeptPart } from '~/components/kept-html';
import type { catalogueParts } from './catalogue-parts';
import * as partsOnServer from './catalogue-parts.server';

type Parts = typeof catalogueParts;

const parts = codeOnDemand(
  (partsOnServer as Partial<typeof partsOnServer>).catalogueParts,
  async () => (await import('./catalogue-parts')).catalogueParts,
);

/** Decision 0096: a catalogue part without interaction, kept as the server rendered it. */
function Kept<Props extends object>({
  part,
  props,
  content,
}: {
  part: (loaded: Parts) => ComponentType<Props>;
  props: Props;
  content: unknown;
}) {
  return (
    <KeptPart
      code={parts}
      content={content}
      render={(loaded) => {
        const Part = part(loaded);
        return <Part {...props} />;
      }}
    />
  );
}

export function Breadcrumbs(props: ComponentProps<Parts['Breadcrumbs']>) {
  return <Kept part={(loaded) => loaded.Breadcrumbs} props={props} content={props} />;
}

export function CategoryLinks(props: ComponentProps<Parts['CategoryLinks']>) {
  return <Kept part={(loaded) => loaded.CategoryLinks} props={props} content={props} />;
}

export function CategoryTreeList(props: ComponentProps<Parts['CategoryTreeList']>) {
  return <Kept part={(loaded) => loaded.CategoryTreeList} props={props} content={props} />;
}

export function Paging(props: ComponentProps<Parts['Paging']>) {
  const hrefs = Array.from({ length: props.pageCount }, (_, index) => props.hrefFor(index + 1));
  return <Kept part={(loaded) => loaded.Paging} props={props} content={[props.page, hrefs]} />;
}
