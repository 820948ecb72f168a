import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickFirstFreeTime } from './support/booking';
import { launchBrowser, newClientContext, origin, signIn } from './support/browser';
import { routeTablePaths } from './support/routeTable';

/**
 * Every route of the web app's route table, opened by a guest, the demo client and the demo vet:
 * none may show the page-not-found screen (except the catch-all), answer a document or call with
 * a 5xx, or log a console error or an uncaught exception. Where the route lands (a guard's
 * redirect, a screen) is each journey's concern; here every route is only required to work.
 */

/** Seeded data (apps/api/src/db/seed.ts) and what the sweep makes before it starts. */
interface Seeded {
  petUuid: string;
  quoteUuid: string;
}

/** Appointments of the seed, all Olivia's: with Dr. Chen a week ago (completed, finalized) and soon. */
const COMPLETED = 'PAW7Q2K9';
const UPCOMING_WITH_BROOKS = 'PAW3M8X4';
const JOINABLE_SOON = 'PAWV5T8N';

/**
 * The addresses opened for each route pattern of the table. A route added to the table without
 * an entry here fails the sweep's first test, so none is forgotten.
 */
function addressesOf(seeded: Seeded): Record<string, string[]> {
  return {
    '/': ['/'],
    // A layout only: its pages are below it.
    '/auth': ['/auth'],
    '/auth/login': ['/auth/login'],
    '/auth/cx/register': ['/auth/cx/register'],
    '/auth/px/register': ['/auth/px/register'],
    '/auth/cx/register/connect': ['/auth/cx/register/connect'],
    '/auth/px/register/connect': ['/auth/px/register/connect'],
    '/auth/forgot-password': ['/auth/forgot-password'],
    '/auth/reset-password': ['/auth/reset-password'],
    '/auth/login/sso/:organization': ['/auth/login/sso/northside-vets'],
    '/cx/welcome/:step?': ['/cx/welcome', '/cx/welcome/pet'],
    '/cx/post-checkout/:step?': ['/cx/post-checkout', '/cx/post-checkout/add-phone-number'],
    '/px/welcome/:step?': ['/px/welcome'],
    '/px': ['/px'],
    '/px/notifications': ['/px/notifications'],
    '/px/appointments': ['/px/appointments'],
    '/px/appointments/setup': ['/px/appointments/setup'],
    '/px/appointments/:id': [
      ...['upcoming', 'past', 'action-needed', 'accelerator-appointments', 'requests'].map(
        (tab) => `/px/appointments/${tab}`,
      ),
      `/px/appointments/${COMPLETED}`,
    ],
    '/px/appointments/:id/receipt': [`/px/appointments/${COMPLETED}/receipt`],
    '/px/appointments/:id/session': [`/px/appointments/${JOINABLE_SOON}/session`],
    '/px/appointments/:id/rate': [`/px/appointments/${COMPLETED}/rate`],
    '/px/appointments/:id/setup': [`/px/appointments/${JOINABLE_SOON}/setup`],
    '/appointments/:id/session': [`/appointments/${JOINABLE_SOON}/session`],
    '/gs': ['/gs', '/gs?q=ear'],
    '/p/:slug': ['/p/dr-emily-chen'],
    '/cx': ['/cx'],
    '/cx/notifications': ['/cx/notifications'],
    '/cx/account': ['/cx/account'],
    '/cx/account/pets': ['/cx/account/pets'],
    '/cx/account/billing': ['/cx/account/billing'],
    '/cx/account/billing/add-payment-method': ['/cx/account/billing/add-payment-method'],
    '/cx/account/billing/history': ['/cx/account/billing/history'],
    '/cx/account/security': ['/cx/account/security'],
    '/cx/account/address': ['/cx/account/address'],
    '/cx/account/pets/add': ['/cx/account/pets/add'],
    '/cx/account/pets/:id': [`/cx/account/pets/${seeded.petUuid}`],
    '/cx/account/global-preferences': ['/cx/account/global-preferences'],
    '/cx/account/profile': ['/cx/account/profile'],
    '/cx/account/photo': ['/cx/account/photo'],
    '/cx/account/phone': ['/cx/account/phone'],
    '/cx/account/privacy': ['/cx/account/privacy'],
    '/cx/account/chat-settings': ['/cx/account/chat-settings'],
    '/cx/account/invite': ['/cx/account/invite'],
    '/cx/account/wallets': ['/cx/account/wallets'],
    '/cx/appointments': ['/cx/appointments'],
    '/cx/appointments/:id': [`/cx/appointments/${UPCOMING_WITH_BROOKS}`, `/cx/appointments/${COMPLETED}`],
    '/cx/appointments/setup': ['/cx/appointments/setup'],
    '/cx/appointments/:id/receipt': [`/cx/appointments/${COMPLETED}/receipt`],
    '/cx/appointments/:id/transfer': [`/cx/appointments/${UPCOMING_WITH_BROOKS}/transfer`],
    '/cx/transfer/:id': [`/cx/transfer/${UPCOMING_WITH_BROOKS}`],
    '/cx/appointments/:id/session': [`/cx/appointments/${JOINABLE_SOON}/session`],
    '/cx/appointments/:id/rate': [`/cx/appointments/${COMPLETED}/rate`],
    '/cx/appointments/:id/setup': [`/cx/appointments/${JOINABLE_SOON}/setup`],
    // A quote opens the booking flow, a reference the booking-complete page.
    '/cx/book/:id/:step?': [`/cx/book/${seeded.quoteUuid}/pet`, `/cx/book/${UPCOMING_WITH_BROOKS}`],
    '/*': ['/no-such-page'],
  };
}

/** Only the catch-all shows the page-not-found screen. */
const NOT_FOUND_ROUTES = new Set(['/*']);

interface Problems {
  consoleErrors: string[];
  serverErrors: string[];
}

/** Collects what the page reports: console errors, uncaught exceptions and 5xx answers. */
function watch(page: Page): Problems {
  const problems: Problems = { consoleErrors: [], serverErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.serverErrors.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const NOT_FOUND_HEADING = "Woof! We can't find that page";

/** Opens `address` and waits until the page has settled: its calls answered and no spinner left. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .getByRole('status')
    .filter({ hasText: 'Loading' })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

let browser: Browser;
let seeded: Seeded;
let addresses: Record<string, string[]>;

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${origin()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.240' },
    body: JSON.stringify({ email: 'olivia@pawcall.test', password: 'Pawcall123' }),
  });
  const pets = ((await login.json()) as { data: { user: { pets: { uuid: string; name: string }[] } } }).data
    .user.pets;
  const petUuid = pets.find((pet) => pet.name === 'Biscuit')?.uuid ?? '';
  // A quote of Olivia's for the booking flow's address, as a client makes one on a vet's profile.
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await signIn(page, 'olivia@pawcall.test');
  await pickFirstFreeTime(page, 'dr-amelia-brooks');
  const quoteUuid = /\/cx\/book\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  await context.close();
  seeded = { petUuid, quoteUuid };
  addresses = addressesOf(seeded);
});
afterAll(async () => {
  await browser?.close();
});

describe('the route table', () => {
  it('has every route in the sweep, and the sweep no route the table lacks', () => {
    expect(seeded.petUuid).not.toBe('');
    expect(seeded.quoteUuid).not.toBe('');
    const table = [...new Set(routeTablePaths())].sort();
    expect(table).toContain('/cx/account/pets/:id');
    expect(Object.keys(addresses).sort()).toEqual(table);
  });
});

const ROLES = [
  { role: 'a guest', email: null },
  { role: 'the client', email: 'olivia@pawcall.test' },
  { role: 'the vet', email: 'dr.chen@pawcall.test' },
] as const;

describe.each(ROLES)('every route opened by $role', ({ email }) => {
  let context: BrowserContext;
  let page: Page;
  let problems: Problems;

  beforeAll(async () => {
    context = await newClientContext(browser);
    page = await context.newPage();
    problems = watch(page);
    if (email) await signIn(page, email);
  });
  afterAll(async () => {
    await context?.close();
  });

  // One test per route pattern, named after it; the addresses are known once the seed is read.
  it.for(routeTablePaths().filter((route, index, all) => all.indexOf(route) === index))(
    '%s',
    async (route) => {
      const found: string[] = [];
      for (const address of addresses[route] ?? []) {
        problems.consoleErrors.length = 0;
        problems.serverErrors.length = 0;
        await open(page, address);
        // Every screen has a title heading; none at all is a blank page (a layout without a page).
        const titled = await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (!titled) found.push(`${address}: a blank page (no heading) at ${page.url()}`);
        const notFound = await page.getByRole('heading', { name: NOT_FOUND_HEADING }).isVisible();
        if (notFound !== NOT_FOUND_ROUTES.has(route))
          found.push(
            `${address}: ${notFound ? 'page not found' : 'no page-not-found screen'} at ${page.url()}`,
          );
        for (const error of problems.serverErrors) found.push(`${address}: ${error}`);
        for (const error of problems.consoleErrors) found.push(`${address}: console: ${error}`);
      }
      expect(found).toEqual([]);
    },
  );
});
