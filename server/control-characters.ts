import type { Request, RequestHandler } from 'express';
import { controlCharacterPath, hasControlCharacter } from '../backend/src/schemas/control-characters.js';
import { HttpStatusError } from './http-status-error.js';

type Field = [name: string, value: unknown];

/** The fields of a form body read whole (server/request-body.ts); undefined for other bodies. */
async function formFields(req: Request): Promise<Field[] | undefined> {
  const body: unknown = req.body;
  const type = req.get('content-type') ?? '';
  if (!Buffer.isBuffer(body)) return undefined;
  if (/^application\/x-www-form-urlencoded\b/i.test(type))
    return [...new URLSearchParams(body.toString('utf8'))];
  if (/^application\/json\b/i.test(type)) {
    try {
      return [['', JSON.parse(body.toString('utf8')) as unknown]];
    } catch {
      return undefined;
    }
  }
  if (!/^multipart\/form-data\b/i.test(type)) return undefined;
  // The parser the actions use: a body it cannot read would fail there as a 500.
  const parsed = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw new HttpStatusError(400, 'malformed multipart body');
    });
  return [...parsed];
}

// A name and its value (text, a file, or a JSON body's whole value).
const isRefused = (field: Field) => controlCharacterPath(field) !== undefined;

const refusal = (what: string) =>
  new HttpStatusError(400, `control characters in the ${what}`, 'error.controlCharacters');

/**
 * Decision 0070: a path, query string or form field with control characters (other than tab and
 * line breaks) reaches no route; the error page says why. The API refuses them too, and PostgreSQL
 * cannot store NUL at all. An upload's body is streamed on unread: the API judges its fields.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  if (hasControlCharacter(decodeURIComponent(req.path))) return next(refusal('path'));
  const query = req.originalUrl.split('?').slice(1).join('?');
  if ([...new URLSearchParams(query)].some(isRefused)) return next(refusal('query'));
  formFields(req).then((fields) => next(fields?.some(isRefused) ? refusal('form') : undefined), next);
};
