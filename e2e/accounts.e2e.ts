import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext } from './support/browser';
import { latestMessage } from './support/outbox';

const BAD_PASSWORD = 'The email or password you entered is incorrect.';
const WRONG_CODE = 'The code you entered was incorrect';
const THROTTLED =
  'Too many unsuccessful sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function register(page: Page, path: '/auth/cx/register' | '/auth/px/register', email: string) {
  await page.goto(path);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('Lovelace42');
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByRole('button', { name: /Create/ }).click();
  // Sign-up proves the address first: the code step asks for what was emailed.
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

/** Types the sign-up code the outbox holds for `email` and sends it. */
async function confirmRegistration(page: Page, email: string) {
  const mail = await latestMessage(email);
  expect(mail.code).toMatch(/^\d{6}$/);
  await typeCode(page, mail.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function verifyPhone(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(number);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByText(/We sent a 6-digit code to/).waitFor();
  const sms = await latestMessage(`+1${number}`);
  await typeCode(page, sms.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('accounts, end to end in Chromium', () => {
  it('a new client registers with the email code, verifies the phone, onboards and lands on the dashboard', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    const email = `ada.${unique()}@example.com`;
    await page.goto('/auth/cx/register');
    await expectNoAxeViolations(page);
    await register(page, '/auth/cx/register', email);
    await expectNoAxeViolations(page);
    await confirmRegistration(page, email);

    // The address is proved already, so onboarding starts at the pet.
    await page.waitForURL(/\/cx\/welcome\/pet$/);
    await page.getByLabel("Pet's name").fill('Rex');
    await choose(page, 'Species', 'Dog');
    await choose(page, 'Sex', 'Male');
    await page.getByLabel('Birthday').fill('2020-05-14');
    await page.getByLabel('Weight', { exact: true }).fill('21');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save pet' }).click();

    await page.waitForURL(/\/cx\/welcome\/phone$/);
    const phone = `416555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await verifyPhone(page, phone);

    // The billing page's card form: billing details, then the provider's card (a local test card).
    await page.waitForURL(/\/cx\/welcome\/payment-method$/);
    await page.getByLabel('Billing address').fill('120 Queen St W');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Province or state').fill('ON');
    await choose(page, 'Billing country', 'Canada');
    await page.getByRole('button', { name: 'Save card' }).click();

    await page.waitForURL(/\/cx\/welcome\/location$/);
    await page.getByLabel('Address line 1').fill('120 Queen St W');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('State or province').fill('ON');
    await page.getByLabel('Postal code').fill('M5H 2N2');
    await choose(page, 'Country', 'Canada');
    await page.getByRole('button', { name: 'Save address' }).click();

    await page.waitForURL(/\/cx\/welcome\/complete$/);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.waitForURL((url) => url.pathname === '/cx');
    await page.getByRole('heading', { name: 'Hi Ada!' }).waitFor();
    await page.getByText('Rex').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a wrong sign-up code shows the spec’s message and keeps what was typed', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    const email = `wrong.${unique()}@example.com`;
    await register(page, '/auth/cx/register', email);
    const mail = await latestMessage(email);
    const wrong = mail.code === '123456' ? '654321' : '123456';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(WRONG_CODE).waitFor();
    for (const [index, digit] of [...wrong].entries())
      expect(await page.getByLabel(`Digit ${index + 1} of 6`).inputValue()).toBe(digit);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a new vet registers with the email code and is confined to onboarding until it completes', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    const email = `vet.${unique()}@example.com`;
    await page.goto('/auth/px/register');
    await expectNoAxeViolations(page);
    await register(page, '/auth/px/register', email);
    await confirmRegistration(page, email);
    await page.waitForURL(/\/px\/welcome$/);

    // Confined: the partner area and the client area both send the vet back to onboarding.
    await page.goto('/px');
    await page.waitForURL(/\/px\/welcome$/);
    await page.goto('/cx/appointments');
    await page.waitForURL(/\/px\/welcome$/);

    // The address was proved at sign-up, so onboarding goes straight to identity.
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.waitForURL(/\/px\/welcome\/id-verification$/);
    await page.getByText('ID verification is currently not available in your region.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/px\/welcome\/about-you$/);
    await page.getByLabel('Post-nominal letters (for example DVM)').fill('DVM');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Add a photo later' }).click();
    await page.waitForURL(/\/px\/welcome\/credentials$/);
    await page.getByLabel('School').fill('Ontario Veterinary College');
    await page.getByLabel('Graduating year').fill('2015');
    await page.getByLabel('Licence province or state').fill('ON');
    await page.getByLabel('Licence number').fill('ON-55501');
    // A licence that is still valid on whatever day the suite runs: five years from today.
    const licenceExpiry = `${new Date().getUTCFullYear() + 5}-06-30`;
    await page.getByLabel('Licence expiry date').fill(licenceExpiry);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/px\/welcome\/location$/);
    await page.getByLabel('Province or state').fill('ON');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/px\/welcome\/phone$/);
    await verifyPhone(page, `647555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`);
    await page.waitForURL(/\/px\/welcome\/availability$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Finish and go live' }).click();
    await page.waitForURL((url) => url.pathname === '/px');
    await page.getByRole('heading', { name: 'Welcome, Dr. Lovelace' }).waitFor();
    // Onboarding is over: its pages now send the vet to the dashboard.
    await page.goto('/px/welcome');
    await page.waitForURL((url) => url.pathname === '/px');
    await context.close();
  });

  it('a magic link signs in', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('noah@pawcall.test');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('If noah@pawcall.test has an account, a sign-in link is on its way.').waitFor();
    const mail = await latestMessage('noah@pawcall.test');
    expect(mail.link).toMatch(/^\/\?u=.+&ml=.+$/);
    await page.goto(mail.link ?? '/');
    await page.waitForURL((url) => url.pathname === '/cx');
    await page.getByRole('heading', { name: 'Hi Noah!' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('a bad password shows the spec’s message and keeps what was typed', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('olivia@pawcall.test');
    await page.getByLabel('Password').fill('NotHerPassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(BAD_PASSWORD).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('olivia@pawcall.test');
    expect(await page.getByLabel('Password').inputValue()).toBe('NotHerPassword1');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a throttled login shows the spec’s message and keeps what was typed', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('inactive@pawcall.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password').fill(`Wrong${attempt}pass`);
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await page.getByText(BAD_PASSWORD).waitFor();
    }
    await page.getByLabel('Password').fill('Pawcall123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(THROTTLED).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('inactive@pawcall.test');
    expect(await page.getByLabel('Password').inputValue()).toBe('Pawcall123');
    await context.close();
  });
});
