import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production server: `vite build --config build.config.ts` bundles src/main.ts and the workspace
 * packages it imports as TypeScript source (@pawcall/domain, @pawcall/api-client's types) into
 * dist/main.js for plain Node. Installed dependencies (PGlite, pg, hono, jose, …) stay imports and
 * load from node_modules at run time. dist/main.js sits as deep under apps/api as src/main.ts, so
 * paths resolved from import.meta.url (apps/api/.data, apps/web/dist) stay the same; the SQL
 * migrations, read from beside the module, are copied to dist/migrations.
 */
export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  ssr: {
    target: 'node',
    // Workspace packages export .ts source, which Node cannot load: bundle them.
    noExternal: [/^@pawcall\//],
  },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node24',
    // Stack traces in the server's logs point at src/ with `node --enable-source-maps`; static.ts
    // serves only apps/web/dist, so the map is never served.
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [
    {
      name: 'copy-migrations',
      apply: 'build',
      async writeBundle(options) {
        if (!options.dir) throw new Error('the server build writes a directory (build.outDir)');
        await cp(`${root}src/db/migrations`, path.join(options.dir, 'migrations'), { recursive: true });
      },
    },
  ],
});
