import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.PAWCALL_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: scripts/initial-size.mjs measures the first page's JavaScript from it.
    manifest: true,
    // Maps for error reports, not referenced from the bundles the browser downloads.
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
});
