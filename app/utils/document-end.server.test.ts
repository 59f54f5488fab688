import { describe, expect, it } from 'vitest';
import { closingTagsLast } from './document-end.server';

async function through(chunks: string[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(closingTagsLast())).text();
}

describe('closingTagsLast', () => {
  it('moves what React streams after the closing tags into the body', async () => {
    expect(
      await through(['<!DOCTYPE html><html><body><p>Shell</p></body></html>', '<script>late()</script>']),
    ).toBe('<!DOCTYPE html><html><body><p>Shell</p><script>late()</script></body></html>');
  });

  it('finds the closing tags split between chunks', async () => {
    expect(
      await through(['<html><body>ä</bo', 'dy></ht', 'ml><script>x</script>', '<div hidden></div>']),
    ).toBe('<html><body>ä<script>x</script><div hidden></div></body></html>');
  });

  it('leaves a stream without closing tags as it is', async () => {
    expect(await through(['<p>a</p>', '<p>b</p>'])).toBe('<p>a</p><p>b</p>');
  });
});
