import { Transform, type Readable } from 'node:stream';
import express, { type Request, type RequestHandler } from 'express';
import { HttpStatusError } from './http-status-error.js';

/** The shop's forms send a few kilobytes; this leaves room for the largest cart and address forms. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * A contact form with uploads (§9: 3 files of 10 MB): room for a fourth file and the text fields,
 * so that too many or too large files get their message next to the field, not an error page.
 */
export const UPLOAD_BODY_LIMIT = 41 * 1024 * 1024;

/** The most a request to this path may send; a route with uploads gets its own limit here. */
export type BodyLimitFor = (req: Request) => number;

export const isMultipartForm = (req: Request) =>
  /^multipart\/form-data\b/i.test(req.get('content-type') ?? '');

/** The body as a stream that fails with 413 once more than `limit` bytes came through. */
function limitedStream(req: Request, limit: number): Readable {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new HttpStatusError(413, 'upload too large'));
      else done(null, chunk);
    },
  });
  req.on('error', (error) => limiter.destroy(error));
  return req.pipe(limiter);
}

/**
 * Reads the body of every request that has one into `req.body` (a Buffer) before a route runs, and
 * refuses a longer one with 413 (body-parser's error), so no action ever parses an oversized form.
 * A multipart post allowed more than a form (uploads) is not read here: `req.body` is the body as
 * a stream, limited, which the action hands on to the API as it arrives, never held whole.
 */
export function readRequestBody(limitFor: BodyLimitFor = () => FORM_BODY_LIMIT): RequestHandler {
  const readers = new Map<number, RequestHandler>();
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const limit = limitFor(req);
    if (limit > FORM_BODY_LIMIT && isMultipartForm(req)) {
      if (Number(req.get('content-length')) > limit)
        return next(new HttpStatusError(413, 'upload too large'));
      req.body = limitedStream(req, limit);
      return next();
    }
    let reader = readers.get(limit);
    if (!reader) {
      reader = express.raw({ type: () => true, limit, inflate: false });
      readers.set(limit, reader);
    }
    reader(req, res, next);
  };
}
