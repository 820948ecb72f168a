import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pinned so the project finds its tests both from the root `test.projects` and with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
