import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
const DAY = 86_400_000;

function asVet(appointments: ReturnType<typeof makeAppointment>[]) {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  mock.state.appointments = appointments;
  return mock;
}

// Biscuit's visit the vet opens, held and finalized, and an older one of the same pet.
const held = makeAppointment({
  reference_id: 'PAW7Q2K9',
  status: 'COMPLETED',
  start_at: '2026-11-14T15:00:00Z',
  end_at: '2026-11-14T15:30:00Z',
  finalized_at: '2026-11-14T16:30:00Z',
});
const older = makeAppointment({
  reference_id: 'PAW2H6LM',
  status: 'COMPLETED',
  start_at: '2026-09-20T15:00:00Z',
  end_at: '2026-09-20T15:30:00Z',
  finalized_at: '2026-09-20T16:30:00Z',
  description: 'Mild soft-tissue sprain, left foreleg',
});

function openDetail(mock: ReturnType<typeof asVet>) {
  const view = renderApp(server, { path: '/px/appointments/PAW7Q2K9', mock });
  server.use(
    http.get('*/api/v1/px/appointments/:ref', ({ params }) =>
      ok(mock.state.appointments.find((a) => a.reference_id === params.ref)),
    ),
    http.get('*/api/v1/appointments/:ref/record-notes', () =>
      ok({ released: true, finalized_at: held.finalized_at, can_finalize: false, items: [] }),
    ),
  );
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the vet’s clinical sections of a held visit', () => {
  it('shows the pet’s history and opens a past visit’s record', async () => {
    const mock = asVet([held, older]);
    const { user } = openDetail(mock);
    server.use(
      http.get('*/api/v1/appointments/:ref/pet/appointments/:selected', () =>
        ok({
          reference_id: 'PAW2H6LM',
          status: 'COMPLETED',
          start_at: older.start_at,
          end_at: older.end_at,
          partner_name: 'Dr. Amelia Brooks',
          concerns: ['LIMPING'],
          finalized_at: older.finalized_at,
          summary: 'Mild soft-tissue sprain, left foreleg',
          description: 'Limping after a hike.',
          record: [
            {
              uuid: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a77',
              type: 'DAP',
              body_1: 'Mild soft-tissue sprain, left foreleg',
              data: 'Limping on the left foreleg.',
              assessment: 'Mild soft-tissue sprain of the left foreleg.',
              plan: 'Rest for 10 days.',
              is_published: true,
              created_at: '2026-09-20T16:30:00Z',
              removed_at: null,
              author: 'Dr. Brooks',
            },
          ],
        }),
      ),
    );
    const history = await screen.findByRole('region', { name: "Biscuit's history" }, LOAD);
    expect(within(history).getByText('Mild soft-tissue sprain, left foreleg')).toBeInTheDocument();
    expect(within(history).getByText(/with Dr\. Emily Chen/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: /Show the visit of Sep 20, 2026/ }));
    expect(
      await within(history).findByText('Mild soft-tissue sprain of the left foreleg.'),
    ).toBeInTheDocument();
    expect(within(history).getByText('Rest for 10 days.')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: /Hide the visit of Sep 20, 2026/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('recommends a diagnostic kit, which then shows as recommended', async () => {
    const mock = asVet([held]);
    const { user } = openDetail(mock);
    const kits = await screen.findByRole('region', { name: 'Diagnostic kits' }, LOAD);
    // Biscuit is a dog: the dog kits only.
    expect(
      await within(kits).findByRole('button', { name: 'Recommend the Ear infection kit for dogs' }, LOAD),
    ).toBeInTheDocument();
    expect(within(kits).queryByText(/kit for cats/)).not.toBeInTheDocument();
    await user.click(within(kits).getByRole('button', { name: 'Recommend the Ear infection kit for dogs' }));
    expect(
      await within(kits).findByText(
        'Ear infection kit for dogs recommended. The follow-up was proposed to the client.',
      ),
    ).toBeInTheDocument();
    expect(await within(kits).findByText(/Recommended on/)).toBeInTheDocument();
    expect(
      within(kits).queryByRole('button', { name: 'Recommend the Ear infection kit for dogs' }),
    ).not.toBeInTheDocument();
  });

  it('opens the prescription in a new tab, and says so when it has expired', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const mock = asVet([held]);
    const { user } = openDetail(mock);
    await user.click(await screen.findByRole('button', { name: 'Open the prescription' }, LOAD));
    expect(
      await screen.findByText('The prescription for Mometamax otic suspension opened in a new tab.'),
    ).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/v1\/documents\/prescription\//),
      '_blank',
      'noopener',
    );
    server.use(
      http.get('*/api/v1/px/appointments/:ref/prescription', () =>
        HttpResponse.json(
          { status: 'error', code: 'PRESCRIPTION_EXPIRED', message: 'This prescription has expired.' },
          { status: 410 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Open the prescription' }));
    expect(await screen.findByText('This prescription has expired.')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);

    // The link cannot be fetched at all: the spec's message, not the server's internals.
    server.use(
      http.get('*/api/v1/px/appointments/:ref/prescription', () =>
        HttpResponse.json({ status: 'error', message: 'upstream timeout' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Open the prescription' }));
    expect(await screen.findByText('Unable to fetch the download link.')).toBeInTheDocument();
    expect(screen.queryByText('upstream timeout')).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('lists the products to recommend with the concerns they help with', async () => {
    const mock = asVet([held]);
    openDetail(mock);
    const products = await screen.findByRole('region', { name: 'Products to recommend' }, LOAD);
    expect(
      await within(products).findByText(/Omega-3 skin and coat supplement/, {}, LOAD),
    ).toBeInTheDocument();
    expect(within(products).getByText(/Helps with: Skin or itching/)).toBeInTheDocument();
  });

  it('offers no prescription, kits or products before the visit is held', async () => {
    const upcoming = makeAppointment({
      reference_id: 'PAW7Q2K9',
      start_at: new Date(Date.now() + DAY).toISOString(),
      end_at: new Date(Date.now() + DAY + 1_800_000).toISOString(),
    });
    const mock = asVet([upcoming]);
    openDetail(mock);
    await screen.findByRole('region', { name: "Biscuit's history" }, LOAD);
    expect(screen.queryByRole('region', { name: 'Diagnostic kits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the prescription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products to recommend' })).not.toBeInTheDocument();
  });
});

describe('the vet’s accelerator tab', () => {
  it('shows the accelerator’s referrals left and its end date', async () => {
    const mock = asVet([]);
    renderApp(server, { path: '/px/appointments/accelerator-appointments', mock });
    expect(
      await screen.findByText(
        /You can give 5 of 5 free trial appointments to trusted clients until/,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('says when the vet is not eligible for the accelerator', async () => {
    const mock = asVet([]);
    renderApp(server, { path: '/px/appointments/accelerator-appointments', mock });
    server.use(
      http.get('*/api/v1/px/appointments/accelerator', () =>
        ok({
          eligible: false,
          active: false,
          eligible_at: null,
          valid_until: null,
          limit: 5,
          used: 0,
          remaining: 0,
          items: [],
        }),
      ),
    );
    expect(
      await screen.findByText(/You are not eligible for the accelerator yet/, {}, LOAD),
    ).toBeInTheDocument();
  });
});
