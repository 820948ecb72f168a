import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
      entry: {
        index: 'src/index.ts',
        theme: 'src/theme/index.ts',
        'themes/pawcall': 'src/themes/pawcall.css.ts',
        'themes/pharmacy': 'src/themes/pharmacy.css.ts',
        'themes/example': 'src/themes/example.css.ts',
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@vanilla-extract\//],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
