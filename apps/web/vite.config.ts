import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = process.env.PAWCALL_API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Message catalogues ship as ICU syntax trees, parsed here at build time, so the browser never needs
 * the ICU parser (about 10 kB gzip): the build aliases it to formatjs's no-parser entry. The output is
 * still JSON, so Vite's own JSON handling turns it into a module as before. Tests run on the source
 * strings with the full parser.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'pawcall:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]i18n[\\/]messages[\\/].+\.json$/.test(id)) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

/** The web app's own dependencies: what the server bundle may import from node_modules at run time. */
const RUNTIME_DEPENDENCIES = ['react', 'react-dom', 'react-router', 'react-intl', '@tanstack/react-query'];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [precompiledMessages(), react(), vanillaExtractPlugin()],
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fileURLToPath(
                import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
              ),
            },
          ],
        }
      : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, see src/entry-server.tsx) goes
  // to dist/server/, which the API imports. Everything but the web app's own dependencies is
  // bundled: the workspace packages are TypeScript source, and their dependencies (vanilla-extract's
  // runtime, Radix) are not resolvable from apps/web under pnpm.
  ssr: { noExternal: true, external: RUNTIME_DEPENDENCIES },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, minify: false, target: 'node24' }
    : {
        outDir: 'dist',
        // dist/.vite/manifest.json: scripts/initial-size.mjs measures the first page's JavaScript from it.
        manifest: true,
        // Maps for error reports and scripts/initial-modules.mjs, not referenced from the bundles the
        // browser downloads; the API's static server refuses *.map (404), so they are never public.
        sourcemap: 'hidden',
        // Route modules are split by their dynamic imports. The vendors every screen needs go in one
        // long-cached chunk; xstate is deliberately left out so it lands only in the booking chunk.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor-react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-intl|@formatjs|intl-messageformat|tslib)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
