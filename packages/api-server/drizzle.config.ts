import { defineConfig } from 'drizzle-kit';

// Only `pnpm db:generate` uses this file: it diffs src/core/db/schema.ts against the last
// snapshot in drizzle/ and writes the next SQL migration. The server applies the
// migrations itself at start (src/db/migrate.ts), so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/schema.ts',
  out: './drizzle',
});
