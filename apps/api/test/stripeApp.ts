import type { Hono } from 'hono';
import { type CreateAppOptions, createApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { selectPaymentProvider } from '../src/payments';
import { type FakeStripe, startFakeStripe } from './stripeFakeServer';
import { partnerUuid, signIn, type TestClock } from './support';

export interface StripeApp {
  stripe: FakeStripe;
  db: Database;
  app: Hono;
  close(): Promise<void>;
}

/**
 * The API with the Stripe provider selected from the environment exactly as main.ts does, talking
 * through the real `stripe` SDK to the local stand-in for Stripe, on a seeded in-memory database.
 */
export async function startStripeApp(
  clock: TestClock,
  options: Partial<Omit<CreateAppOptions, 'db' | 'clock'>> = {},
): Promise<StripeApp> {
  const stripe = await startFakeStripe();
  const db = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  await seed(db, clock);
  const { paymentProvider, clientConfig } = selectPaymentProvider(
    {
      STRIPE_SECRET_KEY: 'sk_test_pawcall',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pawcall',
      STRIPE_API_BASE: stripe.url,
    },
    db,
    clock,
  );
  const { app } = createApp({
    db,
    clock,
    paymentProvider,
    paymentsConfig: clientConfig,
    authSecret: 'test-secret',
    validateResponses: true,
    webDist: null,
    devOutbox: false,
    ...options,
  });
  return {
    stripe,
    db,
    app,
    close: async () => {
      await stripe.close();
      await db.close();
    },
  };
}

/** What the Stripe suites book with: Noah (the demo client), his dog, and Dr. Brooks (USD). */
export async function noahAndBrooks(app: Hono): Promise<{ brooks: string; token: string; dog: string }> {
  const brooks = await partnerUuid(app, 'dr-amelia-brooks');
  const noah = await signIn(app, 'noah@pawcall.test');
  return { brooks, token: noah.token, dog: noah.user.pets[0].uuid };
}
