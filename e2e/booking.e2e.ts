import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, signIn } from './support/browser';
import {
  chooseCard,
  choosePetAndConcerns,
  confirmLocationAndOption,
  pickFirstFreeTime,
} from './support/booking';

const SLOT_TAKEN =
  'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.';
const DECLINED = 'We were unable to charge your card, Please try again or select another card.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('booking, end to end in Chromium', () => {
  it('the demo client books a slot with the good card and sees it in the appointments list', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expectNoAxeViolations(page);
    await signIn(page, 'olivia@pawcall.test');

    await page.goto('/gs');
    await page
      .getByRole('link', { name: /Emily Chen/ })
      .first()
      .click();
    await page.waitForURL(/\/p\/dr-emily-chen$/);
    await expectNoAxeViolations(page);

    await pickFirstFreeTime(page, 'dr-emily-chen');
    await choosePetAndConcerns(page, 'Biscuit', 'Vomited twice since breakfast');
    await confirmLocationAndOption(page, 'Canada', 'ON');
    await chooseCard(page, /ending in 4242/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book and pay' }).click();

    await page.getByRole('heading', { name: "You're booked!" }).waitFor();
    const reference = page.url().split('/').pop()!;
    expect(reference).toMatch(/^[A-Z0-9]{6,10}$/);

    await page.getByRole('link', { name: 'Go to my appointments' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('link', { name: `View appointment ${reference}` }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('a declined card shows the spec’s message and keeps every choice', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await pickFirstFreeTime(page, 'dr-emily-chen');
    await choosePetAndConcerns(page, 'Miso', 'Sneezing since the weekend');
    await confirmLocationAndOption(page, 'Canada', 'ON');
    await chooseCard(page, /ending in 0002/);
    await page.getByRole('button', { name: 'Book and pay' }).click();

    await page.getByText(DECLINED).waitFor();
    expect(page.url()).toMatch(/\/payment$/);
    expect(await page.getByRole('radio', { name: /ending in 0002/ }).isChecked()).toBe(true);

    // Walk back: every earlier choice is still there.
    await page
      .getByRole('navigation', { name: 'Booking steps' })
      .getByRole('button', { name: /Pet/ })
      .click();
    await page.getByRole('heading', { name: 'Who is the appointment for?' }).waitFor();
    expect(await page.getByRole('radio', { name: /Miso/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Vomiting' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/Describe what is going on/).inputValue()).toBe(
      'Sneezing since the weekend',
    );
    await context.close();
  });

  it('two clients racing for one slot end with one booking and one "no longer available" message', async () => {
    // The race is only real on PostgreSQL (PGlite is a single session); CI runs this file there.
    console.log(`race test on ${inject('database')}`);
    const olivia = await newClientContext(browser);
    const noah = await newClientContext(browser);
    const [pageA, pageB] = await Promise.all([olivia.newPage(), noah.newPage()]);
    await signIn(pageA, 'olivia@pawcall.test');
    await signIn(pageB, 'noah@pawcall.test');

    const slotA = await pickFirstFreeTime(pageA, 'dr-priya-raman');
    const slotB = await pickFirstFreeTime(pageB, 'dr-priya-raman');
    expect(slotB).toBe(slotA);

    await choosePetAndConcerns(pageA, 'Biscuit', 'Limping on the left hind leg');
    await choosePetAndConcerns(pageB, 'Pepper', 'Limping after the park');
    await confirmLocationAndOption(pageA, 'United States', 'NY');
    await confirmLocationAndOption(pageB, 'United States', 'NY');
    await chooseCard(pageA, /ending in 4242/);
    await chooseCard(pageB, /ending in 4242/);

    await Promise.all([
      pageA.getByRole('button', { name: 'Book and pay' }).click(),
      pageB.getByRole('button', { name: 'Book and pay' }).click(),
    ]);
    const outcome = async (page: typeof pageA) =>
      Promise.race([
        page
          .getByRole('heading', { name: "You're booked!" })
          .waitFor()
          .then(() => 'booked' as const),
        page
          .getByText(SLOT_TAKEN)
          .waitFor()
          .then(() => 'taken' as const),
      ]);
    const outcomes = await Promise.all([outcome(pageA), outcome(pageB)]);
    expect(outcomes.sort()).toEqual(['booked', 'taken']);
    await olivia.close();
    await noah.close();
  });
});
