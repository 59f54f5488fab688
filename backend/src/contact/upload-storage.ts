import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredUpload = { storageKey: string; path: string; size: number };

/** Where uploaded files live: written as they arrive, never held whole in memory. */
export interface UploadStorage {
  save(source: Readable): Promise<StoredUpload>;
  remove(storageKey: string): Promise<void>;
}

/** A directory of its own (CONTACT_UPLOAD_DIR); each file under a random name. */
export function directoryUploadStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  const pathOf = (storageKey: string) => path.join(root, path.basename(storageKey));
  return {
    save: async (source) => {
      await mkdir(root, { recursive: true });
      const storageKey = randomUUID();
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(pathOf(storageKey), { flags: 'wx' }));
      } catch (error) {
        await rm(pathOf(storageKey), { force: true });
        throw error;
      }
      return { storageKey, path: pathOf(storageKey), size };
    },
    remove: (storageKey) => rm(pathOf(storageKey), { force: true }),
  };
}
