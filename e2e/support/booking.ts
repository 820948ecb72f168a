import type { Page } from 'playwright-core';

/** Opens a vet's profile and picks the first free time of the first day that has one; returns its label. */
export async function pickFirstFreeTime(page: Page, slug: string): Promise<string> {
  await page.goto(`/p/${slug}`);
  const times = page.getByRole('group', { name: /Choose a time/ });
  const slot = times.getByRole('button').first();
  await slot.waitFor();
  const label = (await slot.getAttribute('aria-label')) ?? (await slot.textContent()) ?? '';
  await slot.click();
  await page.waitForURL(/\/cx\/book\/[0-9a-f-]{36}\/pet$/);
  return label;
}

/** Pet step: a pet, one concern, a description. */
export async function choosePetAndConcerns(page: Page, pet: string, description: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(pet) }).click();
  await page.getByRole('checkbox', { name: 'Vomiting' }).check();
  await page.getByLabel(/Describe what is going on/).fill(description);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Location (filled in when the profile has no address), then pay per appointment. */
export async function confirmLocationAndOption(page: Page, country: string, province: string): Promise<void> {
  await page.getByRole('heading', { name: 'Where is your pet?' }).waitFor();
  const provinceField = page.getByLabel(/State or province/);
  if ((await provinceField.inputValue()) === '') {
    await page.getByRole('combobox', { name: /Country/ }).click();
    await page.getByRole('option', { name: country }).click();
    await provinceField.fill(province);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function chooseCard(page: Page, card: RegExp): Promise<void> {
  // Any card of that description will do: a demo client can hold several (the billing journey
  // adds a second Visa ending in 4242 to Olivia's).
  await page.getByRole('radio', { name: card }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Review and book' }).waitFor();
}
