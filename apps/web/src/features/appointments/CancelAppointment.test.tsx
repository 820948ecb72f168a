import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
const RULE =
  'This appointment can no longer be cancelled: only a confirmed or unpaid appointment can be cancelled, and only before its session ends.';

function upcoming() {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return makeAppointment({
    reference_id: 'PAW3M8X4',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    can_cancel: true,
  });
}

// The cancellation machine's paths, played on the appointment page.
describe('cancelling an appointment', () => {
  it('asks for a reason, then for text when the reason is other, and cancels with both', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming()];
    const sent: unknown[] = [];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    server.use(
      http.get('*/api/v1/cx/appointments/:ref/cancellation-policy', () =>
        ok({
          can_cancel: true,
          policy: 'p',
          refund: { amount: 7500, currency: 'CAD' },
          reasons: [],
          expires_at: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
      http.post('*/api/v1/cx/appointments/:ref/cancel', async ({ request }) => {
        sent.push(await request.json());
        // The page refetches the appointment after cancelling: it now reads as cancelled.
        mock.state.appointments = [{ ...upcoming(), status: 'CANCELLED', can_cancel: false }];
        return ok(mock.state.appointments[0]);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Confirm cancellation' }, LOAD));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Please tell us why you are cancelling.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tell us more/ }), 'Feeling better');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'OTHER', notes: 'Feeling better' }]);
  });

  it('says the appointment was already cancelled when the server says so', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming()];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    server.use(
      http.get('*/api/v1/cx/appointments/:ref/cancellation-policy', () =>
        ok({
          can_cancel: true,
          policy: 'p',
          refund: { amount: 7500, currency: 'CAD' },
          reasons: [],
          expires_at: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
      http.post('*/api/v1/cx/appointments/:ref/cancel', () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'ALREADY_CANCELLED',
            message: 'This appointment has already been cancelled.',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }, LOAD));
    await user.click(await screen.findByRole('radio', { name: 'My pet is feeling better' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('This appointment has already been cancelled.')).toBeInTheDocument();
  });

  it('shows the rule instead of the button for a completed appointment', async () => {
    const mock = createMockApi();
    mock.state.appointments = [
      makeAppointment({
        reference_id: 'PAW7Q2K9',
        status: 'COMPLETED',
        start_at: '2026-10-02T14:00:00Z',
        end_at: '2026-10-02T14:30:00Z',
        can_cancel: false,
      }),
    ];
    renderApp(server, { path: '/cx/appointments/PAW7Q2K9', mock });
    server.use(
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({ released: false, finalized_at: null, can_finalize: false, items: [] }),
      ),
      http.get('*/api/v1/appointments/:ref/messages', () =>
        ok({ items: [], can_send: false, window_ends_at: null }),
      ),
    );
    expect(await screen.findByText(RULE, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('The medical record is released once your vet finalizes it.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The messaging window for this appointment has closed. Please book a follow-up appointment to continue.',
      ),
    ).toBeInTheDocument();
  });
});
