import type { Database } from './db/database';
import type { LocalPaymentProvider } from './payments/localProvider';
import type { PaymentProvider } from './payments/PaymentProvider';
import type { Realtime } from './realtime/RealtimeBroadcaster';

/** Time comes from here, never from `new Date()` in a handler, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  db: Database;
  clock: Clock;
  paymentProvider: PaymentProvider;
  /** Present only with the embedded provider: mounts POST /payments/local/intents/{id}/authenticate. */
  localPayments: LocalPaymentProvider | null;
  /** Real-time pushes: `await deps.realtime.trigger('private-user-<uuid>', 'notification.created', data)`. */
  realtime: Realtime;
  authSecret: string;
  cookieSecure: boolean;
  /** Read the client IP from X-Forwarded-For (behind a proxy you trust). */
  trustProxy: boolean;
  /** Check every response against the contract and answer 500 on drift (on in tests). */
  validateResponses: boolean;
  /** DIAL_IN_NUMBER (E.164) shown with a session's PIN; null: no dial-in is offered. */
  dialInNumber: string | null;
}
