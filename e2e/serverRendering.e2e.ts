import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newClientContext, origin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors and uncaught errors: a hydration mismatch is reported as one (React error 418). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('server-rendered public pages, end to end in Chromium', () => {
  it('show their content and meta tags with JavaScript off', async () => {
    const context = await browser.newContext({
      baseURL: origin(),
      locale: 'en-US',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Talk to a vet today, from home' }).waitFor();
    await page.getByRole('link', { name: 'Find a vet' }).first().waitFor();
    expect(await page.title()).toBe('Video vet appointments | Pawcall');
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Pawcall' }).waitFor();
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Password').waitFor();
    expect(await page.title()).toBe('Sign in | Pawcall');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Sign in to Pawcall to book and join video appointments with licensed vets.',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin()}/auth/login`);
    expect(await page.locator('link[rel="alternate"]').count()).toBe(5);
    await context.close();
  });

  it('in French for a French browser, with JavaScript off', async () => {
    const context = await browser.newContext({
      baseURL: origin(),
      locale: 'fr-CA',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1, name: 'Connectez-vous à Pawcall' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await context.close();
  });

  it('hydrate without a console error, keep one set of head tags, and the sign-in form works', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Talk to a vet today, from home' }).waitFor();
    // A client-side navigation after hydration: the router and the sign-in chunk work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to Pawcall' }).waitFor();
    expect(await page.title()).toBe('Sign in | Pawcall');

    // Hydration keeps the server's markup: nothing inside #root is removed and rendered again
    // (React drops a boundary's markup when it cannot hydrate it).
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedFromRoot: removed });
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).closest?.('#root'))
            // Elements: React removes the Suspense boundaries' comment markers once they hydrate.
            for (const node of record.removedNodes)
              if (node.nodeType === Node.ELEMENT_NODE) removed.push(node.nodeName);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Sign in to Pawcall' }).waitFor();
    // React adopted the server's head tags instead of adding its own beside them.
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    // The hydrated form validates (React's handler, not a native submit)…
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter your email.').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
    ).toEqual([]);
    // …and signs in.
    await page.getByLabel('Email').fill('olivia@pawcall.test');
    await page.getByLabel('Password').fill('Pawcall123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the vet search comes with its results, and hydrates with them without fetching again', async () => {
    const noScript = await browser.newContext({
      baseURL: origin(),
      locale: 'en-US',
      javaScriptEnabled: false,
    });
    const plain = await noScript.newPage();
    await plain.goto('/gs?name=Chen');
    await plain.getByRole('heading', { level: 1, name: 'Find a vet' }).waitFor();
    await plain.getByText('Emily Chen').first().waitFor();
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await noScript.close();

    const context = await newClientContext(browser);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/p/partners/search') searches.push(request.url());
    });
    await page.goto('/gs?name=Chen', { waitUntil: 'networkidle' });
    await page.getByText('Emily Chen').first().waitFor();
    // The server's results went to react-query with the page: the browser did not ask again.
    expect(searches).toEqual([]);
    // A new search after hydration is the browser's.
    await page.getByLabel('Name').fill('Brooks');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Amelia Brooks').first().waitFor();
    expect(searches).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a vet’s profile comes with the vet, and the booking part follows in the browser’s time zone', async () => {
    const noScript = await browser.newContext({
      baseURL: origin(),
      locale: 'en-US',
      javaScriptEnabled: false,
    });
    const plain = await noScript.newPage();
    await plain.goto('/p/dr-emily-chen');
    await plain.getByRole('heading', { level: 1, name: 'Emily Chen, DVM' }).waitFor();
    await noScript.close();

    const context = await newClientContext(browser);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto('/p/dr-emily-chen', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: 'Book a video appointment' }).waitFor();
    await page.getByText('Times are shown in America/New_York.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrate in French without a console error', async () => {
    const context = await browser.newContext({ baseURL: origin(), locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Connectez-vous à Pawcall' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
