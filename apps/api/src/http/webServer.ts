import type { Hono } from 'hono';
import { socialProviders } from '../auth/social';
import type { Database } from '../db/database';
import { twilioConfigured } from '../domain/twilio';
import type { Realtime } from '../realtime/RealtimeBroadcaster';
import { compressJson } from './compression';
import { type Lifecycle, mountOperatorEndpoints } from './health';
import type { Logger } from './log';
import { requestLog } from './requestLog';
import { securityHeaders } from './securityHeaders';

export interface WebServerOptions {
  db: Database;
  logger: Logger;
  lifecycle: Lifecycle;
  /** COOKIE_SECURE: the site is behind HTTPS, so HSTS is sent. */
  cookieSecure: boolean;
  /** 'stripe' adds Stripe.js to the Content-Security-Policy. */
  paymentProvider: string;
  realtime: Realtime;
  env?: NodeJS.ProcessEnv;
}

/**
 * What makes the app a production web server, registered first so it wraps every answer (API,
 * web app, probes, errors and 404s): the request log and X-Request-Id, the security headers, the
 * operator probes /healthz and /readyz, and on-the-fly compression of JSON answers (the web app's
 * files are precompressed at build time, see http/static.ts).
 */
export function mountWebServer(app: Hono, options: WebServerOptions): void {
  const env = options.env ?? process.env;
  const social = new Set(socialProviders(env).map((provider) => provider.provider_type));
  app.use(requestLog(options.logger));
  app.use(
    securityHeaders({
      strictTransportSecurity: options.cookieSecure,
      sources: {
        stripe: options.paymentProvider === 'stripe',
        twilio: twilioConfigured(env),
        realtime: options.realtime.clientConfig,
        social: {
          google: social.has('google'),
          facebook: social.has('facebook'),
          apple: social.has('apple'),
        },
      },
    }),
  );
  mountOperatorEndpoints(app, options.db, options.lifecycle);
  app.use(compressJson());
}
