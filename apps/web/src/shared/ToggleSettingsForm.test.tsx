import { accountSettingsState, createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

// The shared on/off preferences form, through the chat settings page that uses it.
describe('on/off preferences form', () => {
  it('says why the preferences cannot be read instead of showing a form', async () => {
    renderApp(server, { path: '/cx/account/chat-settings', mock: createMockApi() });
    server.use(
      http.get('*/api/v1/cx/chat-settings', () =>
        HttpResponse.json(
          { status: 'error', message: 'The chat settings are unavailable.' },
          { status: 503 },
        ),
      ),
    );
    expect(await screen.findByText('The chat settings are unavailable.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save chat settings' })).not.toBeInTheDocument();
  });

  it('keeps the draft and says the server’s refusal when saving fails, then saves on a retry', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/chat-settings', mock });
    const sound = await screen.findByRole(
      'switch',
      { name: 'Play a sound when a chat message arrives' },
      LOAD,
    );
    server.use(
      http.put(
        '*/api/v1/cx/chat-settings',
        () =>
          HttpResponse.json({ status: 'error', message: 'Please try again in a moment.' }, { status: 503 }),
        { once: true },
      ),
    );
    await user.click(sound);
    await user.click(screen.getByRole('button', { name: 'Save chat settings' }));
    expect(await screen.findByText('Please try again in a moment.')).toBeInTheDocument();
    expect(sound).not.toBeChecked();
    expect(accountSettingsState(mock.state).chat.sound_enabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save chat settings' }));
    expect(await screen.findByText('Your chat settings have been saved.')).toBeInTheDocument();
    expect(screen.queryByText('Please try again in a moment.')).not.toBeInTheDocument();
    expect(accountSettingsState(mock.state).chat.sound_enabled).toBe(false);
  });
});
