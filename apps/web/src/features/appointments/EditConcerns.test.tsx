import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function upcoming() {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return makeAppointment({
    reference_id: 'PAW3M8X4',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    can_cancel: true,
    concerns: ['VOMITING'],
  });
}

function concernsRow() {
  const term = screen.getByText('Concerns', { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

// PUT cx/appointments/{ref}/concerns from the client's appointment page.
describe('editing the concerns of an appointment', () => {
  it('replaces the concerns, up to the booking limit, and shows the refreshed appointment', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming()];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    await user.click(await screen.findByRole('button', { name: 'Edit concerns' }, LOAD));
    const group = screen.getByRole('group', { name: 'What is the concern?' });
    expect(within(group).getByText('Select up to 3 concerns.')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Diarrhea' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Not eating' }));
    // Three chosen: the others cannot be added.
    expect(within(group).getByRole('checkbox', { name: 'Limping or pain' })).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Vomiting' }));
    await user.click(screen.getByRole('button', { name: 'Save concerns' }));
    expect(await screen.findByText('Your concerns are updated.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What is the concern?' })).not.toBeInTheDocument();
    expect(concernsRow()).toHaveTextContent('Diarrhea and Not eating');
    expect(mock.state.appointments[0]?.concerns).toEqual(['DIARRHEA', 'NOT_EATING']);
  });

  it('asks for a concern before sending none', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming()];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    await user.click(await screen.findByRole('button', { name: 'Edit concerns' }, LOAD));
    await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
    await user.click(screen.getByRole('button', { name: 'Save concerns' }));
    expect(await screen.findByText('Please select at least one concern.')).toHaveAttribute('role', 'alert');
    expect(mock.state.appointments[0]?.concerns).toEqual(['VOMITING']);
  });

  it("shows the server's message for the concerns field and keeps the user's choices", async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming()];
    const sent: unknown[] = [];
    const { user } = renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    server.use(
      http.put('*/api/v1/cx/appointments/:ref/concerns', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { status: 'fail', data: { concerns: ['This concern is not offered for this visit.'] } },
          { status: 422 },
        );
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit concerns' }, LOAD));
    await user.click(screen.getByRole('checkbox', { name: 'Ear problem' }));
    await user.click(screen.getByRole('button', { name: 'Save concerns' }));
    expect(await screen.findByText('This concern is not offered for this visit.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(sent).toEqual([{ concerns: ['VOMITING', 'EAR_PROBLEM'] }]);
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ear problem' })).toBeChecked();
    expect(screen.queryByText('Your concerns are updated.')).not.toBeInTheDocument();
    expect(concernsRow()).toHaveTextContent('Vomiting');
  });

  it('offers no edit once the appointment can no longer change', async () => {
    const mock = createMockApi();
    mock.state.appointments = [{ ...upcoming(), can_cancel: false }];
    renderApp(server, { path: '/cx/appointments/PAW3M8X4', mock });
    expect(await screen.findByText('Concerns', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit concerns' })).not.toBeInTheDocument();
  });
});
