import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

function asVet() {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  return mock;
}

const completed = makeAppointment({
  reference_id: 'PAWV5T8N',
  status: 'COMPLETED',
  start_at: '2026-11-20T15:00:00Z',
  end_at: '2026-11-20T15:30:00Z',
});

function messagesApi(initial: Array<{ sender: 'CLIENT' | 'PARTNER'; sender_name: string; body: string }>) {
  const items = initial.map((message, index) => ({
    uuid: `7c2d5e1a-0f3b-4a6c-8d9e-1b2c3d4e5f${String(index).padStart(2, '0')}`,
    channel: 'DIRECT',
    created_at: '2026-11-20T16:30:00Z',
    ...message,
  }));
  const sent: unknown[] = [];
  let windowEndsAt = '2026-11-22T15:30:00Z';
  return {
    sent,
    handlers: [
      http.get('*/api/v1/appointments/:ref/messages', () =>
        ok({ items, can_send: true, window_ends_at: windowEndsAt }),
      ),
      http.post('*/api/v1/appointments/:ref/messages', async ({ request }) => {
        const body = (await request.json()) as { channel: string; body: string };
        sent.push(body);
        const message = {
          uuid: `7c2d5e1a-0f3b-4a6c-8d9e-1b2c3d4e5f${String(items.length).padStart(2, '0')}`,
          channel: 'DIRECT',
          created_at: '2026-11-21T10:00:00Z',
          sender: 'PARTNER' as const,
          sender_name: 'Dr. Chen',
          body: body.body,
        };
        items.push(message);
        // A vet reply gives the client 48 hours from the reply.
        windowEndsAt = '2026-11-23T10:00:00Z';
        return ok(message);
      }),
    ],
  };
}

// The medicalRecord machine's paths, played on the vet's appointment page.
describe('the vet writes the medical record', () => {
  it('names the missing DAP fields, then finalizes and shows the record as released', async () => {
    const mock = asVet();
    const posted: unknown[] = [];
    let finalized: string | null = null;
    const { user } = renderApp(server, { path: '/px/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () => ok({ ...completed, finalized_at: finalized })),
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({
          released: finalized != null,
          finalized_at: finalized,
          can_finalize: finalized == null,
          items: [],
        }),
      ),
      http.post('*/api/v1/appointments/:ref/record-notes', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push(body);
        return ok({
          uuid: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a99',
          type: 'DAP',
          body_1: '',
          data: body.data,
          assessment: body.assessment,
          plan: body.plan,
          is_published: false,
          created_at: '2026-11-20T16:00:00Z',
          removed_at: null,
          author: 'Dr. Chen',
        });
      }),
      http.put('*/api/v1/px/appointments/:ref/medical-record/finalize', () => {
        finalized = '2026-11-20T16:05:00Z';
        return ok({ released: true, finalized_at: finalized, can_finalize: false, items: [] });
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Data' }, LOAD), 'Right ear scratching');
    await user.click(screen.getByRole('button', { name: 'Finalize record' }));
    expect(await screen.findByText('Please enter a valid assessment')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid plan')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Assessment' }), 'Otitis externa');
    await user.type(screen.getByRole('textbox', { name: 'Plan' }), 'Ear cleaner 7 days');
    await user.click(screen.getByRole('button', { name: 'Finalize record' }));
    expect(
      await screen.findByText('Record finalized and released to the client.', {}, LOAD),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { type: 'DAP', data: 'Right ear scratching', assessment: 'Otitis externa', plan: 'Ear cleaner 7 days' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Finalize record' })).not.toBeInTheDocument();
  });

  it('says the record cannot be finalized for a no-show', async () => {
    const mock = asVet();
    renderApp(server, { path: '/px/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () => ok({ ...completed, status: 'INCOMPLETE' })),
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({ released: false, finalized_at: null, can_finalize: false, items: [] }),
      ),
    );
    expect(await screen.findByText(/This record cannot be finalized/, {}, LOAD)).toBeInTheDocument();
  });

  it('keeps a removed entry visible as removed and adds it again as a new entry', async () => {
    const mock = asVet();
    const entry = (uuid: string, removedAt: string | null) => ({
      uuid,
      type: 'COMMENT_RECORD',
      body_1: 'Recheck in two weeks.',
      data: null,
      assessment: null,
      plan: null,
      is_published: true,
      created_at: '2026-11-20T16:10:00Z',
      removed_at: removedAt,
      author: 'Dr. Chen',
    });
    const items = [entry('0b6e2a52-5f0e-4a8e-9a55-6f1b3c2d4e01', '2026-11-20T16:20:00Z')];
    const posted: unknown[] = [];
    const { user } = renderApp(server, { path: '/px/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () =>
        ok({ ...completed, finalized_at: '2026-11-20T16:05:00Z' }),
      ),
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({ released: true, finalized_at: '2026-11-20T16:05:00Z', can_finalize: false, items }),
      ),
      http.post('*/api/v1/appointments/:ref/record-notes', async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        const added = entry('0b6e2a52-5f0e-4a8e-9a55-6f1b3c2d4e02', null);
        items.push(added);
        return ok(added);
      }),
    );
    const removed = await screen.findByText(/Recheck in two weeks\. \(removed\)/, {}, LOAD);
    expect(removed.tagName).toBe('S');
    await user.click(screen.getByRole('button', { name: 'Add again' }));
    expect(posted).toEqual([{ type: 'COMMENT_RECORD', body_1: 'Recheck in two weeks.' }]);
    // The new entry can be removed again; the removed one stays, struck through.
    expect(await screen.findByRole('button', { name: 'Remove' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/Recheck in two weeks\. \(removed\)/).tagName).toBe('S');
  });
});

describe('the vet replies to the client’s messages after the visit', () => {
  it('lists the client’s message, sends a reply and shows the client’s window moved 48 hours past it', async () => {
    const mock = asVet();
    const messages = messagesApi([
      { sender: 'CLIENT', sender_name: 'Olivia', body: 'Is the redness normal?' },
    ]);
    const { user } = renderApp(server, { path: '/px/appointments/PAWV5T8N', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () =>
        ok({ ...completed, finalized_at: '2026-11-20T16:05:00Z' }),
      ),
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({ released: true, finalized_at: '2026-11-20T16:05:00Z', can_finalize: false, items: [] }),
      ),
      ...messages.handlers,
    );
    const thread = await screen.findByRole('list', { name: 'Messages with the client' }, LOAD);
    expect(within(thread).getByText(/Is the redness normal\?/)).toBeInTheDocument();
    expect(screen.getByText(/The client can message you until .*Nov 22, 2026/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Yes, for two or three days.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(thread).findByText(/Yes, for two or three days\./)).toBeInTheDocument();
    expect(messages.sent).toEqual([{ channel: 'DIRECT', body: 'Yes, for two or three days.' }]);
    expect(await screen.findByText(/The client can message you until .*Nov 23, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });
});

describe('the vet’s appointment page before the visit', () => {
  const MINUTE = 60_000;
  const ENTER = { name: 'Join the video visit' };

  function openUpcoming(startsIn: number, overrides: Parameters<typeof makeAppointment>[0] = {}) {
    const start = Date.now() + startsIn;
    const upcoming = makeAppointment({
      reference_id: 'PAWJ7W4P',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 30 * MINUTE).toISOString(),
      partner_confirmed_at: new Date().toISOString(),
      can_enter: false,
      client: { uuid: clientOlivia.uuid, first_name: 'Olivia', last_name: 'Martin' },
      ...overrides,
    });
    const mock = asVet();
    mock.state.appointments = [upcoming];
    renderApp(server, { path: '/px/appointments/PAWJ7W4P', mock });
    server.use(
      http.get('*/api/v1/px/appointments/:ref', () => ok(upcoming)),
      http.get('*/api/v1/appointments/:ref/record-notes', () =>
        ok({ released: false, finalized_at: null, can_finalize: false, items: [] }),
      ),
    );
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers Enter room by itself when the join window opens, and takes it away when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    openUpcoming(10 * MINUTE + 30_000);
    expect(
      await screen.findByRole('heading', { name: 'Biscuit with Olivia Martin', level: 1 }, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('link', ENTER)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(31_000);
    expect(await screen.findByRole('link', ENTER, LOAD)).toHaveAttribute(
      'href',
      '/px/appointments/PAWJ7W4P/session',
    );

    // Nobody enters after the end (only those already in come back during the closing phase).
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    await expect.poll(() => screen.queryByRole('link', ENTER)).toBeNull();
  });

  it('links the camera and microphone test for an upcoming visit', async () => {
    openUpcoming(2 * 24 * 60 * MINUTE);
    expect(
      await screen.findByRole('link', { name: 'Test your camera and microphone' }, LOAD),
    ).toHaveAttribute('href', '/px/appointments/PAWJ7W4P/setup');
  });
});
