import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0027: a route opens the transaction and passes it down; repositories query. A route
// file that reaches for the query builder or the tables writes SQL of its own.
const routesRoot = resolve(import.meta.dirname, '../../backend/src/routes');
const routeFiles = readdirSync(routesRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(routesRoot, file));

const queryImport = /from '(drizzle-orm[^']*|[^']*\/db\/schema\/[^']*)'/;
const statement = /\b(tx|db|executor)\s*\.\s*(select|update|insert|delete|execute)\s*\(/;

describe('the API routes', () => {
  it('are there to check', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
  });

  it.each(routeFiles.map((file) => [file.slice(routesRoot.length + 1), file]))(
    '%s holds no query of its own',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(queryImport);
      expect(text).not.toMatch(statement);
    },
  );
});
