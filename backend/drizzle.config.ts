import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/src/db/schema/*.ts',
  out: './backend/drizzle',
  strict: true,
  verbose: true,
});
