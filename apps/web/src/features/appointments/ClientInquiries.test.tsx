import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;
const upcoming = (reference: string, confirmedByVet: boolean) =>
  makeAppointment({
    reference_id: reference,
    start_at: new Date(Date.now() + DAY).toISOString(),
    end_at: new Date(Date.now() + DAY + 1_800_000).toISOString(),
    partner_confirmed_at: confirmedByVet ? new Date().toISOString() : null,
  });

describe('the client’s requests waiting for the vet', () => {
  it('counts the requests the vet has not answered on the appointments page', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming('PAWQ1R2S', false), upcoming('PAWQ1R2T', true)];
    renderApp(server, { path: '/cx/appointments', mock });
    expect(
      await screen.findByText(/Requests waiting for the vet's answer: 1\./, {}, LOAD),
    ).toBeInTheDocument();
    const asked = mock.state.requests.find((request) => request.url.includes('/cx/appointments/inquiry'));
    expect(new URL(asked?.url ?? 'http://x').searchParams.get('per_page')).toBe('1');
  });

  it('says nothing when every request is answered', async () => {
    const mock = createMockApi();
    mock.state.appointments = [upcoming('PAWQ1R2T', true)];
    renderApp(server, { path: '/cx/appointments', mock });
    await screen.findByRole('link', { name: 'View appointment PAWQ1R2T' }, LOAD);
    await waitFor(() =>
      expect(mock.state.requests.some((request) => request.url.includes('/cx/appointments/inquiry'))).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Requests waiting for the vet's answer/)).not.toBeInTheDocument();
  });
});
