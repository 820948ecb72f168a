// Which source modules make up the initial JS of /auth/login (the chunks initial-chunks.mjs picks),
// read from the hidden sourcemaps `vite build` writes next to each chunk. initial-size.mjs says how
// big each chunk is; this says what is inside, so growth of the budget can be traced to a module.
//
//   node scripts/initial-modules.mjs                     table of modules, largest first
//   node scripts/initial-modules.mjs --json out.json     also write the table as JSON
//   node scripts/initial-modules.mjs --diff old.json     per-module change against an earlier --json
// Run after `pnpm build`. No dependencies: the sourcemap's `mappings` are decoded here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, initialChunks } from './initial-chunks.mjs';

const root = resolve(import.meta.dirname, '..', '..', '..');
const argValue = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null;
const gzip = (text) => gzipSync(text, { level: 9 }).length; // level 9, as initial-size.mjs and size-limit
// Chunk file names carry a content hash; strip it so rows of two builds line up.
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');

// Base64 VLQ (sourcemap v3): 6-bit digits, the low 5 bits are payload (least significant first),
// bit 6 says another digit follows; the lowest bit of the assembled number is the sign.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeSegment(text) {
  const values = [];
  for (let i = 0, value = 0, shift = 0; i < text.length; i++) {
    const digit = B64.indexOf(text[i]);
    value += (digit & 31) * 2 ** shift; // not <<: it would overflow int32 after 6 digits
    shift += 5;
    if (digit & 32) continue;
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    [value, shift] = [0, 0];
  }
  return values;
}

// One list per generated line of [generatedColumn, sourceIndex or -1]. Fields are deltas: the column
// restarts on each line, the source index carries over. Where each source starts is all we need.
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return (line ? line.split(',') : []).map((segment) => {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      if (dSource === undefined) return [column, -1]; // a 1-field segment is explicitly unmapped
      source += dSource;
      return [column, source];
    });
  });
}

// Paths relative to the repo root; anything under node_modules (pnpm's .pnpm store included)
// becomes its package, since the package is what one would drop or replace.
function moduleName(source, mapFile, sourceRoot = '') {
  const path = relative(root, resolve(dirname(mapFile), sourceRoot, source)).replaceAll('\\', '/');
  const inPackage = path.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return `node_modules/${inPackage[1]}`;
  return path.startsWith('..') ? source : path; // virtual modules keep their id
}

// Text with no mapping is either the bundler's own statements (named here) or code of a module
// whose transform returned no map: the message catalogues (precompiledMessages in vite.config.ts)
// and vanilla-extract's .css.ts output. The map cannot name those, so they are reported per chunk
// with a sample of the longest run (a catalogue shows its message keys). Code that moves to
// another chunk between two builds therefore shows as a matching +/- pair in --diff.
const BUNDLER = [
  ['(vite __vite__mapDeps)', /const __vite__mapDeps=.*?\)\)\)=>i\.map\(i=>d\[i\]\);/g],
  ['(imports/exports)', /import\s*\{[^}]*\}\s*from\s*"[^"]*";?|import\s*"[^"]*";?|export\s*\{[^}]*\};?/g],
];

// Per module, the generated text it accounts for in each chunk: a segment runs to the next one on
// its line; text before a line's first segment and 1-field segments are unmapped.
const { manifest, entry, login } = initialChunks();
const modules = new Map(); // module -> { raw, gzip, chunks: Set, sample? }
const total = { raw: 0, gzip: 0 };
for (const key of [...entry, ...login]) {
  const file = manifest[key].file;
  const code = readFileSync(join(dist, file), 'utf8');
  const mapFile = join(dist, `${file}.map`);
  const pieces = new Map(); // module -> its generated text in this chunk
  const add = (name, text) => text && pieces.set(name, (pieces.get(name) ?? '') + text);
  const unmapped = [];
  // The rolldown runtime and vite's preload helper have no map.
  if (!existsSync(mapFile)) add(`(no sourcemap) ${chunkName(file)}`, code);
  else {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const names = map.sources.map((source) => moduleName(source, mapFile, map.sourceRoot));
    const decoded = decodeMappings(map.mappings);
    code.split('\n').forEach((line, lineIndex, lines) => {
      const segments = decoded[lineIndex] ?? [];
      if (lineIndex < lines.length - 1) add('(imports/exports)', '\n'); // line breaks count as glue
      unmapped.push(line.slice(0, segments[0]?.[0] ?? line.length));
      segments.forEach(([column, source], i) => {
        // Columns count UTF-16 units, as String#slice does; bytes are counted as UTF-8 below.
        const text = line.slice(column, segments[i + 1]?.[0] ?? line.length);
        if (source === -1) unmapped.push(text);
        else add(names[source], text);
      });
    });
  }
  let sample = '';
  for (let run of unmapped) {
    for (const [name, pattern] of BUNDLER) {
      for (const [text] of run.matchAll(pattern)) add(name, text);
      run = run.replace(pattern, '');
    }
    if (run.length > sample.length) sample = run;
    add(`(unmapped in ${chunkName(file)})`, run);
  }
  // Gzip estimate: each module's text gzipped on its own, then scaled so the chunk's modules add up
  // to the chunk's real gzip size. Gzipping alone captures that a catalogue compresses better than
  // minified code; the scaling removes the per-stream overhead, so the column sums to the real total.
  // Still an estimate: removing a module can save ~30% less, as it shares strings with its chunk.
  const chunkGzip = gzip(code);
  const alone = new Map([...pieces].map(([name, text]) => [name, gzip(text)]));
  const aloneSum = [...alone.values()].reduce((a, b) => a + b, 0);
  for (const [name, text] of pieces) {
    const row = modules.get(name) ?? { raw: 0, gzip: 0, chunks: new Set() };
    if (name.startsWith('(unmapped')) row.sample = sample.slice(0, 60);
    row.raw += Buffer.byteLength(text);
    row.gzip += (alone.get(name) / aloneSum) * chunkGzip;
    row.chunks.add(chunkName(file));
    modules.set(name, row);
  }
  total.raw += Buffer.byteLength(code);
  total.gzip += chunkGzip;
}

const rows = [...modules]
  .map(([module, row]) => ({ ...row, module, gzip: Math.round(row.gzip), chunks: [...row.chunks] }))
  .sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);
if (argValue('--json'))
  writeFileSync(argValue('--json'), `${JSON.stringify({ total, modules: rows }, null, 2)}\n`);

// Both units: initial-size.mjs divides by 1024, size-limit (and its 150 kB budget) by 1000.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB (${(bytes / 1024).toFixed(1)} KiB)`;
const num = (n, sign = false) => `${sign && n > 0 ? '+' : ''}${n}`.padStart(9);
const diffAgainst = argValue('--diff');
if (diffAgainst) {
  // A row missing from one build counts as 0 there. The gzip scaling moves unchanged modules by a
  // few bytes, hence the 50-byte threshold (on either column).
  const old = JSON.parse(readFileSync(diffAgainst, 'utf8'));
  const before = new Map(old.modules.map((row) => [row.module, row]));
  const after = new Map(rows.map((row) => [row.module, row]));
  const delta = (module, field) => (after.get(module)?.[field] ?? 0) - (before.get(module)?.[field] ?? 0);
  const changes = [...new Set([...before.keys(), ...after.keys()])]
    .map((module) => ({ module, raw: delta(module, 'raw'), gzip: delta(module, 'gzip') }))
    .filter((row) => Math.abs(row.raw) >= 50 || Math.abs(row.gzip) >= 50)
    .sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);
  console.log(`${'Δ raw B'.padStart(9)} ${'Δ ~gzip B'.padStart(9)}  module (changed by ≥ 50 B)`);
  for (const { module, raw, gzip } of changes) {
    const state = !before.has(module) ? ' (new)' : !after.has(module) ? ' (gone)' : '';
    console.log(`${num(raw, true)} ${num(gzip, true)}  ${module}${state}`);
  }
  const change = `${num(total.raw - old.total.raw, true)} ${num(total.gzip - old.total.gzip, true)}`;
  console.log(`${change}  total: ${kb(old.total.gzip)} -> ${kb(total.gzip)} gzip`);
} else {
  console.log(`${'raw B'.padStart(9)} ${'~gzip B'.padStart(9)}  module  [chunks]`);
  for (const row of rows) {
    const sample = row.sample ? `  ${JSON.stringify(row.sample)}…` : '';
    console.log(`${num(row.raw)} ${num(row.gzip)}  ${row.module}  [${row.chunks.join(', ')}]${sample}`);
  }
  console.log(`${num(total.raw)} ${num(total.gzip)}  total: ${kb(total.gzip)} gzip, ${rows.length} rows`);
}
