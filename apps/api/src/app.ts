import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Database } from './db/database';
import { type AppDeps, type Clock, systemClock } from './deps';
import { bindOperations, type Handlers } from './http/bind';
import { loadContract } from './http/contract';
import { mountSiteFiles } from './http/siteFiles';
import { mountPageRendering } from './http/pageRendering';
import { mountWebApp } from './http/static';
import { Lifecycle } from './http/health';
import { createLogger, type Logger } from './http/log';
import { mountWebServer } from './http/webServer';
import { resolveLocale, translate } from './i18n';
import { LocalPaymentProvider } from './payments/localProvider';
import type { PaymentsClientConfig } from './payments';
import type { PaymentProvider } from './payments/PaymentProvider';
import { appointmentHandlers } from './appointments/clientRoutes';
import { clinicalHandlers } from './clinical/routes';
import { recordHandlers } from './records/routes';
import { DOCUMENT_OPERATIONS, mountDocuments } from './documents/routes';
import { mountDevOutbox } from './http/devOutbox';
import { authHandlers, mountSsoRoutes, SSO_RAW_OPERATIONS } from './accounts/authRoutes';
import { attributionHandlers } from './attribution/routes';
import { exchangeRateHandlers } from './exchangeRates/routes';
import { notificationHandlers } from './notifications/routes';
import { onboardingHandlers } from './accounts/onboardingRoutes';
import { bookingHandlers } from './booking/routes';
import { partnerAppointmentHandlers } from './appointments/practiceRoutes';
import { clinicHandlers, geoHandlers, partnerHandlers } from './directory/routes';
import {
  localPaymentHandlers,
  orderHandlers,
  paymentHistoryHandlers,
  paymentMethodHandlers,
  paymentsConfigHandlers,
  walletHandlers,
} from './billing/routes';
import { petHandlers, petPhotoHandlers } from './pets/routes';
import { mountPetPhotoImages, PET_PHOTO_RAW_OPERATIONS } from './pets/photoImages';
import { profileHandlers } from './accounts/profileRoutes';
import { referralHandlers } from './referrals/routes';
import { quoteHandlers } from './quotes/routes';
import { visitHandlers } from './visits/routes';
import { mountRoomFileContent, ROOM_FILE_RAW_OPERATIONS } from './visits/roomFileContent';
import { selectRealtime } from './realtime';
import type { Realtime } from './realtime/RealtimeBroadcaster';
import { mountBroadcastingAuth, RAW_OPERATIONS, realtimeConfigHandlers } from './realtime/routes';
import { mountStripeWebhooks, STRIPE_WEBHOOK_OPERATIONS } from './payments/stripeWebhooks';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface CreateAppOptions {
  db: Database;
  clock?: Clock;
  /** Defaults to the local test-card provider over `db`. */
  paymentProvider?: PaymentProvider;
  /** What GET /api/p/config/payments tells the web app (selectPaymentProvider's clientConfig). Defaults to the provider's name, no key. */
  paymentsConfig?: PaymentsClientConfig;
  authSecret?: string;
  cookieSecure?: boolean;
  trustProxy?: boolean;
  /** Defaults to true when NODE_ENV is test. */
  validateResponses?: boolean;
  /** The built web app; null serves the API only. Defaults to apps/web/dist when it exists. */
  webDist?: string | null;
  /**
   * Serve /dev/outbox (every code and link sent, so it hands over any account) to requests from
   * this machine. Off unless asked for: defaults to DEV_OUTBOX=1, never to NODE_ENV, which
   * `pnpm start` does not set.
   */
  devOutbox?: boolean;
  /** Defaults to the embedded Pusher-protocol endpoint (attach it to the HTTP server: `realtime.attach(server)`). */
  realtime?: Realtime;
  /** The dial-in number (E.164) for sessions; unset: the app hides dial-in. */
  dialInNumber?: string | null;
  /** STRIPE_WEBHOOK_SECRET (whsec_...): mounts POST /api/p/webhooks/stripe; unset, no webhook endpoint. */
  stripeWebhookSecret?: string | null;
  /** The structured log (request lines); defaults to LOG_LEVEL on stdout, silent under tests. */
  logger?: Logger;
  /** Shutdown state read by GET /readyz; main.ts begins the shutdown on SIGTERM/SIGINT. */
  lifecycle?: Lifecycle;
}

export function createApp(options: CreateAppOptions): { app: Hono; deps: AppDeps } {
  const clock = options.clock ?? systemClock;
  const paymentProvider = options.paymentProvider ?? new LocalPaymentProvider(options.db, clock);
  const localPayments: LocalPaymentProvider | null =
    paymentProvider instanceof LocalPaymentProvider ? paymentProvider : null;
  const deps: AppDeps = {
    db: options.db,
    clock,
    paymentProvider,
    localPayments,
    realtime: options.realtime ?? selectRealtime({}),
    authSecret: options.authSecret ?? randomBytes(32).toString('base64url'),
    cookieSecure: options.cookieSecure ?? false,
    trustProxy: options.trustProxy ?? false,
    validateResponses: options.validateResponses ?? process.env.NODE_ENV === 'test',
    dialInNumber: options.dialInNumber ?? null,
  };

  const app = new Hono();
  // First, so the request log, security headers, probes and compression wrap every answer.
  mountWebServer(app, {
    db: options.db,
    logger: options.logger ?? createLogger(),
    lifecycle: options.lifecycle ?? new Lifecycle(),
    cookieSecure: deps.cookieSecure,
    paymentProvider: paymentProvider.name,
    realtime: deps.realtime,
  });
  const contract = loadContract();
  const handlers: Handlers = {
    ...authHandlers,
    ...profileHandlers,
    ...referralHandlers,
    ...walletHandlers,
    ...petHandlers,
    ...petPhotoHandlers,
    ...clinicHandlers,
    ...paymentHistoryHandlers,
    ...paymentMethodHandlers,
    ...onboardingHandlers,
    ...notificationHandlers,
    ...geoHandlers,
    ...exchangeRateHandlers,
    ...attributionHandlers,
    ...partnerHandlers,
    ...quoteHandlers,
    ...bookingHandlers,
    ...appointmentHandlers,
    ...partnerAppointmentHandlers,
    ...clinicalHandlers,
    ...recordHandlers,
    ...orderHandlers,
    ...visitHandlers,
    ...(localPayments ? localPaymentHandlers(localPayments) : {}),
    ...paymentsConfigHandlers(
      options.paymentsConfig ?? { provider: paymentProvider.name, publishable_key: null },
    ),
    ...realtimeConfigHandlers,
  };
  bindOperations(app, deps, contract, handlers);
  mountBroadcastingAuth(app, deps);
  mountDocuments(app, deps);
  mountPetPhotoImages(app, deps);
  mountRoomFileContent(app, deps);
  mountSsoRoutes(app, deps);
  if (options.stripeWebhookSecret) mountStripeWebhooks(app, deps, options.stripeWebhookSecret);
  const unbound = [...contract.keys()].filter(
    (id) =>
      !(id in handlers) &&
      !DOCUMENT_OPERATIONS.has(id) &&
      !RAW_OPERATIONS.has(id) &&
      !SSO_RAW_OPERATIONS.has(id) &&
      !PET_PHOTO_RAW_OPERATIONS.has(id) &&
      !ROOM_FILE_RAW_OPERATIONS.has(id) &&
      !STRIPE_WEBHOOK_OPERATIONS.has(id),
  );
  if (unbound.length > 0 && localPayments)
    console.warn(`[api] contract operations without a handler: ${unbound.join(', ')}`);

  if (options.devOutbox ?? process.env.DEV_OUTBOX === '1') mountDevOutbox(app, options.db);

  // Anything else under /api is an unknown call: the envelope, never the web app's HTML.
  app.all('/api/*', (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    return c.json(
      { status: 'error', message: translate(locale, 'generic.notFound'), code: 'NOT_FOUND' },
      404,
    );
  });

  mountSiteFiles(app);
  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  if (webDist) {
    // The public pages rendered on the server first; the shell for every other path.
    mountPageRendering(app, webDist);
    mountWebApp(app, webDist);
  }

  app.onError((error, c) => {
    console.error('[api] unhandled', error);
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    return c.json({ status: 'error', message: translate(locale, 'generic.error'), code: 'INTERNAL' }, 500);
  });
  return { app, deps };
}
