import { Transform } from 'node:stream';

const CLOSING_TAGS = Buffer.from('</body></html>');

/**
 * Mends two React 18.3 faults: the NUL padding of a 2 KB buffer written whole, and
 * `</body></html>` written before streamed parts, where HTML allows no element.
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
