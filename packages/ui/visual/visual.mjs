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
// Determinism (a shot must only change when the component does):
// - a fixed 480×400 viewport at scale 1, en-US, UTC, a frozen clock, light scheme;
// - no motion: prefers-reduced-motion is emulated (the components' own no-motion styles apply, e.g.
//   the failed-submit shake becomes its static outline) and injected CSS turns every CSS animation
//   and transition off; before each shot Web Animations are finished (or cancelled if endless);
// - the shot waits for the story's play function, for the page's requests to finish (lazily loaded
//   parts such as the toast region), for images to decode, for document.fonts and for cues that end
//   by themselves on a timer (the form's 800 ms shake);
// - no caret, and no textarea resize grip (Chromium draws the grip itself; it is not our design);
// - a shot that differs from its baseline is retaken in a freshly loaded iframe until two
//   consecutive shots are identical, so only a settled page is ever reported (or written by --update);
// - pixels: pixelmatch with threshold 0.1 and anti-aliased pixels not counted, and a shot with at
//   most TOLERATED_PIXELS (20 px, 0.01 % of the 192,000 px) differing pixels counts as unchanged:
//   edge anti-aliasing varies between CPUs, while any real change (a colour, a border, a word) moves
//   hundreds of pixels;
// - the environment: baselines/chromium-version.txt and baselines/fonts.txt record the Chromium and
//   the fonts the baselines were made with (written by --update). Another Chromium major version, or
//   a brand font stack rendered with another font, fails the run before any shot: run --update on
//   the CI image instead of comparing against another browser's rendering. No brand font (Inter,
//   Source Sans 3, Nunito, Merriweather) is installed as a package, so the brands render with the
//   Debian fonts the stacks fall back to (fonts-dejavu-core, fonts-liberation).
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
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { brands as registry } from '../src/themes/brands.ts';

const here = import.meta.dirname;
const repo = resolve(here, '../../..');
const baselineDir = join(here, 'baselines');
const chromiumVersionFile = join(baselineDir, 'chromium-version.txt');
const fontsFile = join(baselineDir, 'fonts.txt');
const reportDir = join(here, 'report');
const buildDir = join(repo, 'node_modules/.cache/pawcall-visual/storybook');
// From the brand registry itself (Node strips its types): a new brand is shot without touching this file.
const BRANDS = registry.map((brand) => brand.id);
const VIEWPORT = { width: 480, height: 400 };
const FROZEN_TIME = new Date('2026-03-10T15:00:00Z');
/** Per-pixel colour distance (pixelmatch, 0–1) below which two pixels count as the same. */
const PIXEL_THRESHOLD = 0.1;
/** Differing pixels a shot may have and still count as unchanged (0.01 % of 480×400). */
const TOLERATED_PIXELS = 20;
/** States that end by themselves on a timer; a shot waits (at most 2 s) until none is on the page. */
const TRANSIENT_STATES = '[data-shaking="true"]';
/** The shot-time stylesheet: no motion, no caret, no native resize grip. */
const SHOT_CSS = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}
textarea{resize:none!important}`;

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
const fullRun = !args.story && brands.length === BRANDS.length;
const started = performance.now();
const fail = (message) => {
  console.error(`visual: ${message}`);
  process.exit(1);
};

// 1. The browser first: a Chromium other than the baselines' fails before the slow build.
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
const chromiumVersion = browser.version();
const major = (version) => version.split('.')[0];
const baselineChromium = existsSync(chromiumVersionFile)
  ? readFileSync(chromiumVersionFile, 'utf8').trim()
  : '';
if (baselineChromium && major(baselineChromium) !== major(chromiumVersion) && (!args.update || !fullRun)) {
  await browser.close();
  fail(
    `the baselines were made with Chromium ${baselineChromium} (visual/baselines/chromium-version.txt), ` +
      `this machine has Chromium ${chromiumVersion}. Text and form controls render differently between ` +
      'major versions, so the shots cannot be compared. Run `pnpm --filter @pawcall/ui visual:update` ' +
      '(all stories and brands) on the CI image, review the changed baselines and commit them with ' +
      'chromium-version.txt.',
  );
}
if (!baselineChromium && !args.update)
  console.warn('visual: warning: no baselines/chromium-version.txt; run --update once to record it');

// 2. Build Storybook (static, offline).
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

// 3. Serve it.
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

// 4. The library's stories (the app's screens have their own e2e checks).
const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8'));
const allStories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.importPath.startsWith('./packages/ui/'))
  .sort((a, b) => a.id.localeCompare(b.id));
const stories = allStories.filter((e) => !args.story || e.id.includes(args.story.toLowerCase()));
const jobs = brands.flatMap((brand) => stories.map((story) => ({ brand, story })));

const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
  reducedMotion: 'reduce',
});
await context.clock.setFixedTime(FROZEN_TIME);
await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
// An adopted stylesheet applies from the document's first style computation (no first frame with
// motion) and survives Storybook switching stories.
await context.addInitScript((css) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}, SHOT_CSS);

const storyUrl = (storyId, brand) =>
  `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=brand:${brand};locale:en-US`;

const settled = (storyId) => {
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  return (
    render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
  );
};

async function newPage() {
  const page = await context.newPage();
  page.inflight = 0;
  page.on('request', () => page.inflight++);
  page.on('requestfinished', () => page.inflight--);
  page.on('requestfailed', () => page.inflight--);
  return page;
}

/** Until no request of the page has been in flight for 75 ms (a lazy chunk starts a frame or so after render). */
async function networkIdle(page) {
  for (let quiet = 0, tries = 0; quiet < 3 && tries < 400; tries++) {
    quiet = page.inflight === 0 ? quiet + 1 : 0;
    await sleep(25);
  }
}

/** Waits for everything that still changes the picture after the story's play function. */
async function settle(page) {
  await networkIdle(page);
  await page.evaluate(async (transient) => {
    const wait = (ms) => new Promise((done) => setTimeout(done, ms));
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    for (let i = 0; i < 40 && document.querySelector(transient); i++) await wait(50);
    await Promise.all(
      [...document.images].map(async (img) => {
        if (!img.complete)
          await Promise.race([
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
            wait(5000),
          ]);
        await img.decode().catch(() => {});
      }),
    );
    await document.fonts.ready;
    // CSS animations are off; what is left was started from script (element.animate).
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (Number.isFinite(end)) animation.finish();
      else animation.cancel();
    }
    await Promise.race([
      Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      wait(2000),
    ]);
    // Two frames so that effects after the play function (focus rings, popper positions) are painted.
    await frame();
    await frame();
  }, TRANSIENT_STATES);
}

const capture = (page) => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });

// The iframe loads once per page and brand; later stories are switched through Storybook's channel
// (as the Storybook UI does), which is several times faster than reloading the bundle for each shot.
async function shoot(page, { brand, story }, { reload = false } = {}) {
  if (reload || page.brand !== brand) {
    await page.goto(storyUrl(story.id, brand), { waitUntil: 'load' });
    page.brand = brand;
  } else {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  }
  // Wait until the story has rendered and its play function (if any) has finished.
  await page.waitForFunction(settled, story.id, { timeout: 20_000, polling: 25 });
  await settle(page);
  return capture(page);
}

/** A shot from a freshly loaded iframe, retaken until two consecutive shots are identical. */
async function stableShot(page, job) {
  let previous = await shoot(page, job, { reload: true });
  for (let attempt = 0; attempt < 8; attempt++) {
    await settle(page);
    const shot = await capture(page);
    if (shot.equals(previous)) return shot;
    previous = shot;
  }
  throw new Error('the story does not come to rest: consecutive shots keep differing');
}

function compare(baselinePath, current) {
  if (!existsSync(baselinePath)) return { status: 'new' };
  const a = PNG.sync.read(readFileSync(baselinePath));
  const b = PNG.sync.read(current);
  if (a.width !== b.width || a.height !== b.height) return { status: 'changed', pixels: -1 };
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  return pixels <= TOLERATED_PIXELS
    ? { status: 'same', pixels }
    : { status: 'changed', pixels, diff: PNG.sync.write(diff) };
}

// 5. The fonts each brand's font stacks render with (Chromium's own answer, through DevTools), and
// the Debian font packages installed.
async function renderedFonts() {
  const page = await newPage();
  const lines = [];
  for (const brand of brands) {
    await page.goto(storyUrl(allStories[0].id, brand), { waitUntil: 'load' });
    await page.waitForFunction(settled, allStories[0].id, { timeout: 20_000, polling: 25 });
    const stacks = await page.evaluate(() => {
      const root = document.querySelector('[data-pawcall-theme]');
      const stacks = new Set([getComputedStyle(root).fontFamily]);
      // The brand's font tokens are custom properties on its theme class.
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (!(rule instanceof CSSStyleRule) || !root.classList.contains(rule.selectorText.slice(1)))
            continue;
          for (const name of rule.style) {
            const value = rule.style.getPropertyValue(name).trim();
            if (name.startsWith('--') && /(^|,)\s*(sans-serif|serif|monospace)$/.test(value))
              stacks.add(value);
          }
        }
      }
      // One probe per distinct stack, as Chromium serialises it (quotes differ between sources).
      const probed = new Set();
      for (const stack of stacks) {
        const probe = document.createElement('span');
        probe.style.fontFamily = stack;
        probe.textContent = 'Pawcall Ag 0123 éÉ';
        root.append(probe);
        const family = getComputedStyle(probe).fontFamily;
        if (probed.has(family)) probe.remove();
        else probe.dataset.fontProbe = family;
        probed.add(family);
      }
      return [...probed];
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    for (const [i, nodeId] of nodeIds.entries()) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      lines.push(`brand ${brand}: ${stacks[i]} -> ${fonts.map((f) => f.familyName).join(' + ')}`);
    }
    await cdp.detach();
  }
  await page.close();
  const dpkg = spawnSync(
    'dpkg-query',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query format string
    ['-W', '-f', '${db:Status-Abbrev} ${Package} ${Version}\\n', 'fonts-*', 'fontconfig'],
    {
      encoding: 'utf8',
    },
  );
  const packages = (dpkg.stdout ?? '')
    .split('\n')
    .filter((line) => line.startsWith('ii '))
    .map((line) => `package ${line.slice(3).trim()}`)
    .sort();
  return { brands: [...new Set(lines)].sort(), packages };
}
const fonts = await renderedFonts();
const recordedFonts = existsSync(fontsFile) ? readFileSync(fontsFile, 'utf8').split('\n') : null;
if (recordedFonts && (!args.update || !fullRun)) {
  const recorded = (prefix) => recordedFonts.filter((line) => line.startsWith(prefix));
  const stackOf = (line) => line.split(' -> ')[0];
  const differ = recorded('brand ')
    .filter((line) => brands.some((b) => line.startsWith(`brand ${b}:`)))
    .filter((line) => !fonts.brands.includes(line));
  if (differ.length) {
    await browser.close();
    server.close();
    const here = (line) =>
      fonts.brands.find((now) => stackOf(now) === stackOf(line)) ?? `${stackOf(line)} -> (not used here)`;
    fail(
      'the baselines were made with other fonts (visual/baselines/fonts.txt):\n' +
        differ.map((line) => `  recorded: ${line}\n  here:     ${here(line)}\n`).join('') +
        'Install the font packages fonts.txt lists, or run `pnpm --filter @pawcall/ui visual:update` ' +
        '(all stories and brands) on the CI image and commit the baselines with fonts.txt.',
    );
  }
  const before = recorded('package ').join(', ');
  const now = fonts.packages.join(', ');
  if (before !== now)
    console.warn(
      `visual: warning: the font packages differ from the baselines' (same fonts rendered, so shots are compared):\n  recorded: ${before}\n  here:     ${now}`,
    );
}
if (!recordedFonts && !args.update)
  console.warn('visual: warning: no baselines/fonts.txt; run --update once to record it');

// 6. Screenshot and compare, a few pages at a time.
const results = [];
const workers = Math.max(1, Number(args.workers));
let next = 0;
await Promise.all(
  Array.from({ length: workers }, async () => {
    const page = await newPage();
    while (next < jobs.length) {
      const job = jobs[next++];
      const name = `${job.brand}/${job.story.id}.png`;
      const baselinePath = join(baselineDir, name);
      try {
        let shot = await shoot(page, job);
        let result = compare(baselinePath, shot);
        // A shot that differs from its baseline (or has none) is retaken in a freshly loaded iframe
        // until it is at rest, so a leftover of the previous story (switching through the channel) or
        // a page caught half-way is never reported as a change, nor written as a baseline.
        if (result.status !== 'same') {
          shot = await stableShot(page, job);
          result = compare(baselinePath, shot);
        }
        if (args.update) {
          mkdirSync(dirname(baselinePath), { recursive: true });
          if (result.status !== 'same') writeFileSync(baselinePath, shot);
          results.push({
            name,
            job,
            pixels: result.pixels,
            status: result.status === 'same' ? 'same' : 'updated',
          });
        } else {
          results.push({ name, job, shot, ...result });
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

// The environment the baselines were made in, next to them.
if (args.update && fullRun) {
  writeFileSync(chromiumVersionFile, `${chromiumVersion}\n`);
  writeFileSync(
    fontsFile,
    [
      "# The fonts Chromium rendered each brand's font stacks with, and the Debian font packages, when",
      '# these baselines were made (written by `visual.mjs --update`). A "brand" line that differs fails the',
      '# run; a different package version only warns.',
      ...fonts.brands,
      ...fonts.packages,
      '',
    ].join('\n'),
  );
}

// 7. Report.
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
// Unchanged shots that differed in a few anti-aliased edge pixels, so the tolerance stays visible.
const tolerated = results.filter((r) => r.status === 'same' && r.pixels > 0);
const toleratedNote = tolerated.length
  ? `visual: ${tolerated.length} unchanged shots within the ${TOLERATED_PIXELS}-pixel tolerance (at most ${Math.max(...tolerated.map((r) => r.pixels))} px): ${tolerated.map((r) => `${r.name} ${r.pixels} px`).join(', ')}`
  : '';
const environment = `Chromium ${chromiumVersion}; ${fonts.brands.length ? fonts.brands.map((line) => line.replace(/^brand /, '')).join('; ') : ''}`;
writeFileSync(
  join(reportDir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>@pawcall/ui visual diff</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1d2939}h1{font-size:1.4rem}section{margin:2rem 0;border-top:1px solid #ddd}
.row{display:flex;gap:1rem;flex-wrap:wrap}figure{margin:0}img{border:1px solid #ccc;display:block;max-width:480px}figcaption{color:#555;margin-top:.25rem}
.none{width:480px;height:400px;display:grid;place-items:center;background:#f2f4f7;color:#555}small{color:#667085;font-weight:normal}</style>
<h1>@pawcall/ui visual diff</h1><p>${esc(summary)}</p><p><small>${esc(environment)}</small></p>${toleratedNote ? `<p><small>${esc(toleratedNote)}</small></p>` : ''}${stale.length ? `<p>Stale baselines (story removed): ${stale.map(esc).join(', ')}</p>` : ''}
${rows || '<p>No differences.</p>'}</html>`,
);
console.log(`visual: ${summary}`);
console.log(`visual: ${environment}`);
if (toleratedNote) console.log(toleratedNote);
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
