/** Decision 0055: past this the page hydrates anyway; the worker normally answers well before. */
const PATIENCE_MS = 1000;

/**
 * Has a worker make the locale's first Intl formats: the browser loads that data once for the
 * whole tab, and on the main thread it blocked hydration for 20–60 ms on every page with a price.
 * Resolves when the worker is done or failed, never rejects.
 */
export function warmUpIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, PATIENCE_MS);
    try {
      worker = new Worker('/intl-warm-up.js');
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(locale);
    } catch {
      done();
    }
  });
}
