const CLOSING_TAGS = Buffer.from('</body></html>');

/**
 * React 18 writes the document's closing tags with the shell and streams what comes later (the
 * Suspense boundaries it completes, Remix's loader data scripts) after them, where HTML allows no
 * element. This holds `</body></html>` back and writes them when the stream ends.
 */
export function closingTagsLast(): TransformStream<Uint8Array, Uint8Array> {
  let pending = Buffer.alloc(0);
  let found = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (found) return controller.enqueue(chunk);
      const bytes = Buffer.concat([pending, chunk]);
      const at = bytes.indexOf(CLOSING_TAGS);
      if (at >= 0) {
        found = true;
        pending = Buffer.alloc(0);
        const rest = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + CLOSING_TAGS.length)]);
        if (rest.length > 0) controller.enqueue(rest);
        return;
      }
      // The tags may be split between two chunks: the end of this one waits for the next.
      const kept = Math.min(CLOSING_TAGS.length - 1, bytes.length);
      if (bytes.length > kept) controller.enqueue(bytes.subarray(0, bytes.length - kept));
      pending = bytes.subarray(bytes.length - kept);
    },
    flush(controller) {
      if (pending.length > 0) controller.enqueue(pending);
      if (found) controller.enqueue(CLOSING_TAGS);
    },
  });
}
