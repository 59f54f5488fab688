import type { AddedToCart } from './added-to-cart';

type Listener = (added: AddedToCart) => void;
const listeners = new Set<Listener>();

export function announceAdded(added: AddedToCart) {
  for (const listener of listeners) listener(added);
}

export function listenForAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
