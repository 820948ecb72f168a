import { createMockApi } from '@pawcall/api-client/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

const png = (name = 'biscuit.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, {
    type: 'image/png',
  });

function photo(index: number) {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${index}`,
    url: `/mock/pet-photos/${index}`,
    content_type: 'image/png' as const,
    size: 10,
    created_at: '2026-11-01T12:00:00Z',
  };
}

describe('pet photos', () => {
  it('adds a photo from the keyboard-usable file input, shows it in the gallery, then removes it', async () => {
    const mock = createMockApi();
    const biscuit = mock.state.pets[0]!;
    const { user } = renderApp(server, { path: `/cx/account/pets/${biscuit.uuid}`, mock });
    // Under jsdom the File is jsdom's and Node's fetch cannot serialise it into the multipart body
    // (a browser can; the e2e journey uploads a real photo), so this stand-in checks the request's
    // shape and answers like the server.
    const uploads: string[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/cx/pets/:uuid/photos`, ({ params, request }) => {
        uploads.push(`${params.uuid} ${request.headers.get('content-type')?.split(';')[0]}`);
        const pet = { ...mock.state.pets[0]!, photos: [photo(1)], has_photo: true };
        mock.state.pets[0] = pet;
        return HttpResponse.json({ status: 'success', data: pet }, { status: 201 });
      }),
    );
    expect(await screen.findByText('0 of 5 photos', {}, LOAD)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add a photo'), png());
    const gallery = await screen.findByRole('list', { name: 'Photos' }, LOAD);
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of Biscuit' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5 photos')).toBeInTheDocument();
    expect(await screen.findByText('The photo has been added.')).toBeInTheDocument();
    expect(uploads).toEqual([`${biscuit.uuid} multipart/form-data`]);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument());
    expect(screen.getByText('0 of 5 photos')).toBeInTheDocument();
    expect(mock.state.pets[0]!.photos).toEqual([]);
  });

  it('at 5 photos offers no upload and says "unable to upload more files"', async () => {
    const mock = createMockApi();
    mock.state.pets[0] = { ...mock.state.pets[0]!, photos: [1, 2, 3, 4, 5].map(photo), has_photo: true };
    renderApp(server, { path: `/cx/account/pets/${mock.state.pets[0]!.uuid}`, mock });
    expect(await screen.findByText('5 of 5 photos', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d of Biscuit$/ })).toHaveLength(5);
    expect(
      screen.getByText('Unable to upload more files: a pet can have up to 5 photos.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
  });

  it('shows the server’s messages: a corrupted image, and a photo that cannot be removed', async () => {
    const mock = createMockApi();
    mock.state.pets[0] = { ...mock.state.pets[0]!, photos: [photo(1)], has_photo: true };
    const { user } = renderApp(server, { path: `/cx/account/pets/${mock.state.pets[0]!.uuid}`, mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/cx/pets/:uuid/photos`, () =>
        HttpResponse.json(
          { status: 'fail', data: { file: ['This image is corrupted. Please choose another one.'] } },
          { status: 422 },
        ),
      ),
      http.delete(`${TEST_ORIGIN}/api/v1/cx/pets/:uuid/photos/:photoUuid`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'NOT_FOUND',
            message: 'Unable to remove the uploaded file: it may already have been removed.',
          },
          { status: 404 },
        ),
      ),
    );
    await user.upload(await screen.findByLabelText('Add a photo', {}, LOAD), png('broken.png'));
    expect(
      await screen.findByText('This image is corrupted. Please choose another one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(
      await screen.findByText('Unable to remove the uploaded file: it may already have been removed.'),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const mock = createMockApi();
    renderApp(server, { path: `/cx/account/pets/${mock.state.pets[0]!.uuid}`, mock });
    const input = await screen.findByLabelText('Add a photo', {}, LOAD);
    // The input's accept attribute hides other files in the picker; a dropped or forced one is still checked.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(mock.state.requests.some((r) => r.url.includes('/photos'))).toBe(false);
  });
});

describe('home clinic', () => {
  it('finds a clinic by city, sets it (its email is shown, not editable), then removes it', async () => {
    const mock = createMockApi();
    const biscuit = mock.state.pets[0]!;
    const { user } = renderApp(server, { path: `/cx/account/pets/${biscuit.uuid}`, mock });
    expect(await screen.findByText('No home clinic yet.', {}, LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search clinics by name or city' }), 'toronto');
    const results = await screen.findByRole('list', { name: 'Matching clinics' }, LOAD);
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(results).getByRole('button', { name: 'Choose Riverdale Veterinary Clinic' }));
    expect(await screen.findByText('Clinic email: hello@riverdalevet.test')).toBeInTheDocument();
    expect(
      screen.getByText("The clinic's email comes from its record and cannot be edited."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    expect(mock.state.pets[0]!.home_clinic?.name).toBe('Riverdale Veterinary Clinic');

    await user.click(screen.getByRole('button', { name: 'Remove home clinic' }));
    expect(await screen.findByText('No home clinic yet.')).toBeInTheDocument();
    expect(mock.state.pets[0]!.home_clinic).toBeNull();
  });

  it('names a clinic that is not listed: "home clinic name required"', async () => {
    const mock = createMockApi();
    const miso = mock.state.pets[1]!;
    const { user } = renderApp(server, { path: `/cx/account/pets/${miso.uuid}`, mock });
    await user.click(await screen.findByRole('button', { name: 'Save clinic name' }, LOAD));
    expect(await screen.findByText('Please enter the home clinic name.')).toBeInTheDocument();
    expect(mock.state.requests.some((r) => r.url.includes('/home-clinic'))).toBe(false);
    await user.type(screen.getByLabelText(/^Clinic name/), 'Corner Cat Clinic');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Corner Cat Clinic')).toBeInTheDocument();
    expect(mock.state.pets[1]!.home_clinic).toMatchObject({
      uuid: null,
      name: 'Corner Cat Clinic',
      email: null,
    });
  });
});
