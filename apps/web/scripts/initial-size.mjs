// Gzip size of the JavaScript a first visit to /auth/login downloads: the entry chunk and its
// static imports (the modulepreloads in index.html), then the login route's chunk and its static
// imports, which the router fetches before the page renders. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure([entryKey]);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/LoginPage.tsx'));
const login = staticClosure([loginKey], new Set(entry));

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
const loginOnly = new Set([...login].filter((key) => !entry.has(key)));
const loginTotal = report('/auth/login route chunk + its own static imports', loginOnly);
console.log(`Initial JS for /auth/login: ${kb(entryTotal + loginTotal)} gzip`);
const xstateIn = [...entry, ...loginOnly].filter((key) => /xstate|machines\/src\/booking/.test(key));
console.log(
  `xstate or the booking machine in the initial JS: ${xstateIn.length === 0 ? 'no' : xstateIn.join(', ')}`,
);
