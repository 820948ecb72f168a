/** The referral offer on a referred friend's first appointment, as the review step shows it. */
import { createMockApi, makeQuote, partnerPatel } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('booking, referral offer', () => {
  it('names the 40% coupon as the friend’s invite, not as a promo code', async () => {
    const mock = createMockApi();
    const quote = makeQuote({
      uuid: crypto.randomUUID(),
      partner: partnerPatel,
      items: [
        { type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } },
        { type: 'COUPON', amount: { amount: -3800, currency: 'USD' } },
      ],
      total: { amount: 5700, currency: 'USD' },
      referral_discount: true,
    });
    mock.state.quotes.set(quote.uuid, quote);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });

    await user.click(await screen.findByRole('radio', { name: /Biscuit/ }, LOAD));
    await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
    await user.type(screen.getByLabelText(/Describe what is going on/), 'Vomited twice since breakfast');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Where is your pet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /VISA ending in 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review and book' })).toBeInTheDocument();

    const line = await screen.findByText("Friend's invite: 40% off your first appointment", {}, LOAD);
    const row = line.closest('div') as HTMLElement;
    expect(within(row).getByText('-$38.00')).toBeInTheDocument();
    expect(screen.queryByText(/^Promo code/, { selector: 'dt' })).not.toBeInTheDocument();
  });
});
