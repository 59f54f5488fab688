/**
 * A sku's cart posts, one at a time. A fetcher submitted again while its post is under way aborts
 * that post in the browser only: the server still carries it out, and may do so after the newer
 * one, so "set 3" could win over a later "set 2". A post made while another of the same sku is
 * being sent therefore waits here and goes when that one is answered. A waiting "set" makes every
 * post waiting before it moot (it names the whole quantity); an "add" waits behind the others.
 */
const waiting = new Map<string, FormData[]>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function subscribeToCartPosts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function hasWaiting(sku: string): boolean {
  return waiting.has(sku);
}

export function waitForTurn(sku: string, post: FormData) {
  const queue = post.get('mode') === 'set' ? [] : (waiting.get(sku) ?? []);
  waiting.set(sku, [...queue, post]);
  changed();
}

/** The next post of this sku to send, taken off the queue; undefined when none waits. */
export function takeTurn(sku: string): FormData | undefined {
  const [next, ...rest] = waiting.get(sku) ?? [];
  if (!next) return undefined;
  if (rest.length) waiting.set(sku, rest);
  else waiting.delete(sku);
  changed();
  return next;
}

/** The quantity the last waiting post of this sku sets, when it is a "set"; else undefined. */
export function waitingQuantity(sku: string): number | undefined {
  const last = waiting.get(sku)?.at(-1);
  if (!last || last.get('mode') !== 'set') return undefined;
  const quantity = Number(last.get('quantity'));
  return Number.isFinite(quantity) ? quantity : undefined;
}

const turnsPlanned = new Set<string>();

/**
 * Sends the next waiting post of this sku in a task of its own, once however many of the sku's
 * forms ask in one render (each asks when it sees the sending end).
 */
export function planNextTurn(sku: string, send: (post: FormData) => void) {
  if (turnsPlanned.has(sku) || !waiting.has(sku)) return;
  turnsPlanned.add(sku);
  setTimeout(() => {
    turnsPlanned.delete(sku);
    const next = takeTurn(sku);
    if (next) send(next);
  });
}
