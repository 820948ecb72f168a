import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '../../test/server';
import { LOAD, openRoom, stubMediaDevices } from './testing/sessionRoomTestKit';

// Leaving is not ending: either side steps out and may come back while the room is open; only the
// vet ends the visit for everyone, after confirming. jsdom has no WebRTC and no camera: the room is
// reached with a video provider that connects at once and a real-time client that delivers nothing.
vi.mock('./p2pProvider', () => import('./testing/roomFakes'));
vi.mock('@pawcall/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pawcall/api-client')>()),
  ...(await import('./testing/roomFakes')).fakeRealtime,
}));

const server = setupTestServer();
stubMediaDevices();

describe('leaving the video room', () => {
  it('the vet’s Leave steps out without ending the visit, and the vet can go back in', async () => {
    const { user, actions } = openRoom(server, '/px/appointments/PAWV5T8N/session', 'PARTNER');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Leave visit' }, LOAD));
    expect(await screen.findByRole('heading', { name: 'You left the room' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'LEAVE']);
    await user.click(screen.getByRole('button', { name: 'Go back to the visit' }));
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Olivia Martin/i, {}, LOAD)).toBeInTheDocument();
    expect(actions).not.toContain('END');
  });

  it('the vet ends the visit for everyone only after confirming, and can change their mind', async () => {
    const { user, actions } = openRoom(server, '/px/appointments/PAWV5T8N/session', 'PARTNER');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    const end = await screen.findByRole('button', { name: 'End visit for everyone' }, LOAD);
    await user.click(end);
    let dialog = await screen.findByRole('dialog', { name: 'End the visit for everyone?' });
    expect(dialog).toHaveTextContent('Olivia Martin will be taken out of the room');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the visit open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions).not.toContain('END');
    // Keyboard: the trigger has focus back; Enter opens the dialog, Tab reaches the confirmation.
    expect(end).toHaveFocus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'End the visit for everyone?' });
    within(dialog).getByRole('button', { name: 'End visit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'The visit has ended' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'END']);
  });

  it('the client only leaves: there is no way to end the visit for everyone', async () => {
    const { user, actions } = openRoom(server, '/cx/appointments/PAWV5T8N/session', 'CLIENT');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD);
    expect(screen.queryByRole('button', { name: 'End visit for everyone' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave visit' }));
    expect(await screen.findByRole('heading', { name: 'You left the room' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'LEAVE']);
  });
});
