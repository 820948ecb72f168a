import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Runs every story as a test in headless Chromium: render, play function, then axe (a11y.test: 'error').
// STORYBOOK_BRAND=pharmacy (and/or STORYBOOK_LOCALE=fr-CA) reruns them all in another brand/locale.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  plugins: [
    storybookTest({
      configDir: import.meta.dirname,
      initialGlobals: {
        brand: process.env.STORYBOOK_BRAND ?? 'pawcall',
        locale: process.env.STORYBOOK_LOCALE ?? 'en-US',
      },
    }),
  ],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
