import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-graph';

// Issue 33: modules that import each other, if only for a type, are read in circles by a newcomer;
// a type belongs where both sides can import it.
const root = resolve(import.meta.dirname, '..');

describe('the storefront modules (app/ and server/)', () => {
  it('never import one another in a circle, type imports and code loaded on demand included', () => {
    const graph = importGraph([resolve(root, 'app'), resolve(root, 'server')], {
      '~/': resolve(root, 'app'),
    });
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('are all read, with the imports behind the ~/ alias', () => {
    const graph = importGraph([resolve(root, 'app')], { '~/': resolve(root, 'app') });
    expect(graph.get(resolve(root, 'app/root.tsx'))).toContain(resolve(root, 'app/root.server.ts'));
    expect(graph.get(resolve(root, 'app/routes/cart/route.tsx'))).toContain(
      resolve(root, 'app/routes/cart/cart-rules.ts'),
    );
  });
});
