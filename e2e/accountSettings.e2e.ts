import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, signIn } from './support/browser';
import { latestMessage } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

describe('account settings, end to end in Chromium', () => {
  it('olivia changes her phone with the code from the outbox and the overview shows it', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto('/cx/account');
    await page.getByRole('link', { name: 'Phone number' }).click();
    await page.waitForURL(/\/cx\/account\/phone$/);
    await page.getByText('Your number is +14165550134.').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Country code' }).selectOption('CA');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('6475550188');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText(/We sent a 6-digit code to/).waitFor();
    // The resend countdown is running.
    expect(await page.getByRole('button', { name: /Send a new code in \d+ s/ }).isDisabled()).toBe(true);
    const sms = await latestMessage('+16475550188');
    expect(sms.channel).toBe('SMS');
    await typeCode(page, sms.code ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your phone number +16475550188 is verified.').waitFor();

    await page.goto('/cx/account');
    await page.getByText('+16475550188', { exact: true }).waitFor();
    expect(await page.getByText('+14165550134').count()).toBe(0);
    await context.close();
  });

  it('the invite page sends an invite by email and lists it', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto('/cx/account');
    await page.getByRole('link', { name: 'Invite a friend' }).click();
    await page.waitForURL(/\/cx\/account\/invite$/);
    await page
      .getByText(
        'Your friend gets 40% off a first appointment, and you get a $25.00 gift card for each friend who completes a booking.',
      )
      .waitFor();
    await page.getByRole('cell', { name: 'sam.rivera@example.com' }).waitFor();
    await expectNoAxeViolations(page);

    const friend = `friend.${Date.now().toString(36)}@example.com`;
    await page.getByLabel("Your friend's email").fill('not-an-email');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await page.getByText("Your friend's email must be valid.").waitFor();

    await page.getByLabel("Your friend's email").fill(friend);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await page.getByText(`We sent your invite to ${friend}.`).waitFor();
    await page.getByRole('cell', { name: friend }).waitFor();
    const mail = await latestMessage(friend);
    expect(mail.subject).toBe('Olivia Martin invited you to Pawcall');
    expect(mail.body).toContain('40% off your first video appointment');
    await context.close();
  });
});
