import type { ComponentProps, ComponentType } from 'react';
import { codeOnDemand, KeptPart } from '~/components/kept-html';
import type { productParts } from './product-parts';
import * as partsOnServer from './product-parts.server';

type Parts = typeof productParts;

const parts = codeOnDemand(
  (partsOnServer as Partial<typeof partsOnServer>).productParts,
  async () => (await import('./product-parts')).productParts,
);

/**
 * Decision 0100: a part of the product page without interaction, kept as the server rendered it
 * (decisions 0022, 0096); mounted anew when its props change, which a navigation waits for.
 */
export function Kept<Name extends keyof Parts>({
  part,
  ...props
}: { part: Name } & ComponentProps<Parts[Name]>) {
  const render = (loaded: Parts) => {
    // The part named takes these props (the type above ties them together).
    const Part = loaded[part] as unknown as ComponentType<typeof props>;
    return <Part {...props} />;
  };
  return <KeptPart code={parts} content={props} render={render} />;
}
