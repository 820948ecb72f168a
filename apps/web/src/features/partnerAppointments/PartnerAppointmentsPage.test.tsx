import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;

function asVet() {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  const start = new Date(Date.now() + 2 * DAY);
  const client = { uuid: clientOlivia.uuid, first_name: 'Olivia', last_name: 'Martin' };
  mock.state.appointments = [
    makeAppointment({
      reference_id: 'PAW3M8X4',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      partner_confirmed_at: new Date().toISOString(),
      client,
    }),
    makeAppointment({
      reference_id: 'PAW5R2N7',
      start_at: new Date(start.getTime() + DAY).toISOString(),
      end_at: new Date(start.getTime() + DAY + 30 * 60_000).toISOString(),
      client,
    }),
  ];
  return mock;
}

// The vet's tabs list their appointments alike: pet and client linking to the appointment, and its label.
describe('the vet’s appointments', () => {
  it('lists the upcoming tab’s appointments with their label, and the requests waiting for an answer', async () => {
    const mock = asVet();
    const { user } = renderApp(server, { path: '/px/appointments/upcoming', mock });
    server.use(
      http.get('*/api/v1/px/appointments', () =>
        HttpResponse.json({
          status: 'success',
          data: { page: 1, per_page: 10, total: 1, items: [mock.state.appointments[0]] },
        }),
      ),
    );
    const upcoming = await screen.findByRole('link', { name: 'Biscuit with Olivia Martin' }, LOAD);
    expect(upcoming).toHaveAttribute('href', '/px/appointments/PAW3M8X4');
    expect(screen.getByText('Upcoming', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('Requests waiting for your answer: 1', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Biscuit with Olivia Martin' })).toHaveAttribute(
      'href',
      '/px/appointments/PAW5R2N7',
    );
    expect(screen.getByText('Requested')).toBeInTheDocument();
  });
});
