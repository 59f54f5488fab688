// Issue 39: what a page's JavaScript is made of, from the browser build's metafile (the classic
// compiler writes build/server/metafile.js.json beside the server build). A page loads the entry,
// the root and its route module with their static imports; each file is gzipped on its own, as
// bench/page-weight.ts weighs it. After `npm run build`:
// `npx tsx bench/javascript-modules.ts routes/cart/route.tsx [routes/checkout/route.tsx …]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Output = {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, { bytesInOutput: number }>;
};

const outputs = (
  JSON.parse(readFileSync('build/server/metafile.js.json', 'utf8')) as { outputs: Record<string, Output> }
).outputs;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function outputOf(entryPoint: string): string {
  const found = Object.keys(outputs).filter((file) => outputs[file]!.entryPoint?.includes(entryPoint));
  if (found.length !== 1) throw new Error(`${entryPoint} names ${found.length} entry points`);
  return found[0]!;
}

/** The files a page loads: the starting ones and what they import statically, transitively. */
function filesOf(starts: string[]): string[] {
  const seen = new Set<string>();
  const open = [...starts];
  for (let file = open.pop(); file !== undefined; file = open.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file]!.imports)
      if (imported.kind === 'import-statement') open.push(imported.path);
  }
  return [...seen];
}

/** A module's package, or its path inside the project. */
const ownerOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input;

const shared = [outputOf('app/entry.client'), outputOf('browser-route-module:root.tsx?')];
for (const route of process.argv.slice(2)) {
  const files = filesOf([...shared, outputOf(`browser-route-module:${route}?`)]);
  const contents = files.map((file) => readFileSync(path.join('.', file)));
  const gzipped = contents.map((content) => gzipSync(content).length);
  // Each file's gzipped bytes shared out over its modules by their bytes in it.
  const byOwner = new Map<string, number>();
  files.forEach((file, index) => {
    const inputs = Object.entries(outputs[file]!.inputs);
    const total = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1;
    for (const [name, input] of inputs) {
      const owner = ownerOf(name);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (gzipped[index]! * input.bytesInOutput) / total);
    }
  });
  const separately = gzipped.reduce((sum, size) => sum + size, 0);
  console.log(
    `\n${route}: ${kb(separately)} KB gzipped in ${files.length} files ` +
      `(${kb(gzipSync(Buffer.concat(contents)).length)} KB as one file)`,
  );
  for (const [owner, bytes] of [...byOwner]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 25)))
    console.log(`${kb(bytes).padStart(6)}  ${owner}`);
}
