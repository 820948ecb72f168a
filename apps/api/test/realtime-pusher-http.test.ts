import { describe, expect, it } from 'vitest';
import { EmbeddedRealtime, PusherHttpRealtime, selectRealtime } from '../src/realtime';
import { ChannelSigner } from '../src/realtime/protocol';

// Worked examples from Pusher's documentation (library auth reference and HTTP API reference).
const KEY = '278d425bdf160c739803';
const SECRET = '7ad3773142a6692b25b8';

describe('channel signatures', () => {
  it("matches Pusher's documented private channel signature", () => {
    expect(new ChannelSigner(KEY, SECRET).sign('1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('verifies its own signatures and nothing else', () => {
    const signer = new ChannelSigner('k', 's');
    const data = JSON.stringify({ user_id: 'u1' });
    const auth = signer.sign('1.2', 'presence-x', data);
    expect(signer.verify(auth, '1.2', 'presence-x', data)).toBe(true);
    expect(signer.verify(auth, '1.3', 'presence-x', data)).toBe(false);
    expect(signer.verify(auth, '1.2', 'presence-x', JSON.stringify({ user_id: 'u2' }))).toBe(false);
    expect(signer.verify(undefined, '1.2', 'presence-x', data)).toBe(false);
  });
});

describe('PusherHttpRealtime', () => {
  it("signs the events call as Pusher's HTTP API reference does", () => {
    const pusher = new PusherHttpRealtime({
      appId: '3',
      key: KEY,
      secret: SECRET,
      host: 'api.pusherapp.com',
    });
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(pusher.signedPath(body, 1353088179)).toBe(
      '/apps/3/events?auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0' +
        '&body_md5=ec365a775a4cd0599faeb73354201b6f' +
        '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  it('POSTs the event with the excluded socket id, and throws on a refusal', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    let status = 200;
    const pusher = new PusherHttpRealtime({
      appId: '42',
      key: 'k',
      secret: 's',
      host: 'soketi.internal',
      port: 6001,
      scheme: 'http',
      now: () => 1_700_000_000,
      fetch: async (url, init) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response('{}', { status });
      },
    });
    await pusher.trigger(
      ['private-user-a', 'private-user-b'],
      'notification.created',
      { n: 1 },
      { excludeSocketId: '1.2' },
    );
    expect(calls[0]?.url).toMatch(
      /^http:\/\/soketi\.internal:6001\/apps\/42\/events\?auth_key=k&auth_timestamp=1700000000&/,
    );
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      name: 'notification.created',
      channels: ['private-user-a', 'private-user-b'],
      data: '{"n":1}',
      socket_id: '1.2',
    });
    expect(pusher.clientConfig).toEqual({
      key: 'k',
      ws_host: 'soketi.internal',
      ws_port: 6001,
      force_tls: false,
    });
    status = 403;
    await expect(pusher.trigger('private-user-a', 'x', {})).rejects.toThrow(/403/);
  });
});

describe('selectRealtime', () => {
  it('picks Pusher/soketi only when app id, key, secret and host are all set', () => {
    expect(selectRealtime({})).toBeInstanceOf(EmbeddedRealtime);
    expect(selectRealtime({ PUSHER_KEY: 'k', PUSHER_SECRET: 's' })).toBeInstanceOf(EmbeddedRealtime);
    expect(selectRealtime({ PUSHER_KEY: 'k' }).clientConfig).toEqual({
      key: 'k',
      ws_host: null,
      ws_port: null,
      force_tls: false,
    });
    const production = selectRealtime({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'k',
      PUSHER_SECRET: 's',
      PUSHER_HOST: 'api-eu.pusher.com',
      PUSHER_WS_HOST: 'ws-eu.pusher.com',
    });
    expect(production).toBeInstanceOf(PusherHttpRealtime);
    expect(production.clientConfig).toEqual({
      key: 'k',
      ws_host: 'ws-eu.pusher.com',
      ws_port: 443,
      force_tls: true,
    });
  });
});
