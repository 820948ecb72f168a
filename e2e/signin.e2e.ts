import { createPrivateKey } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, signIn } from './support/browser';
import { LocalOidcProvider, signJwt } from './support/oidcProvider';

let browser: Browser;
let provider: LocalOidcProvider;
const seconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  browser = await launchBrowser();
  // The organisation e2e-vets is configured by globalSetup (SSO_ORGANIZATIONS) to use this provider.
  provider = await new LocalOidcProvider({
    clientId: 'pawcall-e2e',
    clientSecret: 'e2e-secret',
    now: seconds,
  }).start(inject('oidcPort'));
});
afterAll(async () => {
  await provider?.stop();
  await browser?.close();
});

describe('sign-in, end to end in Chromium', () => {
  it('SSO through the organisation’s OpenID Connect provider lands on the dashboard', async () => {
    provider.nextUser = { sub: 'e2e-olivia', email: 'olivia@pawcall.test' };
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login/sso/e2e-vets');
    await page.waitForURL((url) => url.pathname === '/cx');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).waitFor();
    // A reload keeps the session: the callback set the refresh cookie.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cx');
    await context.close();
  });

  it('an organisation member Pawcall does not know sees the spec’s message', async () => {
    provider.nextUser = { sub: 'e2e-stranger', email: 'stranger@e2e.example' };
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login/sso/e2e-vets');
    await page
      .getByText(
        "We couldn't find a single sign-on account for this organization. Please contact your organization's support.",
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login/sso/e2e-vets');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('Sign in with Apple with an injected identity token signs in (the server verifies it)', async () => {
    const key = createPrivateKey(inject('applePrivateKey'));
    const token = signJwt(key, 'e2e-apple', {
      iss: 'https://appleid.apple.com',
      aud: 'com.pawcall.e2e',
      sub: 'apple-olivia',
      email: 'olivia@pawcall.test',
      email_verified: 'true',
      iat: seconds(),
      exp: seconds() + 600,
    });
    const context = await newClientContext(browser);
    await context.addInitScript((idToken) => {
      // The web app's test seam for provider tokens (features/auth/social/tokenSources.ts).
      (window as unknown as { __pawcallSocialTokens: unknown }).__pawcallSocialTokens = {
        apple: async () => ({ access_token: idToken }),
      };
    }, token);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await page.waitForURL((url) => url.pathname === '/cx');
    await context.close();
  });

  it('the login page is indexable with alternate-language links; /cx pages are noindex', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Sign in to Pawcall' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['en-US', 'en-CA', 'fr-CA', 'en-GB', 'x-default']);

    await page.goto('/auth/login?locale=fr-CA');
    await page.getByRole('heading', { name: 'Connectez-vous à Pawcall' }).waitFor();

    await page.goto('/auth/login?locale=en-US');
    await signIn(page, 'olivia@pawcall.test');
    await page.goto('/cx/appointments');
    await page.getByRole('heading', { name: 'Your appointments' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="alternate"]').count()).toBe(0);
    await context.close();
  });
});
