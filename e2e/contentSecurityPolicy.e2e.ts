import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newClientContext, signIn } from './support/browser';
import {
  chooseCard,
  choosePetAndConcerns,
  confirmLocationAndOption,
  pickFirstFreeTime,
} from './support/booking';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every Content-Security-Policy violation the pages report, as the browser reports them. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(violation: string): void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('the Content-Security-Policy in force, end to end in Chromium', () => {
  it('lets the demo client sign in, book with the embedded providers and see the booking, with no violation', async () => {
    const context = await newClientContext(browser);
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const document = await page.goto('/auth/login');
    expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, 'olivia@pawcall.test');

    await pickFirstFreeTime(page, 'dr-emily-chen');
    await choosePetAndConcerns(page, 'Biscuit', 'Scratching her ear since Sunday');
    await confirmLocationAndOption(page, 'Canada', 'ON');
    await chooseCard(page, /ending in 4242/);
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.getByRole('heading', { name: "You're booked!" }).waitFor();
    const reference = page.url().split('/').pop()!;

    await page.getByRole('link', { name: 'Go to my appointments' }).click();
    await page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('link', { name: `View appointment ${reference}` })
      .click();
    await page.waitForURL(new RegExp(reference));
    await page.getByRole('heading').first().waitFor();
    // The embedded provider's card form: its test-card picker is a Radix Select, which (with its
    // scroll lock) adds <style> elements at run time. Not saved: the other journeys count Olivia's cards.
    await page.goto('/cx/account/billing/add-payment-method');
    await page.getByRole('combobox', { name: 'Test card' }).click();
    await page.getByRole('option', { name: 'Test Visa (succeeds)' }).click();
    await page.getByRole('button', { name: 'Save card' }).waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });
});
