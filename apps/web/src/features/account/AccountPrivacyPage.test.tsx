import { accountSettingsState, createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('privacy page', () => {
  it('shows the saved choices and saves marketing email and reminders', async () => {
    const mock = createMockApi();
    accountSettingsState(mock.state).communication = {
      email_marketing: true,
      sms_reminders: false,
      email_reminders: true,
    };
    const { user } = renderApp(server, { path: '/cx/account/privacy', mock });
    const marketing = await screen.findByRole('switch', { name: /News and offers by email/ }, LOAD);
    expect(marketing).toBeChecked();
    expect(screen.getByRole('switch', { name: /Appointment reminders by text message/ })).not.toBeChecked();
    await user.click(marketing);
    await user.click(screen.getByRole('switch', { name: /Appointment reminders by text message/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your communication preferences have been saved.')).toBeInTheDocument();
    expect(accountSettingsState(mock.state).communication).toEqual({
      email_marketing: false,
      sms_reminders: true,
      email_reminders: true,
    });
    expect(screen.getByRole('switch', { name: /News and offers by email/ })).not.toBeChecked();
  });
});
