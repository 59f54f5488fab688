import { lazy, Suspense, type ComponentType } from 'react';
import * as serverRendered from './deferred-blocks.server';

type DeferredName = keyof typeof serverRendered;
type BlockProps = Record<string, unknown>;

/**
 * A block whose code the browser loads only when a page has it (decision 0017: the home page's
 * JavaScript budget). The server renders it at once inside a Suspense boundary; while hydrating,
 * React keeps a boundary whose code has not come yet as the server rendered it, and hydrates it
 * when the chunk is there, so nothing shifts and nothing mismatches.
 */
export function deferredBlock<Name extends DeferredName>(name: Name): (typeof serverRendered)[Name] {
  const onServer = (serverRendered as Partial<typeof serverRendered>)[name];
  const Block = (onServer ??
    lazy(async () => ({ default: (await import('./rare-blocks'))[name] }))) as ComponentType<BlockProps>;
  function DeferredBlock(props: BlockProps) {
    return (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
  }
  return DeferredBlock as unknown as (typeof serverRendered)[Name];
}
