import { describe, expect, it } from 'vitest';
import { documentStream } from './document-end.server';

async function through(chunks: (string | Buffer)[]): Promise<Buffer> {
  const stream = documentStream();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  stream.end();
  await ended;
  return Buffer.concat(out);
}

describe('documentStream', () => {
  it('moves what React streams after the closing tags into the body', async () => {
    expect(
      String(
        await through(['<!DOCTYPE html><html><body><p>Shell</p></body></html>', '<script>late()</script>']),
      ),
    ).toBe('<!DOCTYPE html><html><body><p>Shell</p><script>late()</script></body></html>');
  });

  it('finds the closing tags split between chunks', async () => {
    expect(
      String(await through(['<html><body>ä</bo', 'dy></ht', 'ml><script>x</script>', '<div hidden></div>'])),
    ).toBe('<html><body>ä<script>x</script><div hidden></div></body></html>');
  });

  it('leaves a stream without closing tags as it is', async () => {
    expect(String(await through(['<p>a</p>', '<p>b</p>']))).toBe('<p>a</p><p>b</p>');
  });

  it("drops the NUL bytes React 18 pads a full buffer with when a character's bytes do not fit", async () => {
    const padded = Buffer.concat([Buffer.from('<p>Käse, Grüß'), Buffer.alloc(2)]);
    const html = await through([padded, 'e</p>']);
    expect(html.includes(0)).toBe(false);
    expect(String(html)).toBe('<p>Käse, Grüße</p>');
  });
});
