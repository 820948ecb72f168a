import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

/** A client who has just registered: onboarding, email not verified, no pet, no phone. */
function newClient() {
  const mock = createMockApi();
  mock.state.user = {
    ...mock.state.user!,
    status: 'ONBOARDING',
    email_verified: false,
    phone: null,
    pets: [],
  };
  mock.state.pets = [];
  return mock;
}

/** A client past the email, pet and phone steps, with no card and no address yet. */
function onboardingWithoutCard() {
  const mock = createMockApi();
  mock.state.user = {
    ...mock.state.user!,
    status: 'ONBOARDING',
    profile_address: null,
    payment_methods: [],
  };
  return mock;
}

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6', {}, LOAD));
  await user.keyboard(code);
}

describe('client onboarding, welcome step (the emailVerification paths)', () => {
  it('a wrong code shows the spec’s message, keeps the digits, and offers a new code at once (the attempt spent it)', async () => {
    const mock = newClient();
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/profile/email/verify`, () =>
        HttpResponse.json(
          { status: 'fail', data: { code: ['The code you entered was incorrect'] } },
          { status: 422 },
        ),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to Pawcall' }, LOAD)).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered was incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('1');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('6');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(current.pathname).toBe('/cx/welcome');
  });

  it('the right code moves on to the pet step, and the URL follows the machine', async () => {
    const mock = newClient();
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/profile/email/verify`, () =>
        HttpResponse.json({ status: 'success', data: { ...mock.state.user!, email_verified: true } }),
      ),
    );
    await typeCode(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/welcome/pet'));
    expect(await screen.findByRole('heading', { name: 'Tell us about your pet' }, LOAD)).toBeInTheDocument();
  });

  it('the pet step checks the required fields before sending and keeps what was typed', async () => {
    const mock = newClient();
    mock.state.user = { ...mock.state.user!, email_verified: true };
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    await user.type(await screen.findByLabelText(/^Pet's name/, {}, LOAD), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Pet's name/)).toHaveValue('Rex');
  });

  it('the pet’s birthday is a date control in the user’s order, sent as YYYY-MM-DD', async () => {
    const mock = newClient();
    mock.state.user = { ...mock.state.user!, email_verified: true };
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    const birthday = await screen.findByLabelText(/^Birthday/, {}, LOAD);
    // The browser's date control shows and takes the date in the locale's order; nobody types ISO.
    expect(birthday).toHaveAttribute('type', 'date');
    expect(birthday).not.toHaveAttribute('placeholder');
    await user.type(screen.getByLabelText(/^Pet's name/), 'Rex');
    for (const [label, option] of [
      [/^Species/, 'Dog'],
      [/^Sex/, 'Male'],
    ] as const) {
      const select = screen.getByRole('combobox', { name: label });
      select.focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.type(birthday, '2020-05-14');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/welcome/phone'), LOAD);
    expect(mock.state.pets.at(-1)).toMatchObject({ name: 'Rex', birthday_on: '2020-05-14' });
  });

  it('the card step asks for the billing details and saves the card with them through the billing page’s card form', async () => {
    // Email, pet and phone done; no card and no address yet: onboarding resumes at the card.
    const mock = onboardingWithoutCard();
    const { user } = renderApp(server, { path: '/cx/welcome/payment-method', mock });
    expect(await screen.findByRole('heading', { name: 'Add a card' }, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name on card/)).toHaveValue(
      `${mock.state.user!.first_name} ${mock.state.user!.last_name}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Save card' }, LOAD));
    expect(await screen.findByText('Please enter the billing address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the billing country.')).toBeInTheDocument();
    const cardRequests = () =>
      mock.state.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/payment-methods'));
    expect(cardRequests()).toEqual([]);

    await user.type(screen.getByLabelText(/^Billing address/), '12 King St W');
    await user.type(screen.getByLabelText(/^City/), 'Toronto');
    await user.type(screen.getByLabelText(/^Province or state/), 'ON');
    const country = screen.getByRole('combobox', { name: /^Billing country/ });
    country.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/welcome/location'), LOAD);
    expect(mock.state.cards.at(-1)!.billing_details).toEqual({
      name: `${mock.state.user!.first_name} ${mock.state.user!.last_name}`,
      address_1: '12 King St W',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
    });
  });

  it('a reload on the location step after skipping the card stays on the location step', async () => {
    const mock = onboardingWithoutCard();
    renderApp(server, { path: '/cx/welcome/location', mock });
    expect(await screen.findByRole('heading', { name: 'Where are you?' }, LOAD)).toBeInTheDocument();
    expect(current.pathname).toBe('/cx/welcome/location');
  });

  it('keeps an active client out of onboarding (entry guard: the default path)', async () => {
    renderApp(server, { path: '/cx/welcome' });
    await waitFor(() => expect(current.pathname).toBe('/cx'));
  });
});
