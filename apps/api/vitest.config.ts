import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file boots its own database (PGlite in memory, or a schema on DATABASE_URL).
    testTimeout: 30_000,
    // Two cores are shared with other work; each file boots its own database.
    maxWorkers: 2,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
