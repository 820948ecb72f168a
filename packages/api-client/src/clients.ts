import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { PPaths, V1Paths } from './generated';
import { DEFAULT_LOCALE, type Locale } from './types';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const BOOKING_TIMEOUT_MS = 60_000;
const BOOKING_PATHS = ['/cx/book', '/cx/book/confirm', '/cx/book/membership'];

export interface ApiConfig {
  /** Origin of the API; '' for the page's own origin. */
  origin?: string;
  getAccessToken: () => string | null;
  getLocale: () => Locale;
  getTimeZone?: () => string;
  /** Cookie header source; the browser's document.cookie by default. */
  getCookies?: () => string;
  /** The fetch to use; resolved per call so test interceptors (msw) see every request. */
  fetch?: (request: Request) => Promise<Response>;
  /** A 403 with code IDENTIFIER: the app clears the stored identity and goes to `url` (spec part 2, section 6). */
  onIdentifierError?: (url: string) => void;
}

export interface ApiClients {
  v1: Client<V1Paths>;
  p: Client<PPaths>;
  config: ApiConfig;
}

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The headers the spec asks every call to carry (part 2, section 7 "General"). */
export function contextHeadersMiddleware(config: ApiConfig): Middleware {
  return {
    onRequest({ request }) {
      const token = config.getAccessToken();
      const locale = config.getLocale() ?? DEFAULT_LOCALE;
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
        // Accept-Language only when signed in; guests' pages follow the URL's locale.
        request.headers.set('Accept-Language', locale);
      }
      request.headers.set('X-Locale', locale);
      request.headers.set('X-Timezone', (config.getTimeZone ?? browserTimeZone)());
      request.headers.set('X-Platform', 'WEB');
      const cookies = (config.getCookies ?? browserCookies)();
      const identifier = readCookie(cookies, 'v-i');
      if (identifier) request.headers.set('X-Identifier', identifier);
      const tracking = readCookie(cookies, 'v-t');
      if (tracking) request.headers.set('X-Tracking-Id', tracking);
      return request;
    },
  };
}

/** "GET {p}/appointments/{ref}/medical-record/download: 180 s timeout". */
export const MEDICAL_RECORD_DOWNLOAD_TIMEOUT_MS = 180_000;
const MEDICAL_RECORD_DOWNLOAD_PATH = /^\/(cx|px)\/appointments\/[A-Z0-9]+\/medical-record\/download$/;

export function timeoutFor(request: Request): number {
  const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
  if (MEDICAL_RECORD_DOWNLOAD_PATH.test(path)) return MEDICAL_RECORD_DOWNLOAD_TIMEOUT_MS;
  return BOOKING_PATHS.includes(path) ? BOOKING_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

function fetchWithTimeout(config: ApiConfig) {
  return async (request: Request) => {
    // A plain timer (not AbortSignal.timeout) so the abort follows the page's clock, fake clocks included.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
      timeoutFor(request),
    );
    const timed = new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    try {
      // Resolve fetch per call: openapi-fetch would otherwise capture globalThis.fetch at creation.
      return await (config.fetch ?? ((r: Request) => globalThis.fetch(r)))(timed);
    } catch (cause) {
      throw controller.signal.aborted ? controller.signal.reason : cause;
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createApiClients(config: ApiConfig): ApiClients {
  const origin = config.origin ?? '';
  const shared = { fetch: fetchWithTimeout(config), credentials: 'include' as const };
  const v1 = createClient<V1Paths>({ baseUrl: `${origin}/api/v1`, ...shared });
  const p = createClient<PPaths>({ baseUrl: `${origin}/api/p`, ...shared });
  const headers = contextHeadersMiddleware(config);
  v1.use(headers);
  p.use(headers);
  return { v1, p, config };
}
