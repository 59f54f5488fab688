import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDocument } from './render-document.server';

const ABORT_AFTER_MS = 6_000;

function render(element: React.ReactNode, waitForAll = false) {
  return renderDocument(element, {
    status: 200,
    headers: new Headers(),
    nonce: 'n0nce',
    waitForAll,
    abortAfterMs: ABORT_AFTER_MS,
    onStreamedError: () => undefined,
  });
}

/** Suspends until `text` settles, as a streamed part of a page does (React 18 has no `use`). */
function later(text: Promise<string>) {
  let value: string | undefined;
  const settled = text.then((resolved) => {
    value = resolved;
  });
  return function Later() {
    if (value === undefined) throw settled;
    return <p>{value}</p>;
  };
}

describe('renderDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The abort timer the render started, and whether it was cleared. */
  function watchAbortTimer() {
    const started = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    return () => {
      const index = started.mock.calls.findIndex(([, delay]) => delay === ABORT_AFTER_MS);
      expect(index).toBeGreaterThanOrEqual(0);
      return cleared.mock.calls.some(([timer]) => timer === started.mock.results[index]!.value);
    };
  }

  it('gives up waiting once the whole page is rendered, so the render is not held for seconds', async () => {
    const wasCleared = watchAbortTimer();
    const response = await render(<main>Willkommen</main>);
    expect(await response.text()).toContain('<main>Willkommen</main>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(wasCleared()).toBe(true);
  });

  it('keeps waiting for a streamed part, then lets go of it too', async () => {
    const wasCleared = watchAbortTimer();
    let answer!: (text: string) => void;
    const Later = later(new Promise<string>((resolve) => (answer = resolve)));
    const response = await render(
      <main>
        <Suspense fallback={<p>…</p>}>
          <Later />
        </Suspense>
      </main>,
    );
    expect(wasCleared()).toBe(false);
    answer('Angebote');
    expect(await response.text()).toContain('Angebote');
    expect(wasCleared()).toBe(true);
  });

  it('answers bots with the whole document at once', async () => {
    const wasCleared = watchAbortTimer();
    const Later = later(Promise.resolve('Sortiment'));
    const response = await render(
      <Suspense fallback={<p>…</p>}>
        <Later />
      </Suspense>,
      true,
    );
    expect(wasCleared()).toBe(true);
    const html = await response.text();
    expect(html).toContain('<p>Sortiment</p>');
    expect(html).not.toContain('…');
  });
});
