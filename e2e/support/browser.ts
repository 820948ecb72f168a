import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The environment Chromium starts with. Under scripts/clock-matrix.sh the test process runs with
 * libfaketime preloaded, which Chromium's zygote does not survive: the browser starts on the real
 * clock and its pages are moved to the faked one instead (followFakedClock).
 */
export function browserEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  return env;
}

/** FAKETIME="+Ns" (set by scripts/clock-matrix.sh): how far the faked clock is ahead, in ms. */
function fakedClockOffsetMs(): number {
  const match = /^([+-]\d+)s$/.exec(process.env.FAKETIME ?? '');
  return match ? Number(match[1]) * 1000 : 0;
}

/** Pages see the same faked time as the server and the test; timers are left alone. */
async function followFakedClock(context: BrowserContext): Promise<void> {
  const offset = fakedClockOffsetMs();
  if (offset === 0) return;
  await context.addInitScript((shift: number) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, offset);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // launch() gives every run a fresh temporary profile of its own.
    args: CHROMIUM_ARGS,
    headless: true,
    env: browserEnvironment(),
  });
}

export function origin(): string {
  return inject('origin');
}

export async function newClientContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin(),
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  await followFakedClock(context);
  waitForTheAppOnEveryVisit(context);
  return context;
}

/**
 * A server-rendered page shows its form before the app has hydrated it, and a form typed into and
 * sent before then is the browser's plain submit. A person takes longer than that; a journey does
 * not, so every visit of a page of the app waits for the app's mark (<html data-app-ready>).
 */
function waitForTheAppOnEveryVisit(context: BrowserContext): void {
  const openPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await openPage();
    const visit = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await visit(url, options);
      const isAppPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (isAppPage) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    return page;
  };
}

export async function signIn(page: Page, email: string, password = 'Pawcall123'): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are only judged once a dialog's fade-in or a toast's slide has finished: a frame
  // mid-animation blends text with what is behind it and fails colour contrast at random.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  // Each violation names its elements and axe's reason, so a failure says what to fix.
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`)
          .join('; ')}`,
    ),
  ).toEqual([]);
}
