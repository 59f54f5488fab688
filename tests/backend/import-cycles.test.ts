import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../import-graph';

// Issue 16: a module that imports another which imports it back (types included) is read in
// circles by a newcomer and breaks once one of them starts with a value import.
const sourceRoot = resolve(import.meta.dirname, '../../backend/src');

describe('the commerce API modules', () => {
  it('never import one another in a circle, type imports included', () => {
    const cycles = findCycles(importGraph([sourceRoot])).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
