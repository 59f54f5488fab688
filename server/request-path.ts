import type { RequestHandler } from 'express';
import { HttpStatusError } from './http-status-error.js';

/** A path whose percent escapes do not decode (`/%ff`, `/suche/%E0%A4%A`) names no page: 400. */
export const refuseMalformedPaths: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new HttpStatusError(400, `malformed path ${req.path}`));
  }
  next();
};
