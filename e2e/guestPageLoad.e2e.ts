import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newClientContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Traffic {
  /** Failed requests and answers of 400 or more, as Lighthouse's console audit would count them. */
  failures: string[];
  consoleErrors: string[];
  refreshCalls: number;
}

function watch(page: Page): Traffic {
  const traffic: Traffic = { failures: [], consoleErrors: [], refreshCalls: 0 };
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's loads (net::ERR_ABORTED): nothing failed.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') traffic.failures.push(`${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) traffic.failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/refresh') traffic.refreshCalls += 1;
  });
  page.on('console', (message) => {
    if (message.type() === 'error') traffic.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => traffic.consoleErrors.push(error.message));
  return traffic;
}

describe("a guest's page load, end to end in Chromium", () => {
  it('opens the welcome and sign-in pages without a failed request or a console error', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    const traffic = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Talk to a vet today, from home' }).waitFor();
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in to Pawcall' }).waitFor();
    expect(traffic).toEqual({ failures: [], consoleErrors: [], refreshCalls: 0 });
    await context.close();
  });

  it('a signed-in reload restores the session through the refresh cookie; after signing out, none is tried', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    const traffic = watch(page);
    const logOut = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' });
    await page.reload({ waitUntil: 'networkidle' });
    await logOut.waitFor();
    expect(traffic.refreshCalls).toBe(1);

    await logOut.click();
    await page.waitForURL((url) => url.pathname === '/auth/login' || url.pathname === '/');
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in to Pawcall' }).waitFor();
    expect(traffic.refreshCalls).toBe(1);
    expect(traffic.failures).toEqual([]);
    expect(traffic.consoleErrors).toEqual([]);
    await context.close();
  });
});
