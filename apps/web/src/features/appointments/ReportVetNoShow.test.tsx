import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const MINUTE = 60_000;
const REF = 'PAW9N2S4';

/** A confirmed visit that started `minutesAgo` minutes ago and lasts 30 minutes. */
function started(minutesAgo: number, overrides: Parameters<typeof makeAppointment>[0] = {}) {
  const start = Date.now() - minutesAgo * MINUTE;
  return makeAppointment({
    reference_id: REF,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 30 * MINUTE).toISOString(),
    partner_joined_at: null,
    ...overrides,
  });
}

function openPage(appointment: ReturnType<typeof makeAppointment>) {
  const mock = createMockApi();
  mock.state.appointments = [appointment];
  return renderApp(server, { path: `/cx/appointments/${REF}`, mock });
}

describe('"The vet did not join" on the client\'s appointment page', () => {
  it('reports the no-show after a confirmation: the appointment reads incomplete and refunded', async () => {
    const { user, mock } = openPage(started(15));
    await user.click(await screen.findByRole('button', { name: 'The vet did not join' }, LOAD));
    const confirm = screen.getByRole('region', { name: 'Report that Dr. Emily Chen did not join?' });
    expect(confirm).toHaveTextContent(
      'The appointment will be marked incomplete and your payment refunded to your card within 5 business days. Dr. Emily Chen will be told.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, the vet did not join' }));
    expect(
      await screen.findByText(
        'Thanks for telling us. The appointment is marked incomplete.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Incomplete', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/refunded/i)).toBeInTheDocument();
    const puts = mock.state.requests.filter(
      (request) => request.method === 'PUT' && request.url.endsWith(`/cx/appointments/${REF}/incomplete`),
    );
    expect(puts).toHaveLength(1);
  });

  it('can be put off with "Keep waiting", sending nothing', async () => {
    const { user, mock } = openPage(started(15));
    await user.click(await screen.findByRole('button', { name: 'The vet did not join' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByRole('region', { name: /did not join\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The vet did not join' })).toBeInTheDocument();
    expect(mock.state.requests.some((request) => request.url.endsWith('/incomplete'))).toBe(false);
  });

  it('appears by itself 10 minutes after the start, with a hint until then', async () => {
    // Starts 9 minutes 58.5 seconds ago: the report opens in 1.5 seconds.
    openPage(started(10 - 1.5 / 60));
    expect(
      await screen.findByText(
        'Your vet has not joined yet? From 10 minutes after the start, you can tell us.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'The vet did not join' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'The vet did not join' }, LOAD)).toBeInTheDocument();
  });

  it('is not offered once the vet joined, before the visit, or for a completed one', async () => {
    const joined = openPage(
      started(15, { partner_joined_at: new Date(Date.now() - 12 * MINUTE).toISOString() }),
    );
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(screen.queryByRole('button', { name: 'The vet did not join' })).not.toBeInTheDocument();
    joined.unmount();

    const upcoming = openPage(started(-60));
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(screen.queryByRole('button', { name: 'The vet did not join' })).not.toBeInTheDocument();
    expect(screen.queryByText(/From 10 minutes after the start/)).not.toBeInTheDocument();
    upcoming.unmount();

    openPage(started(15, { status: 'COMPLETED' }));
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(screen.queryByRole('button', { name: 'The vet did not join' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the choice open", async () => {
    const { user } = openPage(started(15));
    await user.click(await screen.findByRole('button', { name: 'The vet did not join' }, LOAD));
    server.use(
      http.put('*/api/v1/cx/appointments/:ref/incomplete', () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'NOT_ALLOWED',
            message:
              'The vet joined this appointment, so it cannot be reported as a no-show. Please contact support if something went wrong.',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, the vet did not join' }));
    expect(
      await screen.findByText(
        'The vet joined this appointment, so it cannot be reported as a no-show. Please contact support if something went wrong.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep waiting' })).toBeInTheDocument();
  });
});
