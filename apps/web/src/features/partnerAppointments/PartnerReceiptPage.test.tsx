import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;
const REF = 'PAWV5T8N';

function asVet(appointment = makeAppointment({ reference_id: REF })) {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  mock.state.appointments = [appointment];
  return mock;
}

/** The amount shown beside a statement line. */
function line(label: string | RegExp) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent;
}

describe("the vet's earnings statement", () => {
  it('lists gross, platform fee at the rate with 2 decimals, tax, discount, net and the payout of a completed visit', async () => {
    const ended = new Date(Date.now() - 10 * DAY);
    const mock = asVet(
      makeAppointment({
        reference_id: REF,
        status: 'COMPLETED',
        start_at: new Date(ended.getTime() - 30 * 60_000).toISOString(),
        end_at: ended.toISOString(),
        client: { uuid: clientOlivia.uuid, first_name: 'Olivia', last_name: 'Martin' },
      }),
    );
    renderApp(server, { path: `/px/appointments/${REF}/receipt`, mock });
    expect(
      await screen.findByRole('heading', { name: `Earnings statement for appointment ${REF}` }, LOAD),
    ).toBeInTheDocument();
    expect(line('Client')).toBe('Olivia Martin');
    expect(line('Pet')).toBe('Biscuit');
    expect(line('Gross earnings')).toBe('$75.00');
    expect(line('Platform fee (20.00%)')).toMatch(/^[-−]\$15\.00$/);
    expect(line('Tax')).toBe('$0.00');
    expect(line('Client discount (covered by Pawcall)')).toBe('$0.00');
    expect(line('Net total')).toBe('$60.00');
    expect(line('Paid out')).toBe('$60.00');
    const paidOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeZone: 'America/New_York',
    }).format(new Date(ended.getTime() + 7 * DAY));
    expect(line('Paid on')).toBe(paidOn);
    expect(screen.getByText(`Paid out on ${paidOn}.`)).toBeInTheDocument();
  });

  it("shows the server's statement as sent: a pending visit, a client discount and an 18.75% rate", async () => {
    renderApp(server, { path: `/px/appointments/${REF}/receipt`, mock: asVet() });
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    server.use(
      http.get('*/api/v1/px/appointments/:ref/receipt', () =>
        HttpResponse.json({
          status: 'success',
          data: {
            reference_id: REF,
            status: 'CONFIRMED',
            booked_on: '2026-11-21T18:00:00Z',
            start_at: '2026-11-23T15:00:00Z',
            pet_name: 'Biscuit',
            client_name: 'Olivia Martin',
            platform_rate: 0.1875,
            gross_earnings: usd(9500),
            platform_fee: usd(1781),
            tax: usd(0),
            discount: usd(-950),
            net_total: usd(7719),
            paid_out: usd(0),
            paid_on: null,
            payout_status: 'PENDING',
            no_earnings_reason: null,
          },
        }),
      ),
    );
    await screen.findByRole('heading', { name: `Earnings statement for appointment ${REF}` }, LOAD);
    expect(line('Platform fee (18.75%)')).toMatch(/^[-−]\$17\.81$/);
    expect(line('Client discount (covered by Pawcall)')).toMatch(/^[-−]\$9\.50$/);
    expect(line('Net total')).toBe('$77.19');
    expect(line('Paid out')).toBe('$0.00');
    expect(line('Paid on')).toBe('Not yet');
    expect(
      screen.getByText('Expected earnings: paid out 7 days after the visit is completed.'),
    ).toBeInTheDocument();
  });

  it('says why a cancelled appointment earns nothing', async () => {
    const mock = asVet(makeAppointment({ reference_id: REF, status: 'CANCELLED' }));
    renderApp(server, { path: `/px/appointments/${REF}/receipt`, mock });
    expect(
      await screen.findByText(
        'No earnings: this appointment was cancelled and the client refunded.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(line('Net total')).toBe('$0.00');
  });

  it('prints from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp(server, { path: `/px/appointments/${REF}/receipt`, mock: asVet() });
    await user.click(await screen.findByRole('button', { name: 'Print' }, LOAD));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says "Unable to download receipt" when the statement cannot be read', async () => {
    renderApp(server, { path: `/px/appointments/${REF}/receipt`, mock: asVet() });
    server.use(
      http.get('*/api/v1/px/appointments/:ref/receipt', () =>
        HttpResponse.json({ status: 'error', message: 'Server down' }, { status: 500 }),
      ),
    );
    expect(await screen.findByText('Unable to download receipt', undefined, LOAD)).toBeInTheDocument();
  });

  it("opens from the vet's appointment page", async () => {
    const appointment = makeAppointment({ reference_id: REF, status: 'COMPLETED' });
    const { user } = renderApp(server, { path: `/px/appointments/${REF}`, mock: asVet(appointment) });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () =>
        HttpResponse.json({ status: 'success', data: appointment }),
      ),
    );
    await user.click(await screen.findByRole('link', { name: 'Earnings statement' }, LOAD));
    expect(
      await screen.findByRole('heading', { name: `Earnings statement for appointment ${REF}` }, LOAD),
    ).toBeInTheDocument();
  });
});
