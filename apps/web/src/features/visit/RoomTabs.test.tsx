import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createServices } from '../../app/services';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';
import { RoomTabs } from './RoomTabs';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('the room’s Pet tab', () => {
  it('shows the pet and its other visits to the vet', async () => {
    const mock = createMockApi();
    mock.state.user = {
      ...structuredClone(clientOlivia),
      type: 'PARTNER',
      first_name: 'Emily',
      last_name: 'Chen',
    };
    mock.state.appointments = [
      makeAppointment({ reference_id: 'PAWV5T8N' }),
      makeAppointment({
        reference_id: 'PAW7Q2K9',
        status: 'COMPLETED',
        start_at: '2026-11-14T15:00:00Z',
        end_at: '2026-11-14T15:30:00Z',
        finalized_at: '2026-11-14T16:30:00Z',
        description: 'Otitis externa, right ear',
      }),
    ];
    server.resetHandlers(...mock.handlers);
    const services = createServices({
      initialLocaleChoice: 'en-US',
      browserLanguages: ['en-US'],
      browserTimeZone: 'America/New_York',
      origin: TEST_ORIGIN,
      retry: false,
    });
    await services.session.restore(services.clients);
    const user = userEvent.setup();
    // RoomTabs's role is the caller's side in the visit (not an ARIA role).
    const vet = 'PARTNER' as const;
    render(
      <AppProviders services={services}>
        <MemoryRouter>
          <VisitMessages>
            <RoomTabs
              reference="PAWV5T8N"
              role={vet}
              pet={{ name: 'Biscuit', species: 'DOG', breed: 'Beagle', birthday_on: '2019-04-12' }}
            />
          </VisitMessages>
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Pet' }, LOAD));
    const history = await screen.findByRole('region', { name: "Biscuit's history" }, LOAD);
    expect(within(history).getByText(/Nov 14, 2026 with Dr\. Emily Chen/)).toBeInTheDocument();
    expect(within(history).getByText('Otitis externa, right ear')).toBeInTheDocument();
  });
});
