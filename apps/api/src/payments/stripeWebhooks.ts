import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { acceptFollowUpBooked } from '../domain/followUps';
import { completeReferral } from '../domain/referrals';
import type { AppointmentRow } from '../domain/rows';
import { tellVetOfRequest } from '../domain/vetNotices';

export const STRIPE_WEBHOOK_PATH = '/api/p/webhooks/stripe';
/** Contract operations mounted here rather than through bindOperations (Stripe's body, not the envelope). */
export const STRIPE_WEBHOOK_OPERATIONS = new Set(['receiveStripeWebhook']);

/** Stripe's default: an event signed more than 5 minutes away from now is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]` as Stripe signs it (several v1 while a secret rolls). */
export function signStripePayload(secret: string, payload: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function verifyStripeSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  nowMs: number,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest();
  return signatures.some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected));
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

function parseEvent(payload: string): StripeEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<StripeEvent>;
    if (
      typeof event?.type !== 'string' ||
      typeof event.data !== 'object' ||
      event.data === null ||
      typeof event.data.object !== 'object' ||
      event.data.object === null
    )
      return null;
    return event as StripeEvent;
  } catch {
    return null;
  }
}

/** A refund's final status in appointment_charges terms; null while Stripe still has it pending. */
function settledStatus(status: unknown): 'SUCCEEDED' | 'FAILED' | null {
  if (status === 'succeeded') return 'SUCCEEDED';
  if (status === 'failed' || status === 'canceled') return 'FAILED';
  return null;
}

/**
 * A refund recorded PENDING (the appointment shows "refund in progress") gets its outcome. Only a
 * pending row changes, so a late or repeated event cannot undo a settled refund.
 */
async function settleRefund(deps: AppDeps, refund: Record<string, unknown>): Promise<void> {
  const status = settledStatus(refund.status);
  if (typeof refund.id !== 'string' || !status) return;
  await deps.db.query(
    "UPDATE appointment_charges SET status = $2 WHERE type = 'REFUND' AND refund_id = $1 AND status = 'PENDING'",
    [refund.id, status],
  );
}

/**
 * The client paid (3-D Secure answered) but the confirm call never reached us (tab closed, network):
 * the hold becomes the booking, as POST /cx/book/confirm would have made it. Confirming an
 * appointment that is already confirmed does nothing.
 */
async function confirmPaidHold(deps: AppDeps, intentId: string): Promise<void> {
  const now = deps.clock.now();
  const [row] = await deps.db.query<AppointmentRow>(
    "UPDATE appointments SET status = 'CONFIRMED', hold_expires_at = NULL WHERE payment_intent_id = $1 AND status = 'REQUIRES_PAYMENT' RETURNING *",
    [intentId],
  );
  if (!row) {
    // A confirmed booking or a transfer fee (charged and confirmed in one call) needs nothing.
    const [known] = await deps.db.query(
      `SELECT 1 FROM appointments WHERE payment_intent_id = $1
       UNION ALL SELECT 1 FROM appointment_charges WHERE payment_intent_id = $1`,
      [intentId],
    );
    // Paid for a hold that was released meanwhile: a person has to sort it out (as in confirmBooking).
    if (!known)
      console.error(`[api] stripe webhook: payment_intent.succeeded for no appointment (intent ${intentId})`);
    return;
  }
  await deps.db.query('UPDATE quotes SET booked_at = $2 WHERE uuid = $1', [row.quote_uuid, now]);
  await acceptFollowUpBooked(deps, row);
  await completeReferral(deps.db, row, now);
  await tellVetOfRequest(deps, row, now);
}

async function handleEvent(deps: AppDeps, event: StripeEvent): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case 'refund.updated':
      await settleRefund(deps, object);
      return;
    case 'charge.refunded': {
      const refunds = (object.refunds as { data?: unknown } | undefined)?.data;
      if (Array.isArray(refunds))
        for (const refund of refunds)
          if (typeof refund === 'object' && refund !== null)
            await settleRefund(deps, refund as Record<string, unknown>);
      return;
    }
    case 'payment_intent.succeeded':
      if (typeof object.id === 'string') await confirmPaidHold(deps, object.id);
      return;
    default:
      // Events the endpoint is not subscribed for (or not yet handled) are acknowledged.
      return;
  }
}

/** `POST /api/p/webhooks/stripe` (operationId receiveStripeWebhook); mounted only with a signing secret. */
export function mountStripeWebhooks(app: Hono, deps: AppDeps, secret: string): void {
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    // The signature covers the exact bytes Stripe sent: read them before any parsing.
    const payload = await c.req.text();
    if (!verifyStripeSignature(secret, payload, c.req.header('stripe-signature'), deps.clock.now().getTime()))
      return c.json({ error: 'invalid_signature' }, 400);
    const event = parseEvent(payload);
    if (!event) return c.json({ error: 'invalid_payload' }, 400);
    await handleEvent(deps, event);
    return c.json({ received: true as const }, 200);
  });
}
