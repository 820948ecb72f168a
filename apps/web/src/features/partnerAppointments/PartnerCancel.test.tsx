import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function asVet() {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  const start = new Date(Date.now() + 2 * 86_400_000);
  mock.state.appointments = [
    makeAppointment({
      reference_id: 'PAW3M8X4',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      partner_confirmed_at: new Date().toISOString(),
      total: { amount: 7500, currency: 'USD' },
      can_cancel: true,
    }),
  ];
  return mock;
}

// The vet's cancel: the cancellation machine's paths with the vet's reasons and the refund named.
describe('the vet cancels an appointment', () => {
  it('names the refund, asks for a reason (text for other), and cancels with a refund to the client', async () => {
    const mock = asVet();
    const sent: unknown[] = [];
    const { user } = renderApp(server, { path: '/px/appointments/PAW3M8X4', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', ({ params }) =>
        HttpResponse.json({
          status: 'success',
          data: mock.state.appointments.find((a) => a.reference_id === params.ref),
        }),
      ),
      http.post('*/api/v1/px/appointments/:ref/cancel', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }, LOAD));
    expect(
      await screen.findByText(
        'The client is refunded $75.00 to their card (within 5 business days) and told right away.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Please tell us why you are cancelling.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'An emergency came up' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));

    expect(
      await screen.findByText('The appointment is cancelled and the client is refunded.', {}, LOAD),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'EMERGENCY' }]);
    expect(mock.state.appointments[0]).toMatchObject({
      status: 'CANCELLED',
      cancelled_by: 'PARTNER',
      refund_status: 'REFUNDED',
    });
    // The badge follows the refund: "Refunded".
    expect(await screen.findByText('Refunded', {}, LOAD)).toBeInTheDocument();
  });

  it('is not offered once the appointment can no longer be cancelled', async () => {
    const mock = asVet();
    const [appointment] = mock.state.appointments;
    if (appointment) appointment.can_cancel = false;
    renderApp(server, { path: '/px/appointments/PAW3M8X4', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () =>
        HttpResponse.json({ status: 'success', data: mock.state.appointments[0] }),
      ),
    );
    await screen.findByText(/Reference/, {}, LOAD);
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });
});
