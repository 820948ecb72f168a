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
      makeAppointment({ reference_id: 'PWCFUT01', ...inFuture(2) }),
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
