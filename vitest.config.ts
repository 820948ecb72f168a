import { defineConfig } from 'vitest/config';

// One entry point for every test project; `pnpm exec vitest run --project <name>` runs one.
// The end-to-end journeys have their own config (e2e/vitest.config.ts): they need a built app and a server.
export default defineConfig({
  test: {
    projects: [
      'packages/api-client/vitest.config.ts',
      'packages/domain/vitest.config.ts',
      'machines/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
