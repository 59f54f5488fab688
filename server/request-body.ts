import express, { type Request, type RequestHandler } from 'express';

/** The shop's forms send a few kilobytes; this leaves room for the largest cart and address forms. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** The most a request to this path may send; a route with uploads gets its own limit here. */
export type BodyLimitFor = (req: Request) => number;

/**
 * Reads the body of every request that has one into `req.body` (a Buffer) before a route runs, and
 * refuses a longer one with 413 (body-parser's error), so no action ever parses an oversized form.
 */
export function readRequestBody(limitFor: BodyLimitFor = () => FORM_BODY_LIMIT): RequestHandler {
  const readers = new Map<number, RequestHandler>();
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const limit = limitFor(req);
    let reader = readers.get(limit);
    if (!reader) {
      reader = express.raw({ type: () => true, limit, inflate: false });
      readers.set(limit, reader);
    }
    reader(req, res, next);
  };
}
