import { PassThrough } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { writeBody } from './response-body';

/** A response as the compression middleware makes it: writable, with a flush that counts. */
function flushableSink() {
  const sink = new PassThrough() as PassThrough & { flush: () => void; flushes: string[] };
  const received: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => received.push(chunk));
  sink.flushes = [];
  sink.flush = () => sink.flushes.push(Buffer.concat(received).toString());
  return { sink, text: () => Buffer.concat(received).toString() };
}

const encoder = new TextEncoder();

describe('writeBody', () => {
  it('flushes a burst of chunks once and a part streamed later on its own', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(opened) {
        controller = opened;
        // React hands over a rendered shell as many pieces at once.
        for (const piece of ['<html>', '<head></head>', '<body>', '<main>page</main>']) {
          controller.enqueue(encoder.encode(piece));
        }
      },
    });
    const { sink, text } = flushableSink();
    const written = writeBody(body, sink);
    await wait(20);
    expect(sink.flushes).toEqual(['<html><head></head><body><main>page</main>']);

    // The loaders' data, streamed when it is ready.
    controller.enqueue(encoder.encode('<script>data</script>'));
    await wait(20);
    expect(sink.flushes).toHaveLength(2);
    expect(sink.flushes[1]).toBe('<html><head></head><body><main>page</main><script>data</script>');

    controller.enqueue(encoder.encode('</body></html>'));
    controller.close();
    await written;
    await wait(20);
    expect(text()).toBe('<html><head></head><body><main>page</main><script>data</script></body></html>');
    expect(sink.writableEnded).toBe(true);
    // The end flushes the compression itself; a flush after it would write to an ended stream.
    expect(sink.flushes).toHaveLength(2);
  });

  it('destroys the response and rejects when the page fails while streaming', async () => {
    const failure = new Error('render failed');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<html>'));
        setTimeout(() => controller.error(failure), 5);
      },
    });
    const { sink } = flushableSink();
    sink.on('error', () => {});
    await expect(writeBody(body, sink)).rejects.toBe(failure);
    expect(sink.destroyed).toBe(true);
  });
});
