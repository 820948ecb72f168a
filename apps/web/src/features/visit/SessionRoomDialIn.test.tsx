import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '../../test/server';
import { LOAD, openRoom, stubMediaDevices } from './testing/sessionRoomTestKit';

// jsdom has no WebRTC and no camera: the room is reached here with a video provider that connects
// at once and a real-time client that delivers nothing. Everything else (the room machine, the
// session calls, the page) is the app's own.
vi.mock('./p2pProvider', () => import('./testing/roomFakes'));
vi.mock('@pawcall/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pawcall/api-client')>()),
  ...(await import('./testing/roomFakes')).fakeRealtime,
}));

const server = setupTestServer();
stubMediaDevices();

describe('dial-in in the video session', () => {
  it('the client’s waiting room shows the number and PIN to join by phone', async () => {
    const { user } = openRoom(server, '/cx/appointments/PAWV5T8N/session', 'CLIENT', {
      phoneNumber: '+15550100199',
    });
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD)).toBeInTheDocument();
    const dialIn = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(dialIn).toHaveTextContent('Call +15550100199 and enter PIN 482913.');
    expect(within(dialIn).getByRole('link', { name: '+15550100199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
  });

  it('the vet’s room shows it too', async () => {
    const { user } = openRoom(server, '/px/appointments/PAWV5T8N/session', 'PARTNER', {
      phoneNumber: '+15550100199',
    });
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Olivia Martin/i, {}, LOAD)).toBeInTheDocument();
    const dialIn = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(dialIn).toHaveTextContent('Call +15550100199 and enter PIN 482913.');
  });

  it('the room shows no dial-in when the server has no number', async () => {
    const { user } = openRoom(server, '/cx/appointments/PAWV5T8N/session', 'CLIENT');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /leave/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join by phone' })).not.toBeInTheDocument();
  });
});
