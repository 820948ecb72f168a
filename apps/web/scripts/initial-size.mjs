// Prints the gzip size of the initial JS of /auth/login, chunk by chunk. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, initialChunks } from './initial-chunks.mjs';

const { manifest, entry: entryKeys, login: loginKeys } = initialChunks();
const entry = new Set(entryKeys);
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const report = (title, keys) => {
  let total = 0;
  const rows = [...keys]
    .map((key) => ({ file: manifest[key].file, size: gzip(manifest[key].file) }))
    .sort((a, b) => b.size - a.size);
  for (const row of rows) total += row.size;
  console.log(`${title}: ${kb(total)} gzip`);
  for (const row of rows) console.log(`  ${kb(row.size).padStart(9)}  ${row.file}`);
  return total;
};

const entryTotal = report('Entry chunk + static imports', entry);
const loginOnly = new Set(loginKeys);
const loginTotal = report('/auth/login route chunk + its own static imports', loginOnly);
console.log(`Initial JS for /auth/login: ${kb(entryTotal + loginTotal)} gzip`);
const xstateIn = [...entry, ...loginOnly].filter((key) => /xstate|machines\/src\/booking/.test(key));
console.log(
  `xstate or the booking machine in the initial JS: ${xstateIn.length === 0 ? 'no' : xstateIn.join(', ')}`,
);
