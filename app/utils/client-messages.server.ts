import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import type { MessageTree } from '../../backend/src/schemas/tenant.js';

export type ClientBuild = Pick<ServerBuild, 'assets' | 'publicPath' | 'assetsBuildDirectory'>;

type Chunk = {
  /** Key-like strings the chunk's code names: whole keys, and `prefix.` of keys it computes. */
  names: string[];
  references: string[];
};

// Also `` `badge.${name}` `` and `"cart.validation."+code`.
const KEY_LIKE = /["'`]([A-Za-z][\w-]*\.[\w.-]*)(?=["'`]|\$\{)/g;
// Imports between chunks as esbuild writes them: `from"/build/…"`, `import"/build/…"`, `import("/build/…")`.
const REFERENCE = /(?:\bfrom|\bimport\(?)\s*"([^"]+\.js)"/g;

const chunkCaches = new WeakMap<ClientBuild['assets'], Map<string, Chunk>>();

function readChunk(build: ClientBuild, url: string): Chunk {
  let cache = chunkCaches.get(build.assets);
  if (!cache) chunkCaches.set(build.assets, (cache = new Map()));
  const cached = cache.get(url);
  if (cached) return cached;
  const file = path.resolve(build.assetsBuildDirectory, url.slice(build.publicPath.length));
  const code = readFileSync(file, 'utf8');
  const chunk = {
    names: [...new Set(Array.from(code.matchAll(KEY_LIKE), ([, name]) => name!))],
    references: Array.from(
      code.matchAll(REFERENCE),
      ([, reference]) => new URL(reference!, `http://chunk${url}`).pathname,
    ).filter((reference) => reference.startsWith(build.publicPath)),
  };
  cache.set(url, chunk);
  return chunk;
}

/** Including code loaded on demand (dialogs, blocks rendered anew); the root brings the entry's code. */
export function namesInRouteCode(build: ClientBuild, routeIds: readonly string[]): Set<string> {
  const pending: string[] = [];
  for (const id of routeIds) {
    const route = build.assets.routes[id];
    if (!route) continue;
    pending.push(route.module, ...(route.imports ?? []));
    if (id === 'root') pending.push(build.assets.entry.module, ...build.assets.entry.imports);
  }
  const seen = new Set<string>();
  const names = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const chunk = readChunk(build, url);
    for (const name of chunk.names) names.add(name);
    pending.push(...chunk.references);
  }
  return names;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A named key (plural without `_one`/`_other`), everything under a named group or a named prefix. */
export function pickMessages(messages: MessageTree, names: ReadonlySet<string>): MessageTree {
  const prefixes = [...names].filter((name) => name.endsWith('.'));
  const named = (key: string) => {
    if (names.has(key) || names.has(key.replace(PLURAL_SUFFIX, ''))) return true;
    if (prefixes.some((prefix) => key.startsWith(prefix))) return true;
    for (let end = key.lastIndexOf('.'); end > 0; end = key.lastIndexOf('.', end - 1))
      if (names.has(key.slice(0, end))) return true;
    return false;
  };
  const pick = (tree: MessageTree, parent: string): MessageTree | undefined => {
    let picked: MessageTree | undefined;
    for (const [name, value] of Object.entries(tree)) {
      const key = parent + name;
      const part = typeof value === 'string' ? (named(key) ? value : undefined) : pick(value, `${key}.`);
      if (part !== undefined) (picked ??= {})[name] = part;
    }
    return picked;
  };
  return pick(messages, '') ?? {};
}

export function withoutMessages(tree: MessageTree, other: MessageTree): MessageTree {
  const rest: MessageTree = {};
  for (const [name, value] of Object.entries(tree)) {
    const known = other[name];
    if (known === undefined) rest[name] = value;
    else if (typeof value === 'object' && typeof known === 'object') {
      const part = withoutMessages(value, known);
      if (Object.keys(part).length > 0) rest[name] = part;
    }
  }
  return rest;
}

const picked = new WeakMap<MessageTree, Map<string, string>>();
const MAX_PICKS = 200;

/** Decision 0025: without the root it is a client-side navigation, so the root's messages are left out. */
export function routeMessagesJson(build: ClientBuild, messages: MessageTree, routeIds: string[]): string {
  const ids = [...new Set(routeIds)].filter((id) => id in build.assets.routes).sort();
  const cacheKey = ids.join(',');
  let cache = picked.get(messages);
  if (!cache) picked.set(messages, (cache = new Map()));
  let json = cache.get(cacheKey);
  if (json === undefined) {
    let tree = pickMessages(messages, namesInRouteCode(build, ids));
    if (!ids.includes('root'))
      tree = withoutMessages(tree, pickMessages(messages, namesInRouteCode(build, ['root'])));
    json = JSON.stringify(tree);
    // Any list of known ids may be asked for; only so many answers are kept.
    if (cache.size >= MAX_PICKS) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, json);
  }
  return json;
}
