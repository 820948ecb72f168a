import { createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';
import { isAddressValid } from './AccountAddressPage';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('isAddressValid', () => {
  it('is valid only if address_1, city, province, postal and country are all present', () => {
    const full = {
      address_1: '1 Main St',
      city: 'Toronto',
      province: 'ON',
      postal: 'M5V 2T6',
      country: 'CA',
    };
    expect(isAddressValid(full)).toBe(true);
    expect(isAddressValid({ ...full, address_2: '' })).toBe(true);
    for (const field of ['address_1', 'city', 'province', 'postal', 'country'] as const)
      expect(isAddressValid({ ...full, [field]: ' ' })).toBe(false);
  });
});

describe('address page', () => {
  it('is linked from the overview and keeps what was typed when a field is missing', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    let calls = 0;
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/profile/address/:uuid`, () => {
        calls += 1;
        return HttpResponse.json({ status: 'success', data: mock.state.user!.profile_address });
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Address' }, LOAD));
    const city = await screen.findByLabelText(/^City/, {}, LOAD);
    expect(city).toHaveValue('New York');
    await user.clear(city);
    await user.type(screen.getByLabelText(/^Address line 2/), 'Apt 4');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(screen.getByLabelText(/^Address line 2/)).toHaveValue('Apt 4');
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('120 Hudson St');
  });

  it('shows the server’s message by its field, keeps the typing, then saves through updateAddress', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/address', mock });
    const sent: unknown[] = [];
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/profile/address/:uuid`, async ({ params, request }) => {
        const body = (await request.json()) as Record<string, string | null>;
        sent.push({ uuid: params.uuid, ...body });
        if (body.postal === '1')
          return HttpResponse.json(
            { status: 'fail', data: { postal: ['The postal code is not valid.'] } },
            { status: 422 },
          );
        const address = { ...mock.state.user!.profile_address!, ...body };
        mock.state.user = { ...mock.state.user!, profile_address: address };
        return HttpResponse.json({ status: 'success', data: address });
      }),
    );
    const postal = await screen.findByLabelText(/^Postal code/, {}, LOAD);
    await user.clear(postal);
    await user.type(postal, '1');
    await user.clear(screen.getByLabelText(/^Address line 1/));
    await user.type(screen.getByLabelText(/^Address line 1/), '500 Main St');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The postal code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('500 Main St');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('1');

    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), '10014');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.')).toBeInTheDocument();
    expect(screen.queryByText('The postal code is not valid.')).not.toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      uuid: '7cd3c4b5-8491-4392-8f50-4b3c2d1e0f98',
      address_1: '500 Main St',
      address_2: null,
      city: 'New York',
      province: 'NY',
      postal: '10014',
      country: 'US',
    });
  });

  it('creates an address through createAddress when there is none', async () => {
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, profile_address: null };
    const { user } = renderApp(server, { path: '/cx/account/address', mock });
    await user.type(await screen.findByLabelText(/^Address line 1/, {}, LOAD), '1 Front St W');
    await user.type(screen.getByLabelText(/^City/), 'Toronto');
    await user.type(screen.getByLabelText(/^State or province/), 'ON');
    await user.type(screen.getByLabelText(/^Postal code/), 'M5J 2X6');
    screen.getByRole('combobox', { name: /^Country/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.')).toBeInTheDocument();
    expect(mock.state.user!.profile_address).toMatchObject({
      address_1: '1 Front St W',
      address_2: null,
      city: 'Toronto',
      province: 'ON',
      postal: 'M5J 2X6',
      country: 'CA',
    });
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('1 Front St W');
  });
});

describe('British wording', () => {
  it('asks an en-GB user for a region and a postcode, on the address page and when adding a card', async () => {
    renderApp(server, { path: '/cx/account/address?locale=en-GB' });
    expect(await screen.findByLabelText(/^Postcode/, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Region/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/ZIP/)).toBeNull();
  });

  it('asks for the card’s region from the account catalogue’s en-GB wording', async () => {
    renderApp(server, { path: '/cx/account/billing/add-payment-method?locale=en-GB' });
    expect(await screen.findByLabelText(/^Region/, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Province or state/)).toBeNull();
  });
});
