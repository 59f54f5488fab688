import type { ComponentProps, ComponentType } from 'react';
import { codeOnDemand, KeptHtml } from '~/components/kept-html';
import type { catalogueParts } from './catalogue-parts';
import * as partsOnServer from './catalogue-parts.server';

type Parts = typeof catalogueParts;

const parts = codeOnDemand(
  (partsOnServer as Partial<typeof partsOnServer>).catalogueParts,
  async () => (await import('./catalogue-parts')).catalogueParts,
);

/**
 * Decision 0096: a catalogue part without interaction, kept as the server rendered it (decision
 * 0022). `content` is what it shows; when it changes, the part is mounted anew, which a
 * navigation (a transition) waits for until the code is there.
 */
function Kept<Props extends object>({
  part,
  props,
  content,
}: {
  part: (loaded: Parts) => ComponentType<Props>;
  props: Props;
  content: unknown;
}) {
  // The server renders it anyway: no need to write down what it shows.
  const shown = parts.onServer ? '' : JSON.stringify(content);
  return (
    <KeptHtml
      key={shown}
      content={shown}
      code={parts}
      render={() => {
        const Part = part(parts.get()!);
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
