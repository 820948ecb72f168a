#!/usr/bin/env node
// Offline visual regression for @pawcall/ui: builds Storybook, screenshots every story of the
// library in each brand with Chromium (playwright-core + /usr/bin/chromium), compares each shot with
// the committed baseline (pixelmatch) and writes an HTML report that shows every changed story as
// baseline | current | diff, so designers can review a change without the Chromatic service.
//
//   node visual/visual.mjs              compare; exits 1 on any changed, new or missing story
//   node visual/visual.mjs --update     rewrite the baselines (commit them with the change)
//   options: --no-build (reuse the last build)  --brand pawcall  --story button  --workers 2
//
// Determinism: a fixed 480×400 viewport at scale 1, en-US, UTC, a frozen clock, animations and
// transitions off (so the form shake and spinners are still frames), no caret, and system fonts only (no web fonts are loaded, so every
// brand font list falls back to the same installed fonts on these machines).
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const here = import.meta.dirname;
const repo = resolve(here, '../../..');
const baselineDir = join(here, 'baselines');
const reportDir = join(here, 'report');
const buildDir = join(repo, 'node_modules/.cache/pawcall-visual/storybook');
const BRANDS = ['pawcall', 'pharmacy', 'example'];
const VIEWPORT = { width: 480, height: 400 };
const FROZEN_TIME = new Date('2026-03-10T15:00:00Z');

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    brand: { type: 'string', multiple: true },
    story: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});
const brands = args.brand?.length ? args.brand : BRANDS;
const started = performance.now();

// 1. Build Storybook (static, offline).
if (args.build && !args['no-build']) {
  const t = performance.now();
  const result = spawnSync(
    'pnpm',
    ['exec', 'storybook', 'build', '-c', '.storybook', '-o', buildDir, '--quiet'],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  if (result.status !== 0) {
    console.error('visual: storybook build failed');
    process.exit(2);
  }
  console.log(`visual: built Storybook in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
if (!existsSync(join(buildDir, 'index.json'))) {
  console.error(`visual: no Storybook build at ${buildDir}; run without --no-build`);
  process.exit(2);
}

// 2. Serve it.
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file = join(buildDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(buildDir) || !existsSync(file) || statSync(file).isDirectory()) file = '';
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// 3. The library's stories (the app's screens have their own e2e checks).
const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.importPath.startsWith('./packages/ui/'))
  .filter((e) => !args.story || e.id.includes(args.story.toLowerCase()))
  .sort((a, b) => a.id.localeCompare(b.id));
const jobs = brands.flatMap((brand) => stories.map((story) => ({ brand, story })));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    '--disable-font-subpixel-positioning',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
  ],
});
const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
});
await context.clock.setFixedTime(FROZEN_TIME);
await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
await context.addInitScript(() => {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
  document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style));
});

const settled = (storyId) => {
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  return (
    render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
  );
};

// The iframe loads once per page and brand; later stories are switched through Storybook's channel
// (as the Storybook UI does), which is several times faster than reloading the bundle for each shot.
async function shoot(page, { brand, story }, { reload = false } = {}) {
  if (reload || page.brand !== brand) {
    const url = `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=brand:${brand};locale:en-US`;
    await page.goto(url, { waitUntil: 'load' });
    page.brand = brand;
  } else {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  }
  // Wait until the story has rendered and its play function (if any) has finished.
  await page.waitForFunction(settled, story.id, { timeout: 20_000, polling: 25 });
  await page.evaluate(() => document.fonts.ready);
  // Two frames so that effects after the play function (focus rings, popper positions) are painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

function compare(baselinePath, current) {
  if (!existsSync(baselinePath)) return { status: 'new' };
  const a = PNG.sync.read(readFileSync(baselinePath));
  const b = PNG.sync.read(current);
  if (a.width !== b.width || a.height !== b.height) return { status: 'changed', pixels: -1 };
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return pixels === 0 ? { status: 'same' } : { status: 'changed', pixels, diff: PNG.sync.write(diff) };
}

// 4. Screenshot and compare, a few pages at a time.
const results = [];
const workers = Math.max(1, Number(args.workers));
let next = 0;
await Promise.all(
  Array.from({ length: workers }, async () => {
    const page = await context.newPage();
    while (next < jobs.length) {
      const job = jobs[next++];
      const name = `${job.brand}/${job.story.id}.png`;
      try {
        let shot = await shoot(page, job);
        const baselinePath = join(baselineDir, name);
        // A shot that differs from its baseline is retaken in a freshly loaded iframe, so a leftover
        // of the previous story (switching through the channel) is never reported as a change.
        if (existsSync(baselinePath) && compare(baselinePath, shot).status !== 'same') {
          shot = await shoot(page, job, { reload: true });
        }
        if (args.update) {
          mkdirSync(dirname(baselinePath), { recursive: true });
          const same = existsSync(baselinePath) && compare(baselinePath, shot).status === 'same';
          // New baselines come from a freshly loaded iframe; a changed one already was retaken so.
          if (!same)
            writeFileSync(
              baselinePath,
              existsSync(baselinePath) ? shot : await shoot(page, job, { reload: true }),
            );
          results.push({ name, job, status: same ? 'same' : 'updated' });
        } else {
          results.push({ name, job, shot, ...compare(baselinePath, shot) });
        }
      } catch (error) {
        results.push({ name, job, status: 'failed', error: String(error).split('\n')[0] });
      }
    }
    await page.close();
  }),
);
await browser.close();
server.close();

// Baselines whose story is gone.
const wanted = new Set(jobs.map((j) => `${j.brand}/${j.story.id}.png`));
const stale = [];
if (!args.story) {
  for (const brand of brands) {
    const dir = join(baselineDir, brand);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const name = `${brand}/${file}`;
      if (wanted.has(name)) continue;
      if (args.update) rmSync(join(dir, file));
      else stale.push(name);
    }
  }
}

// 5. Report.
const count = (status) => results.filter((r) => r.status === status).length;
const problems = results.filter((r) => ['changed', 'new', 'failed'].includes(r.status));
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(join(reportDir, 'img'), { recursive: true });
const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const rows = problems
  .map((r) => {
    const slug = r.name.replace(/[/]/g, '__');
    const cells = [];
    if (r.status === 'changed' || r.status === 'new') {
      if (r.status === 'changed')
        writeFileSync(
          join(reportDir, 'img', `${slug}.baseline.png`),
          readFileSync(join(baselineDir, r.name)),
        );
      writeFileSync(join(reportDir, 'img', `${slug}.current.png`), r.shot);
      if (r.diff) writeFileSync(join(reportDir, 'img', `${slug}.diff.png`), r.diff);
      cells.push(
        r.status === 'changed'
          ? `<figure><img src="img/${slug}.baseline.png" alt=""><figcaption>baseline</figcaption></figure>`
          : '<figure><div class="none">no baseline</div><figcaption>baseline</figcaption></figure>',
        `<figure><img src="img/${slug}.current.png" alt=""><figcaption>current</figcaption></figure>`,
        r.diff
          ? `<figure><img src="img/${slug}.diff.png" alt=""><figcaption>diff (${r.pixels} px)</figcaption></figure>`
          : '',
      );
    } else cells.push(`<pre>${esc(r.error)}</pre>`);
    return `<section><h2>${esc(r.job.story.title)} / ${esc(r.job.story.name)} <small>${esc(r.job.brand)} · ${r.status}</small></h2><div class="row">${cells.join('')}</div></section>`;
  })
  .join('\n');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `${stories.length} stories × ${brands.length} brands = ${jobs.length} screenshots in ${seconds} s: ${count('same')} unchanged, ${count('changed')} changed, ${count('new')} new, ${count('updated')} updated, ${count('failed')} failed, ${stale.length} stale baselines`;
writeFileSync(
  join(reportDir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>@pawcall/ui visual diff</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1d2939}h1{font-size:1.4rem}section{margin:2rem 0;border-top:1px solid #ddd}
.row{display:flex;gap:1rem;flex-wrap:wrap}figure{margin:0}img{border:1px solid #ccc;display:block;max-width:480px}figcaption{color:#555;margin-top:.25rem}
.none{width:480px;height:400px;display:grid;place-items:center;background:#f2f4f7;color:#555}small{color:#667085;font-weight:normal}</style>
<h1>@pawcall/ui visual diff</h1><p>${esc(summary)}</p>${stale.length ? `<p>Stale baselines (story removed): ${stale.map(esc).join(', ')}</p>` : ''}
${rows || '<p>No differences.</p>'}</html>`,
);
console.log(`visual: ${summary}`);
for (const r of problems)
  console.log(
    `  ${r.status.padEnd(8)} ${r.name}${r.error ? `  ${r.error}` : r.pixels ? `  (${r.pixels} px)` : ''}`,
  );
if (problems.length || stale.length) {
  console.log(
    `visual: report with baseline | current | diff: ${relative(process.cwd(), join(reportDir, 'index.html'))}`,
  );
  console.log(
    'visual: if the changes are intended, run `pnpm --filter @pawcall/ui visual:update` and commit the baselines',
  );
}
process.exit(args.update ? (count('failed') ? 1 : 0) : problems.length || stale.length ? 1 : 0);
