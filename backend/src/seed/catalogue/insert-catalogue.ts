import type { Transaction } from '../../db/database.js';
import {
  brands,
  categories,
  pesticideTests,
  products,
  recipes,
  searchBanners,
} from '../../db/schema/catalogue.js';
import { generateCatalogue, type Catalogue } from './generate-catalogue.js';
import type { Language } from './shelf-types.js';

// PGlite has one connection, so few large statements seed fastest; 500 product rows stay far
// below PostgreSQL's limit of 65,535 parameters per statement.
const batchSize = 500;

function batches<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += batchSize)
    result.push(rows.slice(start, start + batchSize));
  return result;
}

// Generating takes a few hundred milliseconds; tests seed many databases in one process.
const generated = new Map<Language, Catalogue>();

export async function insertCatalogue(tx: Transaction, tenantId: string, language: Language): Promise<void> {
  const catalogue = generated.get(language) ?? generateCatalogue(language);
  generated.set(language, catalogue);
  const withTenant = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, tenantId }));
  // Depth-first order puts every parent before its children.
  for (const rows of batches(withTenant(catalogue.categories))) await tx.insert(categories).values(rows);
  for (const rows of batches(withTenant(catalogue.brands))) await tx.insert(brands).values(rows);
  for (const rows of batches(withTenant(catalogue.products))) await tx.insert(products).values(rows);
  for (const rows of batches(withTenant(catalogue.recipes))) await tx.insert(recipes).values(rows);
  for (const rows of batches(withTenant(catalogue.pesticideTests)))
    await tx.insert(pesticideTests).values(rows);
  for (const rows of batches(withTenant(catalogue.searchBanners)))
    await tx.insert(searchBanners).values(rows);
}

export function catalogueLanguageOf(locale: string): Language {
  return locale.toLowerCase().startsWith('de') ? 'de' : 'en';
}
