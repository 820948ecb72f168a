import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { call, signIn, startServer, type TestServer } from './support';

// Dial-in: every appointment has a PIN; the number to call is shown only when one is configured.
// The seed (clock 2030-01-07 15:00 UTC) has Olivia's PAWV5T8N with Dr. Chen at 15:05-15:35 today.
let server: TestServer;

const token = async (email: string) => (await signIn(server.app, email)).token;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('dial-in', () => {
  it('shows DIAL_IN_NUMBER with the PIN, and no number at all when none is configured', async () => {
    const oliviaToken = await token('olivia@pawcall.test');
    const hidden = await call(server.app, 'GET', '/api/v1/appointments/PAWV5T8N/pin', { token: oliviaToken });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.phone_number).toBeNull();
    expect(hidden.body.data.code).toMatch(/^\d{6}$/);

    const { app } = createApp({
      db: server.db,
      clock: server.clock,
      authSecret: 'test-secret',
      trustProxy: true,
      validateResponses: true,
      webDist: null,
      dialInNumber: '+15550100199',
    });
    const shown = await call(app, 'GET', '/api/v1/appointments/PAWV5T8N/pin', { token: oliviaToken });
    expect(shown.body.data).toEqual({
      code: hidden.body.data.code,
      phone_number: { international_format: '+15550100199' },
    });
  });
});
