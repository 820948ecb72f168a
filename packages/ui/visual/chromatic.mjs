#!/usr/bin/env node
// Publishes Storybook to Chromatic for hosted visual review, only when a project token is set;
// otherwise it says so and exits 0, so local runs and CI without the secret are not blocked.
// The offline equivalent is `pnpm --filter @pawcall/ui visual` (committed baselines, HTML report).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set. Set it (Chromatic project → Manage → Configure) to upload; ' +
      'for an offline review run `pnpm --filter @pawcall/ui visual`.',
  );
  process.exit(0);
}
const repo = resolve(import.meta.dirname, '../../..');
const run = (args) => spawnSync('pnpm', ['exec', ...args], { cwd: repo, stdio: 'inherit' }).status ?? 1;
// Build with stats so TurboSnap (onlyChanged) can tell which stories a change touches.
const built = run([
  'storybook',
  'build',
  '-c',
  '.storybook',
  '-o',
  'storybook-static',
  '--stats-json',
  'storybook-static',
]);
if (built !== 0) process.exit(built);
process.exit(run(['chromatic', '--config-file', 'packages/ui/chromatic.config.json']));
