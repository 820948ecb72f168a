import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A compact RS256 JWT signed with `key` (what Apple and OIDC providers send). */
export function signJwt(
  key: KeyObject,
  kid: string,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid },
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

export function rsaKeyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Seconds since the epoch for iat/exp (the test server's clock). */
  now: () => number;
}

/**
 * A tiny OpenID Connect provider on a local port (the API's SSO tests and the sign-in journey both
 * use this one): /authorize signs in whoever `nextUser` names
 * (no login page) and redirects back with a code; /token checks client_secret_basic, the
 * redirect_uri and the PKCE verifier, and answers an RS256 ID token; /jwks publishes its key.
 */
export class LocalOidcProvider {
  readonly keys = rsaKeyPair('test-key-1');
  private server: Server | null = null;
  private codes = new Map<
    string,
    { sub: string; email: string; nonce: string; challenge: string; redirectUri: string }
  >();
  issuer = '';
  /** Who the next /authorize signs in. */
  nextUser = { sub: 'idp-user-1', email: 'olivia@pawcall.test' };
  /** Overrides for the next ID token's claims (a wrong nonce, audience...). */
  tamper: Record<string, unknown> = {};
  tokenRequests = 0;

  constructor(private readonly options: OidcProviderOptions) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request.method ?? 'GET', request.url ?? '/', request.headers, request).then(
        ({ status, headers, body }) => {
          response.writeHead(status, headers);
          response.end(body);
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The organisation's settings as sso_organizations / SSO_ORGANIZATIONS hold them. */
  organization(slug: string, name: string) {
    return {
      slug,
      name,
      issuer: this.issuer,
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
    };
  }

  /**
   * client_secret_basic as RFC 6749 section 2.3.1 has it: id and secret are each
   * form-urlencoded before they are joined and base64-encoded (openid-client sends "-" as %2D).
   */
  private basicCredentialsMatch(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || !header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return (
      formDecode(decoded.slice(0, colon)) === this.options.clientId &&
      formDecode(decoded.slice(colon + 1)) === this.options.clientSecret
    );
  }

  private async handle(
    method: string,
    rawUrl: string,
    headers: Record<string, string | string[] | undefined>,
    body: AsyncIterable<Buffer>,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const url = new URL(rawUrl, this.issuer);
    const json = (status: number, value: unknown) => ({
      status,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(value),
    });
    if (url.pathname === '/jwks') return json(200, { keys: [this.keys.jwk] });
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      if (query.get('client_id') !== this.options.clientId || query.get('response_type') !== 'code')
        return json(400, { error: 'invalid_request' });
      if (query.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, {
        ...this.nextUser,
        nonce: query.get('nonce') ?? '',
        challenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
      });
      const back = new URL(query.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      return { status: 302, headers: { Location: back.toString() }, body: '' };
    }
    if (url.pathname === '/token' && method === 'POST') {
      this.tokenRequests += 1;
      let text = '';
      for await (const chunk of body) text += chunk.toString();
      const form = new URLSearchParams(text);
      if (!this.basicCredentialsMatch(headers.authorization)) return json(401, { error: 'invalid_client' });
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri'))
        return json(400, { error: 'invalid_grant' });
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== grant.challenge) return json(400, { error: 'invalid_grant' });
      const now = this.options.now();
      const idToken = signJwt(this.keys.privateKey, 'test-key-1', {
        iss: this.issuer,
        aud: this.options.clientId,
        sub: grant.sub,
        email: grant.email,
        email_verified: true,
        nonce: grant.nonce,
        iat: now,
        exp: now + 300,
        ...this.tamper,
      });
      return json(200, { access_token: 'at', token_type: 'Bearer', id_token: idToken, expires_in: 300 });
    }
    return json(404, { error: 'not_found' });
  }
}
