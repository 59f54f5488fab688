import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where a bare specifier starts (the storefront's `~/` is its app folder). */
export type Aliases = Record<string, string>;

// `from '…'` covers imports, type imports and re-exports; `import('…')` code loaded on demand.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*)'([^']+)'/g;

function resolveImport(file: string, specifier: string, aliases: Aliases): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return undefined;
  const base = alias
    ? join(aliases[alias]!, specifier.slice(alias.length))
    : resolve(dirname(file), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    base,
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Each TypeScript module under the folders, tests left out, with the modules of the tree it imports. */
export function importGraph(folders: string[], aliases: Aliases = {}): Map<string, string[]> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const imported = [...text.matchAll(SPECIFIER)]
        .map(([, specifier]) => resolveImport(file, specifier!, aliases))
        .filter((target) => target !== undefined);
      return [file, imported];
    }),
  );
}

/** Every loop of imports, as the files on it from the first one visited. */
export function findCycles(graph: Map<string, string[]>): string[][] {
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
