import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function inFuture(days: number) {
  const start = new Date(Date.now() + days * 86_400_000);
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + 30 * 60_000).toISOString() };
}

describe('appointments list', () => {
  it('groups appointments into Upcoming and Past, asking the server by filter[tense]', async () => {
    const mock = createMockApi();
    mock.state.appointments = [
      makeAppointment({
        reference_id: 'PWCFUT01',
        ...inFuture(2),
        partner_confirmed_at: new Date().toISOString(),
      }),
      makeAppointment({
        reference_id: 'PWCPAST1',
        status: 'COMPLETED',
        start_at: '2026-10-02T14:00:00Z',
        end_at: '2026-10-02T14:30:00Z',
        pet: { ...makeAppointment().pet, name: 'Miso' },
      }),
    ];
    renderApp(server, { path: '/cx/appointments', mock });

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, LOAD);
    const past = screen.getByRole('region', { name: 'Past' });
    expect(
      await within(upcoming).findByRole('heading', { name: 'Video appointment for Biscuit' }),
    ).toBeInTheDocument();
    expect(within(upcoming).getByText('Upcoming', { selector: 'span' })).toBeInTheDocument();
    expect(
      await within(past).findByRole('heading', { name: 'Video appointment for Miso' }),
    ).toBeInTheDocument();
    expect(within(past).getByText('Completed')).toBeInTheDocument();

    const tenses = mock.state.requests
      .filter((request) => new URL(request.url).pathname === '/api/v1/cx/appointments')
      // The Incomplete group asks by record_incomplete, not by tense.
      .filter((request) => new URL(request.url).searchParams.has('filter[tense]'))
      .map((request) => new URL(request.url).searchParams.get('filter[tense]'))
      .sort();
    expect(tenses).toEqual(['future', 'past']);
    expect(document.title).toBe('Appointments | Pawcall');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  // Spec part 1 §4's display labels, by the same rule as the appointment's own page.
  it('labels each appointment as its page does: requested, unconfirmed, upcoming, refunded', async () => {
    const mock = createMockApi();
    const pet = (name: string) => ({ ...makeAppointment().pet, name });
    mock.state.appointments = [
      makeAppointment({ reference_id: 'PWCREQ01', ...inFuture(1), pet: pet('Request') }),
      makeAppointment({
        reference_id: 'PWCPAY01',
        ...inFuture(2),
        status: 'REQUIRES_PAYMENT',
        pet: pet('Unpaid'),
      }),
      makeAppointment({
        reference_id: 'PWCUPC01',
        ...inFuture(3),
        partner_confirmed_at: new Date().toISOString(),
        pet: pet('Answered'),
      }),
      makeAppointment({
        reference_id: 'PWCREF01',
        status: 'CANCELLED',
        cancelled_by: 'PARTNER',
        refund_status: 'REFUNDED',
        start_at: '2026-10-02T14:00:00Z',
        end_at: '2026-10-02T14:30:00Z',
        pet: pet('Refund'),
      }),
    ];
    const { user } = renderApp(server, { path: '/cx/appointments', mock });
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name: `Video appointment for ${name}` }, LOAD)).closest(
        'article',
      )!;
    expect(within(await card('Request')).getByText('Requested')).toBeInTheDocument();
    expect(within(await card('Unpaid')).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(await card('Answered')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(await card('Refund')).getByText('Refunded')).toBeInTheDocument();

    // The request's own page reads the same.
    await user.click(within(await card('Request')).getByRole('link', { name: /PWCREQ01/ }));
    expect(
      await screen.findByRole('heading', { name: 'Video appointment for Request', level: 1 }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
  });

  it('says so when a group is empty', async () => {
    const mock = createMockApi();
    mock.state.appointments = [];
    renderApp(server, { path: '/cx/appointments', mock });
    expect(await screen.findByText('You have no upcoming appointments.', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('You have no past appointments.')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const { user } = renderApp(server, { path: '/cx/appointments' });
    // 25 past appointments, 10 a page, numbered so each page is recognisable.
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/cx/appointments`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 10);
        if (url.searchParams.get('filter[tense]') === 'future') {
          return HttpResponse.json({
            status: 'success',
            data: { items: [], page: 1, per_page: perPage, total: 0 },
          });
        }
        const items = Array.from({ length: Math.min(perPage, 25 - (page - 1) * perPage) }, (_, index) =>
          makeAppointment({
            reference_id: `PWCP${String((page - 1) * perPage + index + 1).padStart(4, '0')}`,
            status: 'COMPLETED',
            start_at: '2026-10-02T14:00:00Z',
            end_at: '2026-10-02T14:30:00Z',
          }),
        );
        return HttpResponse.json({ status: 'success', data: { items, page, per_page: perPage, total: 25 } });
      }),
    );
    const past = await screen.findByRole('region', { name: 'Past' }, LOAD);
    expect(await within(past).findByRole('link', { name: 'View appointment PWCP0001' })).toBeInTheDocument();
    const pager = within(past).getByRole('navigation', { name: 'Past appointments pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(past).findByRole('link', { name: 'View appointment PWCP0011' })).toBeInTheDocument();
    expect(within(past).queryByRole('link', { name: 'View appointment PWCP0001' })).not.toBeInTheDocument();
    expect(current.search).toBe('?past_page=2');
    expect(within(past).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens an appointment by its reference', async () => {
    const { user } = renderApp(server, { path: '/cx/appointments' });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, LOAD);
    await user.click(await within(upcoming).findByRole('link', { name: 'View appointment PWC4K7Q2' }));
    expect(
      await screen.findByRole('heading', { name: 'Video appointment for Biscuit' }, LOAD),
    ).toBeInTheDocument();
    expect(current.pathname).toBe('/cx/appointments/PWC4K7Q2');
    expect(screen.getByText('Scratching his ears since Tuesday.')).toBeInTheDocument();
  });

  it('shows page-not-found for an id that is not 4+ uppercase letters or digits', async () => {
    renderApp(server, { path: '/cx/appointments/abc' });
    expect(
      await screen.findByRole('heading', { name: "Woof! We can't find that page" }, LOAD),
    ).toBeInTheDocument();
  });
});

describe('appointments list: the Incomplete group', () => {
  it('puts a no-show under Incomplete and not under Past', async () => {
    const mock = createMockApi();
    mock.state.appointments = [
      makeAppointment({
        reference_id: 'PWCNOSH1',
        status: 'INCOMPLETE',
        start_at: '2026-10-05T14:00:00Z',
        end_at: '2026-10-05T14:30:00Z',
      }),
    ];
    renderApp(server, { path: '/cx/appointments', mock });
    const incomplete = await screen.findByRole('region', { name: 'Incomplete' }, LOAD);
    expect(
      await within(incomplete).findByRole('heading', { name: 'Video appointment for Biscuit' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have no past appointments.')).toBeInTheDocument();
  });
});

describe('appointments list: search, filters, date range and order', () => {
  const listCalls = (mock: ReturnType<typeof createMockApi>) =>
    mock.state.requests
      .filter((request) => new URL(request.url).pathname === '/api/v1/cx/appointments')
      .map((request) => new URL(request.url).searchParams);

  function threeAppointments() {
    const mock = createMockApi();
    const miso = { ...makeAppointment().pet, name: 'Miso' } as ReturnType<typeof makeAppointment>['pet'];
    mock.state.appointments = [
      makeAppointment({ reference_id: 'PWCBISC1', ...inFuture(2) }),
      makeAppointment({
        reference_id: 'PWCMISO1',
        ...inFuture(3),
        pet: miso,
        category: 'FOLLOW_UP',
        description: 'Checking the ear again',
      }),
      makeAppointment({
        reference_id: 'PWCMISO2',
        status: 'COMPLETED',
        start_at: '2026-10-02T14:00:00Z',
        end_at: '2026-10-02T14:30:00Z',
        pet: miso,
        category: 'ALLERGIES',
      }),
    ];
    return mock;
  }

  it('searches and filters by type of visit on Apply, keeps the filters in the URL, and clears them', async () => {
    const mock = threeAppointments();
    const { user } = renderApp(server, { path: '/cx/appointments?past_page=2', mock });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, LOAD);
    expect(
      await within(upcoming).findByRole('link', { name: 'View appointment PWCBISC1' }),
    ).toBeInTheDocument();

    const filters = screen.getByRole('region', { name: 'Find appointments' });
    await user.type(within(filters).getByRole('searchbox', { name: /^Search/ }), 'miso');
    within(filters)
      .getByRole('combobox', { name: /^Type of visit/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Follow-up' }));
    // Nothing is asked until the filters are applied.
    expect(listCalls(mock).some((params) => params.has('search'))).toBe(false);
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    expect(
      await within(upcoming).findByRole('link', { name: 'View appointment PWCMISO1' }),
    ).toBeInTheDocument();
    expect(
      within(upcoming).queryByRole('link', { name: 'View appointment PWCBISC1' }),
    ).not.toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(await within(past).findByText('No appointments match your filters.')).toBeInTheDocument();
    const filtered = listCalls(mock).filter((params) => params.get('search') === 'miso');
    expect(filtered.length).toBeGreaterThanOrEqual(3);
    expect(filtered.every((params) => params.get('filter[category]') === 'FOLLOW_UP')).toBe(true);
    // Applying starts every group again at its first page.
    expect(new URLSearchParams(current.search).get('past_page')).toBeNull();
    expect(new URLSearchParams(current.search).get('q')).toBe('miso');
    expect(new URLSearchParams(current.search).get('category')).toBe('FOLLOW_UP');

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(
      await within(upcoming).findByRole('link', { name: 'View appointment PWCBISC1' }),
    ).toBeInTheDocument();
    expect(await within(past).findByRole('link', { name: 'View appointment PWCMISO2' })).toBeInTheDocument();
    expect(within(filters).getByRole('searchbox', { name: /^Search/ })).toHaveValue('');
    expect(current.search).toBe('');
  });

  it('reads status and order from the URL and asks every group for them', async () => {
    const mock = threeAppointments();
    renderApp(server, { path: '/cx/appointments?status=COMPLETED&sort=start_at', mock });
    const past = await screen.findByRole('region', { name: 'Past' }, LOAD);
    expect(await within(past).findByRole('link', { name: 'View appointment PWCMISO2' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText('No appointments match your filters.')).toBeInTheDocument();
    const calls = listCalls(mock);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.every((params) => params.get('status') === 'COMPLETED')).toBe(true);
    // The client's order wins over each group's own (past is otherwise latest first).
    expect(calls.every((params) => params.get('sort') === 'start_at')).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Completed');
    expect(screen.getByRole('combobox', { name: /^Order/ })).toHaveTextContent('Earliest first');
  });

  it('asks for whole days in the user’s time zone, and refuses an end date before the start', async () => {
    const mock = threeAppointments();
    const { user } = renderApp(server, { path: '/cx/appointments?from=2026-10-02&to=2026-10-31', mock });
    const past = await screen.findByRole('region', { name: 'Past' }, LOAD);
    expect(await within(past).findByRole('link', { name: 'View appointment PWCMISO2' })).toBeInTheDocument();
    const calls = listCalls(mock);
    // Midnight in New York (EDT, UTC-4) to the midnight after the last day.
    expect(calls.every((params) => params.get('start_at') === '2026-10-02T04:00:00.000Z')).toBe(true);
    expect(calls.every((params) => params.get('end_at') === '2026-11-01T04:00:00.000Z')).toBe(true);

    const filters = screen.getByRole('region', { name: 'Find appointments' });
    await user.click(within(filters).getByRole('button', { name: /^To/ }));
    // The calendar opens on the chosen end's month.
    await user.click(await screen.findByRole('button', { name: 'Thursday, October 1, 2026' }));
    const before = listCalls(mock).length;
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(
      await within(filters).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(listCalls(mock)).toHaveLength(before);
    expect(new URLSearchParams(current.search).get('to')).toBe('2026-10-31');
  });
});
