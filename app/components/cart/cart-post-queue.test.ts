import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasWaiting, planNextTurn, takeTurn, waitForTurn, waitingQuantity } from './cart-post-queue';

function post(mode: 'add' | 'set', quantity: number) {
  const data = new FormData();
  data.set('mode', mode);
  data.set('quantity', String(quantity));
  return data;
}

afterEach(() => {
  while (takeTurn('1')) {
    // empties the queue
  }
  vi.useRealTimers();
});

describe("a sku's waiting cart posts", () => {
  it('keep only the last "set", which names the whole quantity', () => {
    waitForTurn('1', post('add', 1));
    waitForTurn('1', post('set', 3));
    waitForTurn('1', post('set', 2));
    expect(waitingQuantity('1')).toBe(2);
    expect(takeTurn('1')?.get('quantity')).toBe('2');
    expect(hasWaiting('1')).toBe(false);
  });

  it('keep each "add" in order behind what waits before it', () => {
    waitForTurn('1', post('set', 4));
    waitForTurn('1', post('add', 1));
    expect(waitingQuantity('1')).toBeUndefined();
    expect([takeTurn('1'), takeTurn('1'), takeTurn('1')].map((next) => next?.get('mode'))).toEqual([
      'set',
      'add',
      undefined,
    ]);
  });

  it('go one per turn, however many forms of the sku plan it in one render', () => {
    vi.useFakeTimers();
    const sent: FormData[] = [];
    waitForTurn('1', post('set', 2));
    waitForTurn('1', post('add', 1));
    planNextTurn('1', (next) => sent.push(next));
    planNextTurn('1', (next) => sent.push(next));
    vi.runAllTimers();
    expect(sent.map((next) => next.get('quantity'))).toEqual(['2']);
    expect(hasWaiting('1')).toBe(true);
  });
});
