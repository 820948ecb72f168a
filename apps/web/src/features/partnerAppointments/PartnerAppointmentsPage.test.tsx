import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;
const client = { uuid: clientOlivia.uuid, first_name: 'Olivia', last_name: 'Martin' };

function asVet() {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  mock.state.appointments = [];
  return mock;
}

/** A confirmed 30-minute visit `days` from now; the vet has answered it unless `answered` is false. */
function visit(reference: string, days: number, answered = true) {
  const start = Date.now() + days * DAY;
  return makeAppointment({
    reference_id: reference,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 30 * 60_000).toISOString(),
    partner_confirmed_at: answered ? new Date().toISOString() : null,
    client,
  });
}

/** GET px/appointments by tab and page, with the server's rule for the upcoming and requests tabs. */
function partnerList(mock: ReturnType<typeof asVet>) {
  return http.get('*/api/v1/px/appointments', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const all = mock.state.appointments.filter((appointment) =>
      url.searchParams.get('tab') === 'requests'
        ? !appointment.partner_confirmed_at && !appointment.partner_declined_at
        : true,
    );
    return HttpResponse.json({
      status: 'success',
      data: {
        page,
        per_page: perPage,
        total: all.length,
        items: all.slice((page - 1) * perPage, page * perPage),
      },
    });
  });
}

// The vet's tabs list their appointments alike: pet and client linking to the appointment, and its label.
describe('the vet’s appointments', () => {
  it('lists the upcoming tab’s appointments with their label, and the requests waiting for an answer', async () => {
    const mock = asVet();
    mock.state.appointments = [visit('PAW3M8X4', 2), visit('PAW5R2N7', 3, false)];
    const { user } = renderApp(server, { path: '/px/appointments/upcoming', mock });
    server.use(partnerList(mock));
    const upcoming = await screen.findAllByRole('link', { name: 'Biscuit with Olivia Martin' }, LOAD);
    expect(upcoming.map((link) => link.getAttribute('href'))).toEqual([
      '/px/appointments/PAW3M8X4',
      '/px/appointments/PAW5R2N7',
    ]);
    // The same labels as the client's list and the appointment's page: answered is upcoming, unanswered requested.
    expect(screen.getByText('Upcoming', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Requested', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('Requests waiting for your answer: 1', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Biscuit with Olivia Martin' })).toHaveAttribute(
      'href',
      '/px/appointments/PAW5R2N7',
    );
    expect(screen.getByText('Requested')).toBeInTheDocument();
  });

  it('pages the requests tab past its first ten, like the other tabs', async () => {
    const mock = asVet();
    mock.state.appointments = Array.from({ length: 12 }, (_, index) =>
      visit(`PAWQ${String(index).padStart(4, '0')}`, index + 1, false),
    );
    const { user } = renderApp(server, { path: '/px/appointments/requests', mock });
    server.use(partnerList(mock));
    expect(await screen.findByText('Requests waiting for your answer: 12', {}, LOAD)).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link', { name: /Biscuit/ })).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Appointment pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2', {}, LOAD)).toBeInTheDocument();
    await expect
      .poll(() => screen.getAllByRole('link', { name: /Biscuit/ }).map((link) => link.getAttribute('href')))
      .toEqual(['/px/appointments/PAWQ0010', '/px/appointments/PAWQ0011']);
  });

  it('shows page-not-found for a word that is not one of the tabs', async () => {
    const mock = asVet();
    renderApp(server, { path: '/px/appointments/tomorrow', mock });
    expect(
      await screen.findByRole('heading', { name: "Woof! We can't find that page" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Upcoming' })).not.toBeInTheDocument();
  });
});
