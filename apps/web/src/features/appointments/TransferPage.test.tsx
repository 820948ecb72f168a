import { createMockApi, makeAppointment, partnerChen, partnerPatel } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const DECLINED = 'We were unable to charge your card, Please try again or select another card.';

/** Olivia's upcoming appointment with Dr. Chen, who has confirmed it (so moving it costs a fee). */
function confirmedByVet() {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return makeAppointment({
    reference_id: 'PAW3M8X4',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    partner: partnerChen,
    partner_confirmed_at: new Date().toISOString(),
    can_cancel: true,
    can_transfer: true,
    can_self_transfer: false,
  });
}

async function chooseVetAndTime(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('radio', { name: /Sam Patel/ }, LOAD));
  const times = await screen.findByRole('group', { name: 'Choose a time' }, LOAD);
  await user.click(within(times).getAllByRole('button')[1] as HTMLElement);
}

describe('transferring an appointment to another vet', () => {
  it('is offered on the appointment, shows the transfer fee first, and moves it to the chosen vet and time', async () => {
    const mock = createMockApi();
    mock.state.appointments = [confirmedByVet()];
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/transfer'))
        sent.push(await request.clone().json());
    });
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });

    await user.click(await screen.findByRole('link', { name: 'Transfer to another vet' }, LOAD));
    expect(current.pathname).toBe('/cx/transfer/PAW3M8X4');
    const summary = await screen.findByRole('region', { name: 'Review the transfer' }, LOAD);
    expect(within(summary).getByText('$10.00')).toBeInTheDocument();
    expect(
      within(summary).getByText(
        'Your vet has confirmed this appointment, so moving it costs a transfer fee, charged when you confirm.',
      ),
    ).toBeInTheDocument();
    // The appointment's own vet is not offered.
    expect(screen.queryByRole('radio', { name: /Emily Chen/ })).not.toBeInTheDocument();

    await chooseVetAndTime(user);
    await user.click(within(summary).getByRole('button', { name: 'Confirm transfer' }));

    expect(
      await screen.findByText('Your appointment is transferred. The new vet will confirm it.', {}, LOAD),
    ).toBeInTheDocument();
    expect(current.pathname).toBe('/cx/appointments/PAW3M8X4');
    expect(screen.getByText(/Sam Patel/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        partner_uuid: partnerPatel.uuid,
        start_at: '2026-11-23T15:30:00.000Z',
        expected_fee: 1000,
        payment_method_uuid: mock.state.cards[0]?.uuid,
      },
    ]);
    server.events.removeAllListeners();
  });

  it('keeps every choice when the card is declined, and takes another card', async () => {
    const mock = createMockApi();
    mock.state.appointments = [confirmedByVet()];
    const { user } = renderApp(server, { path: '/cx/transfer/PAW3M8X4', mock });
    await chooseVetAndTime(user);
    await user.click(await screen.findByRole('radio', { name: /ending in 0002/ }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    expect(await screen.findByText(DECLINED, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Sam Patel/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Review the transfer' });
    expect(within(summary).getByText(/November 23, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /ending in 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(
      await screen.findByText('Your appointment is transferred. The new vet will confirm it.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('is free while the vet has not confirmed, and says so on the link', async () => {
    const mock = createMockApi();
    mock.state.appointments = [{ ...confirmedByVet(), partner_confirmed_at: null, can_self_transfer: true }];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    await user.click(await screen.findByRole('link', { name: 'Transfer to another vet (free)' }, LOAD));
    expect(
      await screen.findByText('Free: your vet has not confirmed this appointment yet.', {}, LOAD),
    ).toBeInTheDocument();
    // No card is asked for a free transfer.
    expect(screen.queryByRole('radiogroup', { name: /Card for the transfer fee/ })).not.toBeInTheDocument();
  });

  it('keeps the selections when the transfer session times out, and continues with a fresh quote', async () => {
    const mock = createMockApi();
    mock.state.appointments = [confirmedByVet()];
    let quotes = 0;
    const { user } = renderApp(server, { path: '/cx/transfer/PAW3M8X4', mock });
    server.use(
      http.get('*/api/v1/cx/appointments/:ref/transfer-quote', () => {
        quotes += 1;
        const money = { amount: 1000, currency: 'USD' };
        return HttpResponse.json({
          status: 'success',
          data: {
            items: [{ type: 'TRANSFER_FEE', amount: money }],
            total: money,
            free_reason: null,
            payment_method: mock.state.cards[0],
            // The first session is nearly over; the next one lasts.
            expires_at: new Date(Date.now() + (quotes === 1 ? 1_500 : 600_000)).toISOString(),
          },
        });
      }),
    );
    await chooseVetAndTime(user);
    const timedOut =
      'Your transfer session has timed out. Your selections are saved: continue where you left off.';
    expect(await screen.findByText(timedOut, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm transfer' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Sam Patel/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm transfer' }, LOAD);
    expect(screen.queryByText(timedOut)).not.toBeInTheDocument();
    expect(quotes).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(
      await screen.findByText('Your appointment is transferred. The new vet will confirm it.', {}, LOAD),
    ).toBeInTheDocument();
  });
});

describe('a follow-up the vet proposed', () => {
  function completedWithFollowUp() {
    return makeAppointment({
      reference_id: 'PAW7Q2K9',
      status: 'COMPLETED',
      start_at: '2026-11-10T15:00:00Z',
      end_at: '2026-11-10T15:30:00Z',
      follow_up: {
        status: 'PROPOSED',
        message: 'Recheck the right ear in a week',
        created_at: '2026-11-10T16:00:00Z',
        origin: 'PARTNER',
        price: { amount: 5000, currency: 'USD' },
        appointment_reference: null,
      },
    });
  }

  it('shows the flat price, and choosing a time opens its booking at that price', async () => {
    const mock = createMockApi();
    mock.state.appointments = [completedWithFollowUp()];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW7Q2K9', mock });
    expect(
      await screen.findByText('Follow-up visit: $50.00. The code FOLLOWUP15 takes 15% off.', {}, LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a time and pay' }));
    const times = await screen.findByRole('group', { name: 'Choose a time for the follow-up' }, LOAD);
    await user.click(within(times).getAllByRole('button')[0] as HTMLElement);

    await screen.findByRole('heading', { name: 'Who is the appointment for?' }, LOAD);
    expect(current.pathname).toMatch(/^\/cx\/book\/[0-9a-f-]{36}/);
    const quote = [...mock.state.quotes.values()][0];
    expect(quote).toMatchObject({ followup_of: 'PAW7Q2K9', total: { amount: 5000, currency: 'USD' } });
  });

  it('can be declined', async () => {
    const mock = createMockApi();
    mock.state.appointments = [completedWithFollowUp()];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW7Q2K9', mock });
    await user.click(await screen.findByRole('button', { name: 'Decline follow-up' }, LOAD));
    expect(await screen.findByText('Follow-up cancelled.', {}, LOAD)).toBeInTheDocument();
    expect(mock.state.appointments[0]?.follow_up?.status).toBe('CANCELLED');
  });
});

describe('dial-in', () => {
  function joinable() {
    return makeAppointment({
      reference_id: 'PAWV5T8N',
      start_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      end_at: new Date(Date.now() + 35 * 60_000).toISOString(),
      can_enter: true,
    });
  }

  it('shows the number and PIN the server gives', async () => {
    const mock = createMockApi();
    mock.state.appointments = [joinable()];
    renderApp(server, { path: '/cx/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/appointments/:ref/pin', () =>
        HttpResponse.json({
          status: 'success',
          data: { code: '482913', phone_number: { international_format: '+15550100199' } },
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(within(section).getByRole('link', { name: '+15550100199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    expect(within(section).getByText('482913')).toBeInTheDocument();
  });

  it('is hidden when the server has no dial-in number', async () => {
    const mock = createMockApi();
    mock.state.appointments = [joinable()];
    let asked = false;
    renderApp(server, { path: '/cx/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/appointments/:ref/pin', () => {
        asked = true;
        return HttpResponse.json({ status: 'success', data: { code: '482913', phone_number: null } });
      }),
    );
    await screen.findByRole('heading', { level: 1 }, LOAD);
    await waitFor(() => expect(asked).toBe(true), LOAD);
    expect(screen.queryByRole('region', { name: 'Join by phone' })).not.toBeInTheDocument();
    expect(screen.queryByText(/482913/)).not.toBeInTheDocument();
  });
});
