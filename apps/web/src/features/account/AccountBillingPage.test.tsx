import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('billing page', () => {
  it('makes a card primary through the contract call', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/billing', mock });
    const calls: string[] = [];
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/cx/payment-methods/:id`, async ({ params, request }) => {
        calls.push(`${params.id} ${JSON.stringify(await request.json())}`);
        const card = mock.state.cards.find((c) => c.uuid === params.id)!;
        for (const other of mock.state.cards) other.is_default = other.uuid === card.uuid;
        return HttpResponse.json({ status: 'success', data: card });
      }),
    );
    const second = mock.state.cards[1]!;
    await user.click(
      await screen.findByRole('button', { name: `Make the card ending in ${second.last4} primary` }, LOAD),
    );
    expect(calls).toEqual([`${second.uuid} {"is_default":true}`]);
    const primary = await screen.findByText('Primary');
    expect(within(primary.parentElement!).getByText(`visa ending in ${second.last4}`)).toBeInTheDocument();
  });

  it('shows the server’s "unable to remove card" message and keeps the card', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/billing', mock });
    server.use(
      http.delete(`${TEST_ORIGIN}/api/v1/cx/payment-methods/:id`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'CARD_NOT_REMOVABLE',
            message: 'We were unable to remove this card: it is paying for a booking in progress.',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove the card ending in 4242' }, LOAD));
    expect(
      await screen.findByText('We were unable to remove this card: it is paying for a booking in progress.'),
    ).toBeInTheDocument();
    expect(screen.getByText('visa ending in 4242')).toBeInTheDocument();
  });
});

describe('add a payment method', () => {
  it('requires the billing details, then saves the card with them and returns to billing with a toast', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/billing', mock });
    await user.click(await screen.findByRole('link', { name: 'Add a payment method' }, LOAD));
    expect(await screen.findByRole('heading', { name: 'Add a payment method' }, LOAD)).toBeInTheDocument();
    // Prefilled from the profile, so only what is missing needs typing.
    const name = screen.getByLabelText(/^Name on card/);
    expect(name).toHaveValue('Olivia Martin');
    expect(screen.getByLabelText(/^City/)).toHaveValue('New York');
    await user.clear(name);
    await user.clear(screen.getByLabelText(/^City/));
    await user.click(await screen.findByRole('button', { name: 'Save card' }, LOAD));
    expect(await screen.findByText('Please enter the name on the card.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city.')).toBeInTheDocument();
    expect(
      mock.state.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/payment-methods')),
    ).toEqual([]);

    await user.type(screen.getByLabelText(/^Name on card/), 'O. Martin');
    await user.type(screen.getByLabelText(/^City/), 'Brooklyn');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card ending in 4242 has been saved.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(current.pathname).toBe('/cx/account/billing'));
    const saved = mock.state.cards.at(-1)!;
    expect(saved.billing_details).toEqual({
      name: 'O. Martin',
      address_1: '120 Hudson St',
      city: 'Brooklyn',
      province: 'NY',
      country: 'US',
    });
    expect(await screen.findByText('Billing: O. Martin, Brooklyn, NY, US')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the card', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/billing/add-payment-method', mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/cx/payment-methods`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'INTERNAL',
            message: "We couldn't save this card. Please check the card details and try again.",
          },
          { status: 500 },
        ),
      ),
    );
    const address = await screen.findByLabelText(/^Billing address/, {}, LOAD);
    await user.clear(address);
    await user.type(address, '9 Elm St');
    await user.click(await screen.findByRole('button', { name: 'Save card' }, LOAD));
    expect(
      await screen.findByText("We couldn't save this card. Please check the card details and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Billing address/)).toHaveValue('9 Elm St');
    expect(current.pathname).toBe('/cx/account/billing/add-payment-method');
  });
});

describe('payment history', () => {
  it('lists the transactions with their receipt links, and pages through them', async () => {
    const mock = createMockApi();
    mock.state.appointments = Array.from({ length: 12 }, (_, index) =>
      makeAppointment({
        reference_id: `PWCH${String(index).padStart(4, '0')}`,
        created_at: new Date(Date.UTC(2026, 9, 1 + index, 12)).toISOString(),
        status: index === 11 ? 'CANCELLED' : 'COMPLETED',
      }),
    );
    const { user } = renderApp(server, { path: '/cx/account/billing', mock });
    await user.click(await screen.findByRole('link', { name: 'Payment history' }, LOAD));
    const table = await screen.findByRole('table', { name: 'Payments' }, LOAD);
    // On a narrow screen the table scrolls in its own frame, which a keyboard user can reach.
    expect(screen.getByRole('region', { name: 'Payments' })).toContainElement(table);
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // Newest first: the cancelled booking was refunded.
    expect(rows[0]).toHaveTextContent('Oct 12, 2026');
    expect(within(rows[0]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Appointment with Dr. Chen for Biscuit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$75.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Receipt for PWCH0011' })).toHaveAttribute(
      'href',
      '/cx/appointments/PWCH0011/receipt',
    );

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')).toHaveLength(3),
    );
    expect(screen.getByRole('link', { name: 'Receipt for PWCH0000' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    const mock = createMockApi();
    mock.state.appointments = [];
    renderApp(server, { path: '/cx/account/billing/history', mock });
    expect(await screen.findByText('You have no payments yet.', {}, LOAD)).toBeInTheDocument();
  });
});
