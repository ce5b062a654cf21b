import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./app/db/schema.ts', './app/db/schema-sources.ts'],
  out: './drizzle',
});
