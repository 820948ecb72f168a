import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the real server (web app + API on one origin).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
