import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// One build entry per export of package.json ('./themes/pharmacy' -> dist/themes/pharmacy.js), so a
// new brand's export is all the build needs.
const entries = Object.fromEntries(
  Object.entries(pkg.exports).map(([path, source]) => [path === '.' ? 'index' : path.slice(2), source]),
);

// Library build for publishing (the monorepo's apps consume src/ directly through the exports map).
// JS keeps one module per source file so apps tree-shake it; the CSS of all components is emitted to
// dist/style.css, which a consumer outside the monorepo imports once.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    lib: {
      entry: entries,
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@vanilla-extract\//],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
