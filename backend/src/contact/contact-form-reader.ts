import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { ContactRequestFile } from '../db/schema/contact.js';
import { InvalidDataError } from '../errors.js';
import { refuseControlCharacters } from '../plugins/app/control-character-refusal.js';
import { contactFileField, contactUploadLimits } from '../schemas/contact-form-limits.js';
import type { ContactProblem } from '../schemas/contact-form.js';
import { apiErrorCodes } from '../schemas/error.js';
import type { UploadStorage } from './upload-storage.js';

/** What a contact form post carried: its text fields, the files kept, and the files refused. */
export type ContactFormPost = {
  fields: Record<string, string>;
  files: (ContactRequestFile & { path: string })[];
  fileProblems: ContactProblem[];
};

// A text field far past any §5 limit is cut here; its rule still refuses it. More files than this
// are not even read, only counted away. A file past its limit is read to its end and refused,
// not thrown at (throwFileSizeLimit: false), so the other fields still come back.
export const contactMultipartOptions = {
  throwFileSizeLimit: false,
  limits: {
    fieldSize: 8 * 1024,
    fields: 40,
    files: 10,
    parts: 60,
    fileSize: contactUploadLimits.maxFileBytes,
    headerPairs: 100,
  },
};

const discard = (source: Readable) =>
  pipeline(source, new Writable({ write: (_chunk, _encoding, done) => done() }));

/** The name the shopper gave, without folders or control characters, for the shop's e-mail. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}"]/gu, '').trim();
  return clean.slice(-100) || 'file';
}

/** The parts of a post, and whether an error is the multipart parser's, thrown itself or through a file. */
function multipartParts(request: FastifyRequest) {
  const files: Readable[] = [];
  let failure: unknown;
  async function* parts() {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') files.push(part.file);
        yield part;
      }
    } catch (error) {
      failure = error;
      throw error;
    }
  }
  const threw = (error: unknown) => error === failure || files.some((file) => file.errored === error);
  return { parts: parts(), threw };
}

/** A body the parser cannot read is the client's mistake; the plugin's own errors (limits) keep their status. */
function refusalOfUnreadableBody(error: unknown, parserThrew: boolean): unknown {
  if (!parserThrew || (error instanceof Error && 'statusCode' in error)) return error;
  return new InvalidDataError('The multipart body cannot be read', {
    code: apiErrorCodes.multipartMalformed,
  });
}

const fileProblem = (code: ContactProblem['code'], message: string, fileName?: string): ContactProblem => ({
  path: contactFileField,
  code,
  message,
  fileName,
});

/**
 * Reads a contact form post part by part: text fields into memory (a few KB at most), each file
 * straight into the storage, then judged by its content (§9: PDF, JPEG or PNG, 10,000,000 bytes,
 * at most 3). A refused file is removed at once. With `keepFiles` false (a refused client) the
 * files are read and dropped. On a broken body (400 MULTIPART_MALFORMED) or a field with control
 * characters every file kept so far is removed.
 */
export async function readContactFormPost(
  request: FastifyRequest,
  storage: UploadStorage,
  { keepFiles }: { keepFiles: boolean },
): Promise<ContactFormPost> {
  const post: ContactFormPost = { fields: {}, files: [], fileProblems: [] };
  let filesSeen = 0;
  const multipart = multipartParts(request);
  try {
    for await (const part of multipart.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in post.fields))
          post.fields[part.fieldname] = part.value;
        continue;
      }
      // An empty file input still sends a part, without a name and without content.
      if (part.fieldname !== contactFileField || !part.filename) {
        await discard(part.file);
        continue;
      }
      filesSeen += 1;
      if (filesSeen > contactUploadLimits.maxFiles || !keepFiles) {
        await discard(part.file);
        continue;
      }
      const name = displayName(part.filename);
      const stored = await storage.save(part.file);
      if (part.file.truncated) {
        await storage.remove(stored.storageKey);
        post.fileProblems.push(fileProblem('FILE_TOO_LARGE', 'A file may have at most 10 MB', name));
        continue;
      }
      const type = await fileTypeFromFile(stored.path);
      if (!type || !(contactUploadLimits.mimeTypes as readonly string[]).includes(type.mime)) {
        await storage.remove(stored.storageKey);
        post.fileProblems.push(fileProblem('FILE_TYPE_NOT_ALLOWED', 'Only PDF, JPEG or PNG files', name));
        continue;
      }
      post.files.push({
        name,
        mimeType: type.mime,
        size: stored.size,
        storageKey: stored.storageKey,
        path: stored.path,
      });
    }
    // Decision 0070: the edge rule of every other body, applied to the fields of this one.
    refuseControlCharacters('body', post.fields);
  } catch (error) {
    await removeFiles(storage, post.files);
    throw refusalOfUnreadableBody(error, multipart.threw(error));
  }
  if (filesSeen > contactUploadLimits.maxFiles)
    post.fileProblems.unshift(fileProblem('TOO_MANY_FILES', 'You can attach at most 3 files'));
  return post;
}

export async function removeFiles(storage: UploadStorage, files: readonly { storageKey: string }[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey)));
}
