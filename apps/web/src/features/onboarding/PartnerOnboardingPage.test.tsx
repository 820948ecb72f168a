import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

// The entries a partner has made are kept in this browser; each test starts with none.
beforeEach(() => localStorage.clear());

/** A vet who has just registered, with a verified phone: onboarding at /px/welcome. */
function newVet() {
  const mock = createMockApi();
  mock.state.user = {
    ...mock.state.user!,
    type: 'PARTNER',
    status: 'ONBOARDING',
    first_name: 'Ada',
    last_name: 'Lovelace',
    pets: [],
    payment_methods: [],
    phone: { uuid: '5f0c1e6a-9d0e-4a59-b3f6-0d4c1a0b7e21', phone_number: '+14165550222', is_verified: true },
  };
  return mock;
}

async function toCredentials(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Get started' }, LOAD));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/^Post-nominal letters/), 'RVT');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Add a photo later' }));
  await waitFor(() => expect(current.pathname).toBe('/px/welcome/credentials'));
}

function licence(number: number) {
  return within(screen.getByRole('group', { name: `Licence ${number}` }));
}

describe('partner onboarding, email step (the emailVerification paths, as the client onboarding has them)', () => {
  it('asks a vet whose email is not verified for the emailed code after welcome, then goes on to ID verification', async () => {
    const mock = newVet();
    mock.state.user = { ...mock.state.user!, email_verified: false };
    const { user } = renderApp(server, { path: '/px/welcome/about-you', mock });
    const verified: string[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/profile/email/verify`, async ({ request }) => {
        verified.push(((await request.json()) as { code: string }).code);
        return HttpResponse.json({ status: 'success', data: { ...mock.state.user!, email_verified: true } });
      }),
    );
    // The steps after the email are out of reach until it is verified.
    await user.click(await screen.findByRole('button', { name: 'Get started' }, LOAD));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/email'));
    expect(
      await screen.findByRole('heading', { name: 'Verify your email address' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 10')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toEqual(['482913']));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/id-verification'));
  });

  it('skips the email step when the email is already verified', async () => {
    const { user } = renderApp(server, { path: '/px/welcome', mock: newVet() });
    await user.click(await screen.findByRole('button', { name: 'Get started' }, LOAD));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/id-verification'));
  });
});

describe('partner onboarding, credentials step (the partnerOnboarding paths through credentials)', () => {
  it('adds licences up to 10, removes one, and refuses a past expiry under its row keeping what was typed', async () => {
    const { user } = renderApp(server, { path: '/px/welcome', mock: newVet() });
    await toCredentials(user);
    const add = screen.getByRole('button', { name: 'Add a licence' });
    for (let count = 1; count < 10; count++) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Licence \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText('You can add up to 10 licences.')).toBeInTheDocument();
    for (let number = 10; number > 2; number--)
      await user.click(screen.getByRole('button', { name: `Remove licence ${number}` }));
    expect(screen.getAllByRole('group', { name: /^Licence \d+$/ })).toHaveLength(2);
    expect(add).toBeEnabled();

    await user.type(screen.getByLabelText(/^School/), 'Ontario Veterinary College');
    await user.type(screen.getByLabelText(/^Graduating year/), '2015');
    await user.type(licence(1).getByLabelText(/^Licence province or state/), 'on');
    await user.type(licence(1).getByLabelText(/^Licence number/), 'ON-1');
    await user.type(licence(1).getByLabelText(/^Licence expiry date/), '2031-06-30');
    await user.type(licence(2).getByLabelText(/^Licence province or state/), 'QC');
    await user.type(licence(2).getByLabelText(/^Licence expiry date/), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await licence(2).findByText('This licence has expired. Please enter a licence that is still valid.'),
    ).toBeInTheDocument();
    expect(licence(2).getByText('Please enter the licence number.')).toBeInTheDocument();
    expect(licence(1).queryByText(/expired/)).not.toBeInTheDocument();
    expect(licence(2).getByLabelText(/^Licence expiry date/)).toHaveValue('2020-01-31');
    expect(current.pathname).toBe('/px/welcome/credentials');
  });

  it('sends the designation, education and every licence when onboarding completes', async () => {
    const mock = newVet();
    const { user } = renderApp(server, { path: '/px/welcome', mock });
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/px/onboarding/complete`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        mock.state.user = { ...mock.state.user!, status: 'ACTIVE', designation: 'TECH', post_nominal: 'RVT' };
        return HttpResponse.json({ status: 'success', data: mock.state.user });
      }),
    );
    await toCredentials(user);
    const designation = screen.getByRole('combobox', { name: /^I am a/ });
    designation.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Veterinary technician' }));
    await user.type(screen.getByLabelText(/^School/), 'Ontario Veterinary College');
    await user.type(screen.getByLabelText(/^Graduating year/), '2015');
    await user.type(licence(1).getByLabelText(/^Licence province or state/), 'on');
    await user.type(licence(1).getByLabelText(/^Licence number/), 'ON-1');
    await user.type(licence(1).getByLabelText(/^Licence expiry date/), '2031-06-30');
    await user.click(screen.getByRole('button', { name: 'Add a licence' }));
    await user.type(licence(2).getByLabelText(/^Licence province or state/), 'NY');
    const country = licence(2).getByRole('combobox', { name: /^Licence country/ });
    country.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.type(licence(2).getByLabelText(/^Licence number/), 'NY-2');
    await user.type(licence(2).getByLabelText(/^Licence expiry date/), '2032-01-31');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(current.pathname).toBe('/px/welcome/location'));
    await user.type(screen.getByLabelText(/^Province or state/), 'ON');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Finish and go live' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      designation: 'TECH',
      post_nominal: 'RVT',
      school_name: 'Ontario Veterinary College',
      school_year: 2015,
      licences: [
        { jurisdiction: 'ON', country: 'CA', number: 'ON-1', expires_on: '2031-06-30' },
        { jurisdiction: 'NY', country: 'US', number: 'NY-2', expires_on: '2032-01-31' },
      ],
    });
  });
});

describe('partner onboarding keeps what was entered across a reload', () => {
  it('a reload on a later step comes back there, and the earlier steps show what was entered', async () => {
    const first = renderApp(server, { path: '/px/welcome', mock: newVet() });
    await toCredentials(first.user);
    await first.user.type(screen.getByLabelText(/^School/), 'Ontario Veterinary College');
    await first.user.type(screen.getByLabelText(/^Graduating year/), '2015');
    await first.user.type(licence(1).getByLabelText(/^Licence province or state/), 'on');
    await first.user.type(licence(1).getByLabelText(/^Licence number/), 'ON-1');
    await first.user.type(licence(1).getByLabelText(/^Licence expiry date/), '2031-06-30');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/location'));
    first.unmount();

    // The page loads again at the URL the partner was on.
    const { user } = renderApp(server, { path: '/px/welcome/location', mock: newVet() });
    expect(await screen.findByRole('heading', { name: 'Where do you practise?' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^School/)).toHaveValue('Ontario Veterinary College');
    expect(screen.getByLabelText(/^Graduating year/)).toHaveValue('2015');
    expect(licence(1).getByLabelText(/^Licence province or state/)).toHaveValue('ON');
    expect(licence(1).getByLabelText(/^Licence number/)).toHaveValue('ON-1');
    expect(licence(1).getByLabelText(/^Licence expiry date/)).toHaveValue('2031-06-30');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Post-nominal letters/)).toHaveValue('RVT');
  });

  it('a step out of reach opens the first step not done; signing out forgets the entries', async () => {
    const first = renderApp(server, { path: '/px/welcome/availability', mock: newVet() });
    expect(await screen.findByRole('button', { name: 'Get started' }, LOAD)).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Get started' }));
    await first.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await first.user.type(await screen.findByLabelText(/^Post-nominal letters/), 'RVT');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/photo'));
    first.unmount();

    const second = renderApp(server, { path: '/px/welcome/availability', mock: newVet() });
    await waitFor(() => expect(current.pathname).toBe('/px/welcome/credentials'), LOAD);
    await second.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    second.unmount();

    renderApp(server, { path: '/px/welcome/about-you', mock: newVet() });
    expect(await screen.findByLabelText(/^Post-nominal letters/, {}, LOAD)).toHaveValue('');
  });
});
