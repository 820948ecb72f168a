#!/usr/bin/env node
// Builds the same page (a heading, TextField, Select, two Buttons and a confirmation Dialog) with
// @pawcall/ui, @radix-ui/themes and @mui/material (+ Emotion), each as its own production Vite
// build, and prints each page's JS and CSS after gzip, beside a React-only baseline.
//
//   pnpm --filter @pawcall/bench-ui-compare bench      (or: node compare.mjs --json)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = import.meta.dirname;
const pages = [
  { name: 'React only (baseline)', entry: 'react-only' },
  { name: '@pawcall/ui', entry: 'pawcall' },
  { name: '@radix-ui/themes', entry: 'radix-themes' },
  { name: '@mui/material + emotion', entry: 'mui' },
];

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [];
for (const page of pages) {
  const outDir = join(root, 'dist', page.entry);
  const html = join(root, `${page.entry}.html`);
  writeFileSync(
    html,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.name}</title></head><body><div id="root"></div><script type="module" src="/src/${page.entry}.jsx"></script></body></html>`,
  );
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: html } },
  });
  rmSync(html);
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets);
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzip(join(assets, f)), 0);
  rows.push({ page: page.name, js: sum('.js'), css: sum('.css') });
}

const base = rows[0];
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const header = ['page', 'JS gzip', 'CSS gzip', 'total gzip', 'over React-only'];
  const lines = rows.map((r) => [
    r.page,
    kB(r.js),
    kB(r.css),
    kB(r.js + r.css),
    r === base ? '—' : kB(r.js + r.css - base.js - base.css),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const l of lines) console.log(fmt(l));
  console.log(
    '\nMUI has no CSS file: Emotion writes its styles at run time, so their cost is inside its JS.',
  );
}
