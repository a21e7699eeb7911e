import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and committed; they run at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
