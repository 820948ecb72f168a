import { accountSettingsState, createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('chat settings page', () => {
  it('shows who the chat knows you as and keeps the widget preferences on the server', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/chat-settings', mock });
    expect(
      await screen.findByText('The help chat knows you as olivia@pawcall.test.', {}, LOAD),
    ).toBeInTheDocument();
    const sound = await screen.findByRole(
      'switch',
      { name: 'Play a sound when a chat message arrives' },
      LOAD,
    );
    expect(sound).toBeChecked();
    await user.click(sound);
    await user.click(screen.getByRole('switch', { name: 'Email me a transcript when a chat ends' }));
    await user.click(screen.getByRole('button', { name: 'Save chat settings' }));
    expect(await screen.findByText('Your chat settings have been saved.')).toBeInTheDocument();
    expect(accountSettingsState(mock.state).chat).toEqual({
      widget_enabled: true,
      sound_enabled: false,
      transcript_by_email: true,
    });
  });

  it('disables the widget’s own options while the widget is hidden', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/chat-settings', mock });
    await user.click(await screen.findByRole('switch', { name: 'Show the help chat on every page' }, LOAD));
    expect(screen.getByRole('switch', { name: 'Play a sound when a chat message arrives' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save chat settings' }));
    expect(await screen.findByText('Your chat settings have been saved.')).toBeInTheDocument();
    expect(accountSettingsState(mock.state).chat.widget_enabled).toBe(false);
  });
});
