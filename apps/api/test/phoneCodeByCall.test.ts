import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox, registerAccount, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('phone code by call', () => {
  it('reads a 6-digit code out by a call, after the same countdown as a text, and the code verifies the phone', async () => {
    const token = await registerAccount(server.app, 'caller@example.com', { ip: '192.0.2.201' });
    await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '1', phone_number: '4165550142' },
    });
    // The texted code is still live and young: a call waits out the same countdown.
    const early = await call(server.app, 'POST', '/api/v1/profile/phone/code', {
      token,
      body: { channel: 'CALL' },
    });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('CODE_RESEND_TOO_SOON');

    server.clock.advance(61_000);
    const called = await call(server.app, 'POST', '/api/v1/profile/phone/code', {
      token,
      body: { channel: 'CALL' },
    });
    expect(called.status).toBe(200);
    expect(called.body.data).toEqual({ sent_to: '+•••••••0142', resend_in: 60 });
    const [latest, text] = await outbox(server.app, '+14165550142');
    expect(text?.channel).toBe('SMS');
    expect(latest?.channel).toBe('CALL');
    expect(latest?.code).toMatch(/^\d{6}$/);
    expect(latest?.body).toContain(`Your verification code is ${latest?.code?.split('').join(' ')}.`);

    const verified = await call(server.app, 'POST', '/api/v1/profile/phone/verify', {
      token,
      body: { code: latest?.code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.phone).toMatchObject({ phone_number: '+14165550142', is_verified: true });
  });

  it('texts when no channel is given and refuses a channel it does not know', async () => {
    const token = await registerAccount(server.app, 'texter@example.com', { ip: '192.0.2.202' });
    await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '1', phone_number: '4165550143' },
    });
    server.clock.advance(61_000);
    const wrong = await call(server.app, 'POST', '/api/v1/profile/phone/code', {
      token,
      body: { channel: 'PIGEON' },
    });
    expect(wrong.status).toBe(422);
    const again = await call(server.app, 'POST', '/api/v1/profile/phone/code', { token });
    expect(again.status).toBe(200);
    const [latest] = await outbox(server.app, '+14165550143');
    expect(latest?.channel).toBe('SMS');
  });
});
