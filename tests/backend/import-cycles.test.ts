import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16: a module that imports another which imports it back (types included) is read in
// circles by a newcomer and breaks once one of them starts with a value import.
const sourceRoot = resolve(import.meta.dirname, '../../backend/src');

function importGraph(): Map<string, string[]> {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(sourceRoot, file));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const imported = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, path]) =>
        resolve(dirname(file), path!.replace(/\.js$/, '.ts')),
      );
      return [file, imported];
    }),
  );
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (path.includes(next)) cycles.push(path.slice(path.indexOf(next)));
      else if (!done.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('the commerce API modules', () => {
  it('never import one another in a circle, type imports included', () => {
    const cycles = findCycles(importGraph()).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
