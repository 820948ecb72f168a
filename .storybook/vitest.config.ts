import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Runs every story as a test in headless Chromium: render, play function, then axe (a11y.test: 'error').
// STORYBOOK_BRAND=pharmacy (and/or STORYBOOK_LOCALE=fr-CA) reruns them all in another brand/locale.

/** FAKETIME="+Ns" (set by scripts/clock-matrix.sh): how far the faked clock is ahead, in ms. */
const fakedClockOffsetMs = Number(/^([+-]\d+)s$/.exec(process.env.FAKETIME ?? '')?.[1] ?? 0) * 1000;

/** The test process's environment without libfaketime, which Chromium cannot start under; TZ stays. */
const browserEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
  ),
);

export default defineConfig({
  define: { __FAKED_CLOCK_OFFSET_MS__: String(fakedClockOffsetMs) },
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
    setupFiles: [path.resolve(import.meta.dirname, 'fakedClock.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          env: browserEnvironment,
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
