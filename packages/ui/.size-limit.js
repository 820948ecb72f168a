// Size budgets for @pawcall/ui's published entries (gzip), run by `pnpm --filter @pawcall/ui size`
// after `pnpm --filter @pawcall/ui build`. Each JS entry is bundled with esbuild as a consumer's
// bundler would (react and react-dom are the app's, so they are not counted; radix-ui and the
// vanilla-extract runtime are). Budgets leave ~15% headroom over the measured size: raise one only
// with a reason in the commit.
import { brands } from './src/themes/brands.ts';

const react = ['react', 'react-dom', 'react/jsx-runtime'];

export default [
  {
    name: 'everything (@pawcall/ui, all exports)',
    path: 'dist/index.js',
    import: '*',
    ignore: react,
    gzip: true,
    limit: '90 kB',
  },
  {
    name: 'one Button (@pawcall/ui, tree-shaken)',
    path: 'dist/index.js',
    import: '{ Button }',
    ignore: react,
    gzip: true,
    limit: '3.5 kB',
  },
  {
    name: 'a booking form (Button, TextField, Select, Dialog)',
    path: 'dist/index.js',
    import: '{ Button, TextField, Select, Dialog, ThemeProvider }',
    ignore: react,
    gzip: true,
    limit: '43 kB',
  },
  { name: 'theme API (@pawcall/ui/theme)', path: 'dist/theme.js', import: '*', gzip: true, limit: '2 kB' },
  // Each brand is its own chunk; 1 kB is a theme's class and its custom properties.
  ...brands.map(({ id }) => ({
    name: `brand: ${id} (@pawcall/ui/themes/${id})`,
    path: `dist/themes/${id}.js`,
    import: '*',
    gzip: true,
    limit: '1 kB',
  })),
  {
    name: 'the brand registry (@pawcall/ui/brands, counted with every theme it can load)',
    path: 'dist/brands.js',
    import: '*',
    gzip: true,
    limit: '1.7 kB',
  },
  {
    name: 'CSS (@pawcall/ui/style.css, all components and brands)',
    path: 'dist/style.css',
    gzip: true,
    limit: '9 kB',
  },
];
