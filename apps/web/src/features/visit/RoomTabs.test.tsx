import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../shared/services';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { AppProviders, TEST_ORIGIN } from '../../test/renderApp';
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

const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

type Pet = Parameters<typeof RoomTabs>[0]['pet'];

/** The room's tabs on the client's side of PAWV5T8N, in the given locale. */
async function openTabs(locale: 'en-US' | 'fr-CA', pet: Pet, role: 'CLIENT' | 'PARTNER' = 'CLIENT') {
  const mock = createMockApi();
  mock.state.appointments = [makeAppointment({ reference_id: 'PAWV5T8N' })];
  server.resetHandlers(...mock.handlers);
  const services = createServices({
    initialLocaleChoice: locale,
    browserLanguages: [locale],
    browserTimeZone: 'America/New_York',
    origin: TEST_ORIGIN,
    retry: false,
  });
  await services.session.restore(services.clients);
  const user = userEvent.setup();
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter>
        <VisitMessages>
          <RoomTabs reference="PAWV5T8N" role={role} pet={pet} />
        </VisitMessages>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, view };
}

const biscuit = {
  name: 'Biscuit',
  species: 'DOG',
  breed: 'Beagle',
  gender: 'FEMALE' as const,
  weight: { value: 12.5, is_metric: true },
};

describe('the room’s Pet tab in the reader’s language', () => {
  it('names the species and sex and gives the weight with its unit', async () => {
    const { user } = await openTabs('en-US', biscuit);
    await user.click(await screen.findByRole('tab', { name: 'Pet' }, LOAD));
    const card = await screen.findByRole('heading', { name: 'Biscuit' }, LOAD);
    const panel = card.closest('[role="tabpanel"]') as HTMLElement;
    expect(within(panel).getByText('Dog · Beagle')).toBeInTheDocument();
    expect(within(panel).queryByText(/DOG/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Female')).toBeInTheDocument();
    expect(within(panel).getByText('12.5 kg')).toBeInTheDocument();
  });

  it('in French too, with pounds when the weight was given in pounds', async () => {
    const { user } = await openTabs('fr-CA', { ...biscuit, weight: { value: 27.5, is_metric: false } });
    await user.click(await screen.findByRole('tab', { name: 'Animal' }, LOAD));
    const card = await screen.findByRole('heading', { name: 'Biscuit' }, LOAD);
    const panel = card.closest('[role="tabpanel"]') as HTMLElement;
    expect(within(panel).getByText('Chien · Beagle')).toBeInTheDocument();
    expect(within(panel).getByText('Femelle')).toBeInTheDocument();
    expect(within(panel).getByText(/^27,5\s?lb$/)).toBeInTheDocument();
  });
});

/** A shared file's own signed link, as the server hands it out. */
const fileUrl = (uuid: string) =>
  `/api/v1/appointments/PAWV5T8N/media/${uuid}/content?u=olivia&expires=1894028400&sig=signed-${uuid}`;

/** The room's media list as the server answers it: `files` (PNGs unless told) shared at 15:10. */
function mediaList(files: Array<{ uuid: string; name: string; mine?: boolean; content_type?: string }>) {
  return ok({
    items: files.map((file) => ({
      content_type: 'image/png',
      mine: false,
      ...file,
      size: 5,
      url: fileUrl(file.uuid),
      expires_at: '2030-01-07T15:20:00Z',
      created_at: '2030-01-07T15:10:00Z',
    })),
    max_files: 10,
    max_bytes: 10 * 1024 * 1024,
  });
}

describe('the room’s Files tab', () => {
  it('links each file to its own url to download it under its name, and previews the images', async () => {
    const { user } = await openTabs('fr-CA', biscuit);
    server.use(
      http.get('*/api/v1/appointments/:ref/media', () =>
        mediaList([
          { uuid: 'm-1', name: 'oreille.png' },
          { uuid: 'm-2', name: 'analyses.pdf', content_type: 'application/pdf' },
        ]),
      ),
    );
    await user.click(await screen.findByRole('tab', { name: 'Fichiers' }, LOAD));
    const list = await screen.findByRole('list', { name: 'Fichiers partagés' }, LOAD);
    const links = await within(list).findAllByRole('link', {}, LOAD);
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('download')]),
    ).toEqual([
      ['oreille.png', fileUrl('m-1'), 'oreille.png'],
      ['analyses.pdf', fileUrl('m-2'), 'analyses.pdf'],
    ]);
    // The photo shows from the same link; the PDF has no preview.
    expect(within(list).getByRole('img', { name: 'Aperçu de oreille.png' })).toHaveAttribute(
      'src',
      fileUrl('m-1'),
    );
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it('uploads every chosen file it can, and keeps the one that failed with the reason', async () => {
    const uploaded: Array<{ uuid: string; name: string }> = [];
    const { user, view } = await openTabs('en-US', biscuit);
    server.use(
      http.get('*/api/v1/appointments/:ref/media', () => mediaList(uploaded)),
      http.post('*/api/v1/appointments/:ref/media', async ({ request }) => {
        const body = (await request.json()) as { name: string; content_type: string };
        if (body.name === 'labs.pdf')
          return HttpResponse.json(
            { status: 'error', code: 'NOT_ALLOWED', message: 'Unable to upload more files.' },
            { status: 409 },
          );
        const file = { uuid: `m-${uploaded.length + 1}`, name: body.name };
        uploaded.push(file);
        return ok({
          ...file,
          content_type: body.content_type,
          size: 5,
          url: fileUrl(file.uuid),
          expires_at: '2030-01-07T15:20:00Z',
          created_at: '2030-01-07T15:10:00Z',
          mine: true,
        });
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Files' }, LOAD));
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['ear'], 'ear.png', { type: 'image/png' }),
      new File(['labs'], 'labs.pdf', { type: 'application/pdf' }),
      new File(['walk'], 'walk.mp4', { type: 'video/mp4' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('labs.pdf was not uploaded: Unable to upload more files.', {}, LOAD),
    ).toBeInTheDocument();
    const shared = screen.getByRole('list', { name: 'Shared files' });
    await waitFor(() =>
      expect(
        within(shared)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['ear.png', 'walk.mp4']),
    );
    expect(screen.getByRole('button', { name: 'Remove labs.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove ear.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove walk.mp4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('lets the one who shared a file remove it, and says so when it cannot', async () => {
    let shared = [
      { uuid: 'm-1', name: 'ear.png', mine: true },
      { uuid: 'm-2', name: 'rx.pdf', mine: false },
      { uuid: 'm-3', name: 'old.png', mine: true },
    ];
    const { user } = await openTabs('en-US', biscuit);
    server.use(
      http.get('*/api/v1/appointments/:ref/media', () => mediaList(shared)),
      http.delete('*/api/v1/appointments/:ref/media/:uuid', ({ params }) => {
        if (params.uuid === 'm-3') return HttpResponse.json({ status: 'error' }, { status: 500 });
        shared = shared.filter((file) => file.uuid !== params.uuid);
        return ok({ uuid: params.uuid });
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Files' }, LOAD));
    await user.click(
      await screen.findByRole('button', { name: 'Remove ear.png from the shared files' }, LOAD),
    );
    const list = screen.getByRole('list', { name: 'Shared files' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['rx.pdf', 'old.png']),
    );
    expect(
      screen.queryByRole('button', { name: 'Remove rx.pdf from the shared files' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove old.png from the shared files' }));
    expect(await screen.findByText('Unable to remove uploaded file.', {}, LOAD)).toBeInTheDocument();
  });
});

describe('the room’s chat', () => {
  it('keeps a message that could not be sent, with the reason', async () => {
    const { user } = await openTabs('en-US', biscuit);
    server.use(
      http.get('*/api/v1/appointments/:ref/messages', () =>
        ok({ items: [], can_send: true, window_ends_at: null }),
      ),
      http.post('*/api/v1/appointments/:ref/messages', () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'MESSAGING_NOT_ALLOWED',
            message:
              "The visit room is closed, so its chat is too. Messages now go through the appointment's messages.",
          },
          { status: 409 },
        ),
      ),
    );
    const box = await screen.findByRole('textbox', { name: 'Message' }, LOAD);
    await user.type(box, 'One more question{Enter}');
    await waitFor(() => expect(box).toHaveAccessibleDescription(/The visit room is closed/));
    expect(box).toHaveValue('One more question');
  });
});
