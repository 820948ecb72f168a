import { createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

describe('photo page', () => {
  it('previews a chosen photo, saves it, then removes it', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/photo', mock });
    expect(await screen.findByText('You have no profile photo yet.', {}, LOAD)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File([PNG_BYTES], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of your new photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('Your photo has been saved.')).toBeInTheDocument();
    expect(mock.state.user?.photo?.uri_thumbnail).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo has been removed.')).toBeInTheDocument();
    expect(mock.state.user?.photo).toBeNull();
    expect(screen.getByText('You have no profile photo yet.')).toBeInTheDocument();
  });

  it('refuses other types and large files before sending, and shows the server’s corrupted message', async () => {
    const mock = createMockApi();
    renderApp(server, { path: '/cx/account/photo', mock });
    // Past the input's accept filter, as a picker's "all files" choice would be.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Choose a photo', {}, LOAD);
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('This image is larger than 2 MB. Please choose a smaller one.'),
    ).toBeInTheDocument();

    await user.upload(input, new File(['this is not a png'], 'fake.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(
      await screen.findByText('This image is corrupted. Please choose another one.'),
    ).toBeInTheDocument();
    expect(mock.state.user?.photo).toBeNull();
  });
});
