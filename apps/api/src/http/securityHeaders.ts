import type { MiddlewareHandler } from 'hono';
import type { RealtimeClientConfig } from '../realtime/RealtimeBroadcaster';

/**
 * What the browser is allowed to load besides this origin, from how the server is configured: a
 * provider's hosts are listed only when that provider is in use, so a default install allows its
 * own origin and nothing else.
 */
export interface ContentSources {
  /** Stripe.js and its Payment Element frames (STRIPE_SECRET_KEY selected Stripe). */
  stripe: boolean;
  /** twilio-video's signalling and REST calls (TWILIO_* set). */
  twilio: boolean;
  /** Where pusher-js connects; ws_host null is this origin (the embedded endpoint), covered by 'self'. */
  realtime: RealtimeClientConfig;
  /** Social sign-in SDKs, loaded from the provider's site when its button is pressed. */
  social: { google: boolean; facebook: boolean; apple: boolean };
}

function realtimeOrigins(config: RealtimeClientConfig): string[] {
  if (!config.ws_host) return [];
  // pusher-js picks wss when forced or when the page is https, ws otherwise; the port it uses is
  // ws_port or the page's own.
  const hostPort = `${config.ws_host}:${config.ws_port ?? '*'}`;
  return config.force_tls ? [`wss://${hostPort}`] : [`wss://${hostPort}`, `ws://${hostPort}`];
}

/**
 * The Content-Security-Policy of every answer. Scripts come only from this origin (the built
 * index.html has no inline script) and the configured providers; no 'unsafe-inline' or
 * 'unsafe-eval' for scripts. The app is never framed (frame-ancestors 'none').
 */
export function contentSecurityPolicy(sources: ContentSources): string {
  const script = ["'self'"];
  // 'unsafe-inline' for styles only, because it cannot be avoided without a per-response nonce
  // handed to every component: Radix's Select renders a <style> element and react-remove-scroll-bar
  // (Radix's scroll lock) writes one with the scrollbar width it measures, so no hash fits.
  // Scripts stay strict; styles set through the DOM (React's style prop) need nothing.
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'", ...realtimeOrigins(sources.realtime)];
  const frame = ["'self'"];
  // Pet and profile photos are data: URLs; previews of picked files are blob: URLs.
  const img = ["'self'", 'data:', 'blob:'];
  if (sources.stripe) {
    script.push('https://js.stripe.com', 'https://*.js.stripe.com');
    frame.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
  }
  if (sources.twilio) connect.push('https://*.twilio.com', 'wss://*.twilio.com');
  if (sources.social.google) {
    script.push('https://accounts.google.com/gsi/client');
    style.push('https://accounts.google.com/gsi/style');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
  }
  if (sources.social.facebook) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
  }
  if (sources.social.apple) {
    script.push('https://appleid.cdn-apple.com');
    frame.push('https://appleid.apple.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    // Local and remote video tracks play through srcObject; blob: for recorded clips.
    "media-src 'self' blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Camera and microphone for this origin's video room only; every other powerful feature off. Only
 * features Chromium recognises are named: an unknown one (bluetooth, outside a flag) is a console
 * warning on every page.
 * Stripe's frame may use the Payment Request API (wallet buttons) when Stripe is configured.
 */
export function permissionsPolicy(sources: Pick<ContentSources, 'stripe'>): string {
  return [
    'camera=(self)',
    'microphone=(self)',
    'geolocation=()',
    sources.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
    'accelerometer=()',
    'gyroscope=()',
    'magnetometer=()',
    'browsing-topics=()',
  ].join(', ');
}

/**
 * same-origin isolates the app's window from any page it opens or is opened by. Apple's and
 * Facebook's sign-in (and Google's fallback) answer through a popup that posts back to its
 * opener, which same-origin would cut: only when one of them is configured are popups allowed.
 */
export function crossOriginOpenerPolicy(sources: Pick<ContentSources, 'social'>): string {
  const { google, facebook, apple } = sources.social;
  return google || facebook || apple ? 'same-origin-allow-popups' : 'same-origin';
}

export interface SecurityHeadersOptions {
  sources: ContentSources;
  /** COOKIE_SECURE=1 means the site is served over HTTPS: only then is HSTS sent (it would lock a plain-HTTP install out). */
  strictTransportSecurity: boolean;
}

/**
 * Sets the security headers on every answer: API, web app, errors and 404s alike. An answer that
 * set a header of its own keeps it: a shared file is served with a stricter policy
 * (`default-src 'none'; sandbox`, no referrer) than the app's pages.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(options.sources),
    'Cross-Origin-Opener-Policy': crossOriginOpenerPolicy(options.sources),
    ...(options.strictTransportSecurity
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
