import { lazy, Suspense, type ComponentType } from 'react';
import * as serverRendered from './deferred-blocks.server';

type DeferredName = keyof typeof serverRendered;
type BlockProps = Record<string, unknown>;

/** Decision 0017: loaded only on pages that have it; hydration waits for the chunk, so nothing shifts. */
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
