// The published package as another team gets it: build @pawcall/ui, pack the tarball (publishConfig
// applied), install it with npm into a fresh Vite + React app in a temp folder outside the workspace,
// build that app, then (1) render a themed component on the server and (2) open the built page in
// Chromium and check the brand's colour actually reaches the button through the shipped CSS.
//
//   pnpm --filter @pawcall/ui test:publish        (about a minute; needs the npm registry)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { brands } from '../src/themes/brands.ts';

const pkgDir = resolve(import.meta.dirname, '..');
const app = mkdtempSync(join(tmpdir(), 'pawcall-ui-consumer-'));
const keep = process.env.KEEP_CONSUMER === '1';
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
let tarball;

before(() => {
  sh('pnpm', ['run', 'build'], pkgDir);
  const packDir = join(app, 'pack');
  mkdirSync(packDir);
  sh('pnpm', ['pack', '--pack-destination', packDir], pkgDir);
  tarball = join(
    packDir,
    readdirSync(packDir).find((f) => f.endsWith('.tgz')),
  );

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@pawcall/ui': `file:${tarball}`,
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
        devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
      },
      null,
      2,
    ),
  );
  // A plain Vite app: no vanilla-extract plugin — the package ships compiled JS and CSS.
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(
    join(app, 'src/App.jsx'),
    `import { Button, Money, ThemeProvider } from '@pawcall/ui';
import { pharmacyTheme } from '@pawcall/ui/themes/pharmacy';
import '@pawcall/ui/style.css';

export function App() {
  return (
    <ThemeProvider theme={pharmacyTheme} locale="en-CA">
      <Button>Book a vet</Button>
      <Money amount={4999} currency="CAD" />
    </ThemeProvider>
  );
}
export { pharmacyTheme };
`,
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    "import { createRoot } from 'react-dom/client';\nimport { App } from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  );
  // Plain Node in the consumer's folder, so the registry resolves through the installed exports map.
  writeFileSync(join(app, 'src/brands.mjs'), "export { brands } from '@pawcall/ui/brands';\n");
  writeFileSync(
    join(app, 'src/server.jsx'),
    "import { renderToString } from 'react-dom/server';\nimport { App, pharmacyTheme } from './App.jsx';\nexport const html = () => renderToString(<App />);\nexport { pharmacyTheme };\n",
  );
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  sh(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], app);
  sh(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/server.jsx', '--outDir', 'dist-ssr'],
    app,
  );
});

after(() => {
  if (!keep) rmSync(app, { recursive: true, force: true });
});

test('the tarball carries the built entries and the exports map from publishConfig', async () => {
  const installed = join(app, 'node_modules/@pawcall/ui');
  const manifest = JSON.parse(execFileSync('cat', [join(installed, 'package.json')], { encoding: 'utf8' }));
  assert.deepEqual(
    Object.keys(manifest.exports).sort(),
    ['.', './brands', './style.css', './theme', ...brands.map((brand) => `./themes/${brand.id}`)].sort(),
  );
  for (const entry of [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/style.css',
    'dist/brands.js',
    'dist/themes/pharmacy.js',
  ]) {
    assert.ok(existsSync(join(installed, entry)), `${entry} is in the tarball`);
  }
  assert.ok(!existsSync(join(installed, 'src')), 'sources are not published');
});

test('the published registry lists every brand and loads each one as its own theme class', async () => {
  const published = (await import(pathToFileURL(join(app, 'src/brands.mjs')).href)).brands;
  assert.deepEqual(
    published.map((brand) => brand.id),
    brands.map((brand) => brand.id),
  );
  const themes = await Promise.all(published.map((brand) => brand.load()));
  assert.equal(new Set(themes).size, brands.length);
  const server = await import(pathToFileURL(join(app, 'dist-ssr/server.js')).href);
  assert.equal(themes[brands.findIndex((brand) => brand.id === 'pharmacy')], server.pharmacyTheme);
});

test('server rendering puts the brand class on the root and the text on the page', async () => {
  const server = await import(pathToFileURL(join(app, 'dist-ssr/server.js')).href);
  const html = server.html();
  assert.match(html, new RegExp(`class="${server.pharmacyTheme} `));
  assert.match(html, /<button[^>]*>Book a vet<\/button>/);
  assert.match(html, /\$49\.99/);
});

test('in Chromium the button is painted in the brand colour from the shipped CSS', async () => {
  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const http = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok) => http.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${http.address().port}/`);
    const button = page.getByRole('button', { name: 'Book a vet' });
    await button.waitFor();
    const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    // pharmacy brand input #1f5fbf, contrast-checked by createBrand; rgb(31, 95, 191).
    assert.equal(background, 'rgb(31, 95, 191)');
    assert.equal(await page.getByText('$49.99').count(), 1);
  } finally {
    await browser.close();
    http.close();
  }
});
