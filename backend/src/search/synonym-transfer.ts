import { z } from 'zod';
import type { Database } from '../db/database.js';
import { InvalidDataError, NotFoundError } from '../errors.js';
import { apiErrorCodes } from '../schemas/error.js';
import { findTenantById } from '../tenant/tenant-repository.js';
import { languageOfLocale } from './search-term.js';
import { listSynonymSets, replaceSynonymSets } from './synonym-repository.js';

const synonymWord = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'letters, digits, spaces, hyphens and apostrophes only');

const synonymSet = z
  .array(synonymWord)
  .min(2)
  .max(12)
  .refine((words) => new Set(words.map((word) => word.toLowerCase())).size === words.length, {
    message: 'a word appears twice in one set',
  });

export const synonymFileSchema = z.object({
  tenantId: z.string().min(1),
  sets: z.array(synonymSet).max(5_000),
});
export type SynonymFile = z.infer<typeof synonymFileSchema>;

async function tenantOrThrow(db: Database, tenantId: string) {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new NotFoundError(`Unknown tenant: ${tenantId}`, { code: apiErrorCodes.tenantUnknown });
  return tenant;
}

export async function exportSynonyms(db: Database, tenantId: string): Promise<SynonymFile> {
  await tenantOrThrow(db, tenantId);
  return { tenantId, sets: await listSynonymSets(db, tenantId) };
}

// One transaction: a refused file changes nothing; cached answers stay for their TTL.
export async function importSynonyms(
  db: Database,
  input: unknown,
): Promise<{ tenantId: string; sets: number }> {
  const parsed = synonymFileSchema.safeParse(input);
  if (!parsed.success)
    throw new InvalidDataError('The synonyms file is not valid', { details: parsed.error.issues });
  const { tenantId, sets } = parsed.data;
  const tenant = await tenantOrThrow(db, tenantId);
  await db.transaction((tx) => replaceSynonymSets(tx, tenantId, languageOfLocale(tenant.locale), sets));
  return { tenantId, sets: sets.length };
}
