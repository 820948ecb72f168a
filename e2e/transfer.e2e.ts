import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCard, choosePetAndConcerns, confirmLocationAndOption } from './support/booking';
import { expectNoAxeViolations, launchBrowser, newClientContext, signIn } from './support/browser';

// The seed: Olivia's PAW3M8X4 with Dr. Brooks in three days, already confirmed by the vet (so
// moving it costs the transfer fee); PAW4R6DX, a held visit of Miso's with Dr. Chen.
const UPCOMING = 'PAW3M8X4';
const HELD = 'PAW4R6DX';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** In a day-and-time chooser, the first free time of the first day that has one; returns its label. */
async function pickFirstFreeTime(page: Page, timesLabel: RegExp): Promise<string> {
  const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
  const count = await days.count();
  for (let index = 0; index < count; index++) {
    await days.nth(index).click();
    const times = page.getByRole('group', { name: timesLabel });
    const noTimes = page.getByText('No free times on this day. Try another day.');
    await Promise.race([times.getByRole('button').first().waitFor(), noTimes.waitFor()]);
    if ((await times.getByRole('button').count()) > 0) {
      const slot = times.getByRole('button').first();
      const label = (await slot.getAttribute('aria-label')) ?? '';
      await slot.click();
      return label;
    }
  }
  throw new Error('no free time in the days shown');
}

describe('transfer and follow-up, end to end in Chromium', () => {
  it('olivia transfers an upcoming appointment to another vet, pays the fee, and sees the new vet', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto(`/cx/appointments/${UPCOMING}`);
    await page
      .getByText(/Amelia Brooks/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Transfer to another vet' }).click();
    await page.waitForURL(new RegExp(`/cx/transfer/${UPCOMING}$`));

    const summary = page.getByRole('region', { name: 'Review the transfer' });
    await summary.getByText('$10.00').waitFor();
    await page.getByRole('radio', { name: /Julien Tremblay/ }).click();
    await pickFirstFreeTime(page, /^Choose a time$/);
    await expectNoAxeViolations(page);
    await summary.getByRole('radio', { name: /ending in 4242/ }).click();
    await summary.getByRole('button', { name: 'Confirm transfer' }).click();

    await page.getByText('Your appointment is transferred. The new vet will confirm it.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cx/appointments/${UPCOMING}`);
    await page
      .getByText(/Julien Tremblay/)
      .first()
      .waitFor();
    expect(await page.getByText(/Amelia Brooks/).count()).toBe(0);

    // The fee is on the receipt.
    await page.getByRole('link', { name: 'Receipt' }).click();
    await page.getByText('Transfer fee').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the vet proposes a follow-up; olivia chooses a time and pays it with FOLLOWUP15', async () => {
    const vetContext = await newClientContext(browser);
    const vet = await vetContext.newPage();
    await signIn(vet, 'dr.chen@pawcall.test');
    await vet.goto(`/px/appointments/${HELD}`);
    await vet.getByLabel('Follow-up message').fill('Let us look at Miso’s sneezing again next week.');
    await vet.getByRole('button', { name: 'Request a follow-up' }).click();
    await vet.getByText('Follow-up request sent.').waitFor();
    await vetContext.close();

    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto(`/cx/appointments/${HELD}`);
    const followUp = page.getByRole('region', { name: 'Follow-up from your vet' });
    await followUp.getByText('Let us look at Miso’s sneezing again next week.').waitFor();
    await followUp.getByText(/Follow-up visit: CA\$50\.00/).waitFor();
    await expectNoAxeViolations(page);
    await followUp.getByRole('button', { name: 'Choose a time and pay' }).click();
    await pickFirstFreeTime(page, /Choose a time for the follow-up/);

    await page.waitForURL(/\/cx\/book\/[0-9a-f-]{36}\/pet$/);
    await choosePetAndConcerns(page, 'Miso', 'Follow-up: still sneezing');
    await confirmLocationAndOption(page, 'Canada', 'ON');
    await chooseCard(page, /ending in 4242/);
    await page.getByLabel('Promo code').fill('FOLLOWUP15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code FOLLOWUP15').waitFor();
    await page.getByText('CA$42.50').first().waitFor();
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.getByRole('heading', { name: "You're booked!" }).waitFor();
    const reference = page.url().split('/').pop() ?? '';

    await page.goto(`/cx/appointments/${HELD}`);
    await page.getByText('Follow-up accepted.').waitFor();
    await page.getByRole('link', { name: 'View the follow-up appointment' }).click();
    await page.waitForURL(new RegExp(`/cx/appointments/${reference}$`));
    await page
      .getByText(/Emily Chen/)
      .first()
      .waitFor();
    await context.close();
  });
});
