import { defineConfig } from 'vitest/config';

// One entry point for every test project; `pnpm exec vitest run --project <name>` runs one.
export default defineConfig({
  test: {
    projects: ['packages/api-client/vitest.config.ts', 'machines/vitest.config.ts'],
  },
});
