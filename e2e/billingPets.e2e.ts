import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('billing and pets, end to end in Chromium', () => {
  it('Olivia adds a card with pm_card_visa on the add-payment-method page and sees it in billing', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto('/cx/account/billing');
    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    // Count the saved cards only once they have loaded (the heading renders before them).
    await page
      .getByText(/ending in \d{4}$/)
      .first()
      .waitFor();
    const before = await page.getByText(/^visa ending in 4242$/).count();

    await page.getByRole('link', { name: 'Add a payment method' }).click();
    await page.waitForURL(/\/cx\/account\/billing\/add-payment-method$/);
    await page.getByRole('heading', { name: 'Add a payment method' }).waitFor();
    await page.getByRole('button', { name: 'Save card' }).waitFor();
    await expectNoAxeViolations(page);

    // The billing details the spec requires: an empty name is refused before anything is sent.
    await page.getByLabel(/^Name on card/).fill('');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Please enter the name on the card.').waitFor();
    expect(page.url()).toMatch(/\/add-payment-method$/);

    await page.getByLabel(/^Name on card/).fill('Olivia Martin');
    await page.getByLabel(/^Billing address/).fill('120 Queen St W');
    await page.getByLabel(/^City/).fill('Toronto');
    await page.getByLabel(/^Province or state/).fill('ON');
    // The embedded provider's test cards: pm_card_visa.
    await page.getByRole('combobox', { name: 'Test card' }).click();
    await page.getByRole('option', { name: 'Test Visa (succeeds)' }).click();
    await page.getByRole('button', { name: 'Save card' }).click();

    await page.waitForURL(/\/cx\/account\/billing$/);
    await page.getByText('Your card ending in 4242 has been saved.', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/^visa ending in 4242$/).count()).toBe(before + 1);
    await page.getByText('Billing: Olivia Martin, Toronto, ON, CA').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Payment history' }).click();
    const table = page.getByRole('table', { name: 'Payments' });
    await table.waitFor();
    await expect(
      table
        .getByRole('link', { name: /^Receipt for PAW/ })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^\/cx\/appointments\/PAW[A-Z0-9]+\/receipt$/);
    await context.close();
  });

  it('Olivia uploads a photo of Biscuit, and the browser loads it from its signed url', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto('/cx/account/pets');
    await page.getByRole('link', { name: 'Edit Biscuit' }).click();
    await page.getByRole('heading', { name: 'Edit Biscuit' }).waitFor();
    await page.getByText('0 of 5 photos').waitFor();

    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'biscuit.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('The photo has been added.', { exact: true }).waitFor();
    await page.getByText('1 of 5 photos').waitFor();
    const image = page.getByRole('img', { name: 'Photo 1 of Biscuit' });
    await image.waitFor();
    // The image really loaded (a 1×1 PNG), not a broken link.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    // A file that only claims to be an image is refused by the server with the spec's message.
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByText('This image is corrupted. Please choose another one.').waitFor();
    await page.getByText('1 of 5 photos').waitFor();
    await expectNoAxeViolations(page);

    // The photo stays after a reload and shows on the pets list.
    await page.goto('/cx/account/pets');
    await page.getByRole('heading', { name: 'Biscuit' }).waitFor();
    await expect.poll(() => page.locator('img[src*="/photos/"]').count()).toBe(1);
    await context.close();
  });
});
