import { createMockApi, makeAppointment, mockUpgradeOffer } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

function completedVisit() {
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
  return mock;
}

function openVisit(mock: ReturnType<typeof createMockApi>, offer: unknown) {
  const requested: string[] = [];
  renderApp(server, { path: '/cx/appointments/PAW7Q2K9', mock });
  server.use(
    http.get('*/api/v1/appointments/:ref/record-notes', () =>
      ok({ released: false, finalized_at: null, can_finalize: false, items: [] }),
    ),
    http.get('*/api/v1/appointments/:ref/messages', () =>
      ok({ items: [], can_send: false, window_ends_at: null }),
    ),
    http.get('*/api/v1/cx/offers/appointment-upgrade', ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('appointment_reference_id') ?? '');
      return ok(offer);
    }),
  );
  return requested;
}

describe('the upgrade offer after an appointment', () => {
  it('shows the discounted price against the base price while the offer is valid', async () => {
    const requested = openVisit(completedVisit(), mockUpgradeOffer('PAW7Q2K9'));
    expect(await screen.findByText('Upgrade to Plus', {}, LOAD)).toBeInTheDocument();
    const offer = screen.getByText('Upgrade to Plus').closest('[data-tone]');
    expect(offer?.textContent).toMatch(
      /Add 3 appointments plus unlimited messaging for \$79\.00 instead of \$119\.00\. Offer ends /,
    );
    expect(requested).toContain('PAW7Q2K9');
  });

  it('is not shown once valid_until has passed, even if the answer still carries it', async () => {
    const expired = { ...mockUpgradeOffer('PAW7Q2K9'), valid_until: '2026-01-01T00:00:00Z' };
    const requested = openVisit(completedVisit(), expired);
    await screen.findByText('The medical record is released once your vet finalizes it.', {}, LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toContain('PAW7Q2K9');
    expect(screen.queryByText('Upgrade to Plus')).not.toBeInTheDocument();
  });

  it('is not shown when the discounted subtotal is not lower than the base amount', async () => {
    const offer = mockUpgradeOffer('PAW7Q2K9');
    const base = offer.data.items[0];
    if (!base) throw new Error('fixture offer has no item');
    const noDiscount = { ...offer, data: { items: [{ ...base, subtotal: base.amount }] } };
    const requested = openVisit(completedVisit(), noDiscount);
    await screen.findByText('The medical record is released once your vet finalizes it.', {}, LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toContain('PAW7Q2K9');
    expect(screen.queryByText('Upgrade to Plus')).not.toBeInTheDocument();
  });
});
