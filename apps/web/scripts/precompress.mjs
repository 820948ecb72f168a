// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app,
// so the API's static server (apps/api/src/http/static.ts) sends them as they are, at the highest
// levels, with no compression work per request. Run after `vite build`:
//   node scripts/precompress.mjs [distDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The same list the static server negotiates for; images and fonts are compressed already.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.wasm',
  '.ico',
]);
// Below this a compressed copy saves less than the round trip's headers.
const THRESHOLD_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dist) {
  const written = [];
  for (const file of files(dist)) {
    // The build's own bookkeeping (.vite/manifest.json), source maps and the server renderer
    // (server/, imported by the API) are never served.
    const own = relative(dist, file);
    if (!COMPRESSIBLE.has(extname(file)) || own.startsWith('.vite') || own.startsWith('server')) continue;
    const raw = readFileSync(file);
    if (raw.length < THRESHOLD_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A copy that is not smaller is never worth sending.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    written.push({ file: relative(dist, file), raw: raw.length, gzip: gz.length, br: br.length });
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  if (!statSync(join(dist, 'index.html'), { throwIfNoEntry: false })) {
    console.error(`precompress: no index.html in ${dist}; run vite build first`);
    process.exit(1);
  }
  const written = precompress(dist);
  const total = (key) => written.reduce((sum, entry) => sum + entry[key], 0);
  console.log(
    `precompress: ${written.length} files, ${(total('raw') / 1024).toFixed(0)} kB -> gzip ${(total('gzip') / 1024).toFixed(0)} kB, br ${(total('br') / 1024).toFixed(0)} kB`,
  );
}
