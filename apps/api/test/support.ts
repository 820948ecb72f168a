import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { expect } from 'vitest';
import { createApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import type { AppDeps, Clock } from '../src/deps';

/** A clock the test moves by hand. Default: Monday 7 January 2030, 15:00 UTC (10:00 in Toronto). */
export class TestClock implements Clock {
  constructor(private current = new Date('2030-01-07T15:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestServer {
  app: Hono;
  deps: AppDeps;
  db: Database;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A seeded server on a fresh database: PGlite in memory, or, when DATABASE_URL is set, a
 * throwaway schema on that PostgreSQL server (dropped on close), so every file runs on both.
 */
export async function startServer(): Promise<TestServer> {
  const clock = new TestClock();
  let db: Database;
  let dropSchema = async () => {};
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Test files start in parallel, and CREATE EXTENSION IF NOT EXISTS is not safe against a
    // concurrent twin (the loser fails on pg_extension's unique index): take turns.
    await admin.query('BEGIN');
    await admin.query('SELECT pg_advisory_xact_lock(7262292)');
    await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
    await admin.query('COMMIT');
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await openDatabase({ databaseUrl: url, searchPath: `${schema},public` });
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    };
  } else {
    db = await openDatabase({ pgliteDir: 'memory://' });
  }
  await migrate(db);
  await seed(db, clock);
  const { app, deps } = createApp({
    db,
    clock,
    authSecret: 'test-secret',
    trustProxy: true,
    validateResponses: true,
    webDist: null,
    // Tests read sent codes and links through it (in-process requests count as this machine).
    devOutbox: true,
  });
  return {
    app,
    deps,
    db,
    clock,
    async close() {
      await db.close();
      await dropSchema();
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the envelope loosely and assert on it.
  body: any;
  headers: Headers;
}

/** One HTTP request to the in-process app, as a browser would send it. */
export async function call(
  app: Hono,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.10', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export async function signIn(app: Hono, email: string, password = 'Pawcall123', ip = '198.51.100.1') {
  const result = await call(app, 'POST', '/api/v1/auth/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': ip },
  });
  if (result.status !== 200) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(result.body)}`);
  return {
    token: result.body.data.access_token as string,
    user: result.body.data.user,
    cookie: result.headers.get('set-cookie') ?? '',
  };
}

/** The uuid of a seeded partner, by public slug. */
export async function partnerUuid(app: Hono, slug: string): Promise<string> {
  const result = await call(app, 'GET', `/api/p/partners/${slug}`);
  return result.body.data.uuid as string;
}

/** The free slots a partner offers over the next day from `startAt`. */
export async function freeSlots(app: Hono, partner: string, startAt: string) {
  const result = await call(app, 'POST', `/api/p/partner/${partner}/availability`, {
    body: { start_at: startAt },
  });
  return result.body.data as Array<{ start_at: string; end_at: string }>;
}

/** Billing details as the add-payment-method page sends them, for tests that only need a card on file. */
export const BILLING_DETAILS = {
  name: 'Pat Client',
  address_1: '1 Main St',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
} as const;

/** Saves the card `paymentMethodId` for the signed-in client, with BILLING_DETAILS. */
export function addCard(app: Hono, token: string, paymentMethodId: string): Promise<CallResult> {
  return call(app, 'POST', '/api/v1/cx/payment-methods', {
    token,
    body: { payment_method_id: paymentMethodId, billing_details: BILLING_DETAILS },
  });
}

export interface RegisterOptions {
  /** The address the request comes from; each file hands out fresh ones to stay under the throttle. */
  ip: string;
  type?: 'CLIENT' | 'PARTNER';
  /** Sent as X-Locale when given. */
  locale?: string;
  first_name?: string;
  last_name?: string;
  password?: string;
}

/**
 * Sign-up's first step: asks for the code that proves `email` and answers it as the outbox holds it
 * (an address that has an account gets a notice without a code instead: null).
 */
export async function registrationCode(app: Hono, email: string, ip?: string): Promise<string> {
  const sent = await call(app, 'POST', '/api/v1/auth/register/code', {
    body: { email },
    headers: ip ? { 'X-Forwarded-For': ip } : {},
  });
  expect(sent.status).toBe(200);
  const [latest] = await outbox(app, email);
  return latest?.code ?? '';
}

/** Registers a new account (Ada Lovelace, password Lovelace42, unless told otherwise); answers its token. */
export async function registerAccount(app: Hono, email: string, options: RegisterOptions): Promise<string> {
  const {
    ip,
    type = 'CLIENT',
    locale,
    first_name = 'Ada',
    last_name = 'Lovelace',
    password = 'Lovelace42',
  } = options;
  const code = await registrationCode(app, email, ip);
  const result = await call(app, 'POST', '/api/v1/auth/register', {
    body: { first_name, last_name, email, password, type, agree_terms: true, code },
    headers: { 'X-Forwarded-For': ip, ...(locale ? { 'X-Locale': locale } : {}) },
  });
  expect(result.status).toBe(201);
  return result.body.data.access_token as string;
}

/**
 * An account whose address nobody has proved yet, as one made through a sign-in provider that did
 * not vouch for it: registered, marked unverified, and sent its first email code, which is how the
 * email verification step starts for such an account. Answers its token.
 */
export async function registerUnverifiedAccount(server: TestServer, email: string, options: RegisterOptions) {
  const token = await registerAccount(server.app, email, options);
  await server.db.query('UPDATE users SET email_verified = false WHERE lower(email) = lower($1)', [email]);
  const sent = await call(server.app, 'POST', '/api/v1/profile/email/code', { token });
  expect(sent.status).toBe(200);
  return token;
}

/** What the dev outbox holds for `to` (an email address or a phone number), newest first. */
export async function outbox(app: Hono, to: string) {
  const result = await call(app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(result.status).toBe(200);
  return result.body.data as Array<{
    channel: string;
    subject: string;
    body: string;
    code: string | null;
    link: string | null;
  }>;
}

/** The in-app notifications of the user signed in with `token`. */
export async function notifications(app: Hono, token: string) {
  const result = await call(app, 'GET', '/api/v1/notifications', { token });
  return result.body.data.items as Array<{ type: string; body: string; resource_id: string; link: string }>;
}

/** Quotes the visit at `slot` with `partner`; answers the quote's uuid. */
export async function quoteVisit(
  app: Hono,
  token: string,
  partner: string,
  slot: { start_at: string; end_at: string },
) {
  const result = await call(app, 'POST', `/api/p/quote/${partner}`, {
    token,
    body: { start_at: slot.start_at, end_at: slot.end_at, platform: 'WEB' },
  });
  return result.body.data.uuid as string;
}

export interface BookingOptions {
  pet: string;
  card: string;
  concerns?: string[];
  description?: string;
}

/** Books (and pays) the quote for `pet` with `card`; throws unless the booking goes through, else answers the appointment. */
export async function bookQuote(
  app: Hono,
  token: string,
  quoteUuid: string,
  { pet, card, concerns = ['Check-up'], description = 'Coughing at night' }: BookingOptions,
) {
  const booked = await call(app, 'POST', '/api/v1/cx/book', {
    token,
    body: { quote_uuid: quoteUuid, pet_uuid: pet, payment_method_uuid: card, concerns, description },
  });
  if (booked.status !== 200) throw new Error(JSON.stringify(booked.body));
  return booked.body.data.appointment as {
    reference_id: string;
    total: { amount: number; currency: string };
  };
}

/**
 * Noah (New York) books and pays Dr. Brooks (9500 USD a visit) at her first free time at or after
 * `from`, with his dog and saved Visa, optionally with a promo code. The clock is set to the seed's
 * default instant first (2030-01-07 15:00 UTC); answers the visit's reference and times.
 */
export async function noahBooksBrooks(server: TestServer, from: string, promoCode?: string) {
  server.clock.set('2030-01-07T15:00:00.000Z');
  const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
  const [slot] = await freeSlots(server.app, brooks, from);
  if (!slot) throw new Error(`Dr. Brooks has no free time after ${from}`);
  const noah = await signIn(server.app, 'noah@pawcall.test');
  const quote = await quoteVisit(server.app, noah.token, brooks, slot);
  if (promoCode)
    await call(server.app, 'PUT', `/api/v1/cx/quote/${quote}/promo-code`, {
      token: noah.token,
      body: { code: promoCode },
    });
  const booked = await bookQuote(server.app, noah.token, quote, {
    pet: noah.user.pets[0].uuid,
    card: noah.user.payment_methods[0].uuid,
    concerns: ['Itchy skin'],
    description: 'Scratching at night',
  });
  return { reference: booked.reference_id, start: Date.parse(slot.start_at), end: Date.parse(slot.end_at) };
}

/** Noah books (and pays, with his dog and saved Visa) 30 minutes at `startAt` with `partner`; the vet has not confirmed it yet. */
export async function noahBooksAt(app: Hono, partner: string, startAt: string) {
  const noah = await signIn(app, 'noah@pawcall.test');
  const end_at = new Date(Date.parse(startAt) + 30 * 60_000).toISOString();
  const quote = await quoteVisit(app, noah.token, partner, { start_at: startAt, end_at });
  return bookQuote(app, noah.token, quote, {
    pet: noah.user.pets[0].uuid,
    card: noah.user.payment_methods[0].uuid,
  });
}

/** Olivia's seeded cards (Visa 4242, declined 0002, 3-D Secure 3184) and her dog Biscuit. */
export async function oliviasCardsAndBiscuit(app: Hono) {
  const olivia = await signIn(app, 'olivia@pawcall.test');
  const card = (last4: string) =>
    olivia.user.payment_methods.find((c: { last4: string }) => c.last4 === last4).uuid as string;
  return {
    visa: card('4242'),
    declined: card('0002'),
    challenge: card('3184'),
    biscuit: olivia.user.pets.find((p: { name: string }) => p.name === 'Biscuit').uuid as string,
  };
}
