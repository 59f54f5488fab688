import { Transform } from 'node:stream';

const CLOSING_TAGS = Buffer.from('</body></html>');

/**
 * What React's Node renderer writes becomes the document the shopper gets, with two of React
 * 18.3's faults mended as the bytes pass:
 * - it writes its 2 KB buffer whole when a character of several bytes does not fit at its end,
 *   NUL bytes and all (React 19 writes only the filled part): each write's trailing NULs go;
 * - it writes the document's closing tags with the shell and streams what comes later (the
 *   Suspense boundaries it completes, Remix's loader data scripts) after them, where HTML allows
 *   no element: `</body></html>` is held back and written when the stream ends.
 */
export function documentStream(): Transform {
  let pending = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end -= 1;
      const written = chunk.subarray(0, end);
      if (found) return done(null, written);
      const bytes = Buffer.concat([pending, written]);
      const at = bytes.indexOf(CLOSING_TAGS);
      if (at >= 0) {
        found = true;
        pending = Buffer.alloc(0);
        return done(null, Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + CLOSING_TAGS.length)]));
      }
      // The tags may be split between two writes: the end of this one waits for the next.
      const kept = Math.min(CLOSING_TAGS.length - 1, bytes.length);
      pending = bytes.subarray(bytes.length - kept);
      done(null, bytes.subarray(0, bytes.length - kept));
    },
    flush(done) {
      done(null, found ? Buffer.concat([pending, CLOSING_TAGS]) : pending);
    },
  });
}
