import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * What `pnpm start` runs, built by build.config.ts into a directory of its own under apps/api (the
 * bundle imports PGlite, hono, … from apps/api/node_modules), so a running `pnpm start` or another
 * test file's bundle is left alone. Start it with `node <main>`; `remove` deletes it.
 */
export async function buildServerBundle(): Promise<{ main: string; remove(): void }> {
  mkdirSync(path.join(apiRoot, '.data'), { recursive: true });
  const outDir = mkdtempSync(path.join(apiRoot, '.data', 'bundle-'));
  await build({ configFile: path.join(apiRoot, 'build.config.ts'), logLevel: 'silent', build: { outDir } });
  return {
    main: path.join(outDir, 'main.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
