import { createMockApi, MOCK_PHONE_CODE } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('code verification', () => {
  it('after a refused code, says whether it was wrong or spent and offers a new code at once', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/phone', mock });
    await user.type(await screen.findByRole('textbox', { name: /^Phone number/ }, LOAD), '4165550134');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('button', { name: /Send a new code in \d+ s/ }, LOAD)).toBeDisabled();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered was incorrect')).toBeInTheDocument();
    // The attempt spent the code: no countdown to wait out.
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard(MOCK_PHONE_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This code is incorrect or no longer valid. Send a new code.'),
    ).toBeInTheDocument();
    expect(mock.state.user?.phone?.is_verified).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('button', { name: /Send a new code in \d+ s/ }, LOAD)).toBeDisabled();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard(MOCK_PHONE_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Your phone number +14165550134 is verified.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('calls with the code instead of texting it, on the same countdown as a new text', async () => {
    const mock = createMockApi();
    const codeRequests: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/profile/phone/code'))
        void request
          .clone()
          .json()
          .then((body) => codeRequests.push(body));
    };
    server.events.on('request:start', listen);
    try {
      const { user } = renderApp(server, { path: '/cx/account/phone', mock });
      await user.type(await screen.findByRole('textbox', { name: /^Phone number/ }, LOAD), '4165550134');
      await user.click(screen.getByRole('button', { name: 'Text me a code' }));
      // Refused codes spend the live one, so the countdown ends at once: a quick way past it.
      expect(await screen.findByRole('button', { name: /Call me instead in \d+ s/ }, LOAD)).toBeDisabled();
      await user.click(screen.getByLabelText('Digit 1 of 6'));
      await user.keyboard('999999');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText('The code you entered was incorrect');

      await user.click(screen.getByRole('button', { name: 'Call me instead' }));
      expect(await screen.findByRole('button', { name: /Call me instead in \d+ s/ }, LOAD)).toBeDisabled();
      expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
      await waitFor(() => expect(codeRequests).toEqual([{ channel: 'CALL' }]));

      await user.click(screen.getByLabelText('Digit 1 of 6'));
      await user.keyboard(MOCK_PHONE_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findByText('Your phone number +14165550134 is verified.', {}, LOAD),
      ).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
