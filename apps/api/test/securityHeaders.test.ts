import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { selectPaymentProvider } from '../src/payments';
import { selectRealtime } from '../src/realtime';
import { startServer, type TestServer } from './support';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await startServer();
  dist = mkdtempSync(path.join(tmpdir(), 'pawcall-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pawcall</title>');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The policy's directives by name, e.g. directives['script-src'] = ["'self'"]. */
function directives(response: Response): Record<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it('are on every answer: API JSON, the web app, an API 404 and an error', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist });
    for (const [url, status] of [
      ['/api/p/partners/search', 200],
      ['/cx/appointments', 200],
      ['/api/v1/nowhere', 404],
      ['/api/v1/profile', 401],
    ] as const) {
      const response = await app.request(url);
      expect(response.status, url).toBe(status);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), url).toContain('camera=(self)');
      expect(response.headers.get('permissions-policy'), url).toContain('microphone=(self)');
      expect(response.headers.get('permissions-policy'), url).toContain('geolocation=()');
      expect(response.headers.get('permissions-policy'), url).toContain('payment=()');
      expect(directives(response)['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('allows only this origin by default: no third-party host, no inline or eval script', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist });
    const policy = directives(await app.request('/'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    // The embedded real-time endpoint is this origin's /app/{key}: ws and wss to 'self'.
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    const all = Object.values(policy).flat();
    expect(all.filter((source) => source.startsWith('https:') || source.includes('.'))).toEqual([]);
  });

  it('adds Stripe’s script, frames and API only when the Stripe provider is configured', async () => {
    const { paymentProvider, clientConfig } = selectPaymentProvider(
      { STRIPE_SECRET_KEY: 'sk_test_pawcall', STRIPE_PUBLISHABLE_KEY: 'pk_test_pawcall' },
      server.db,
      server.clock,
    );
    const { app } = createApp({
      db: server.db,
      authSecret: 'x',
      paymentProvider,
      paymentsConfig: clientConfig,
    });
    const response = await app.request('/api/p/config/payments');
    const policy = directives(response);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toContain('https://hooks.stripe.com');
    expect(policy['connect-src']).toContain('https://api.stripe.com');
    expect(response.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it('adds the Pusher host, Twilio and the social sign-in SDKs only when they are configured', async () => {
    vi.stubEnv('TWILIO_ACCOUNT_SID', 'AC00000000000000000000000000000000');
    vi.stubEnv('TWILIO_API_KEY_SID', 'SK00000000000000000000000000000000');
    vi.stubEnv('TWILIO_API_KEY_SECRET', 'secret');
    vi.stubEnv('GOOGLE_CLIENT_ID', 'pawcall.apps.googleusercontent.com');
    vi.stubEnv('APPLE_CLIENT_ID', 'com.pawcall.web');
    const realtime = selectRealtime({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_HOST: 'realtime.pawcall.example',
      PUSHER_WS_PORT: '6001',
    });
    const { app } = createApp({ db: server.db, authSecret: 'x', realtime });
    const response = await app.request('/api/p/realtime-config');
    const policy = directives(response);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'wss://realtime.pawcall.example:6001',
        'https://*.twilio.com',
        'wss://*.twilio.com',
      ]),
    );
    expect(policy['connect-src']).not.toContain('ws://realtime.pawcall.example:6001');
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://appleid.cdn-apple.com',
    ]);
    expect(policy['script-src']).not.toContain('https://connect.facebook.net');
    // Apple's and Google's popups post their answer back to this window.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('sends Strict-Transport-Security only when cookies are Secure (the site is behind HTTPS)', async () => {
    const plain = createApp({ db: server.db, authSecret: 'x' }).app;
    expect(
      (await plain.request('/api/p/partners/search')).headers.get('strict-transport-security'),
    ).toBeNull();
    const secure = createApp({ db: server.db, authSecret: 'x', cookieSecure: true }).app;
    expect((await secure.request('/api/p/partners/search')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
