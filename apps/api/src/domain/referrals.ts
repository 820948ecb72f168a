import { randomBytes, randomUUID } from 'node:crypto';
import { isReferralDiscountEligible, REFERRAL_REWARD_CENTS } from '@pawcall/domain';
import type { Database, Queryable } from '../db/database';
import { translate } from '../i18n';
import type { AppointmentRow, QuoteRow, UserRow } from './rows';

/**
 * Referrals ("friend gets 40% off a first appointment; referrer gets a $25 gift card per friend
 * completing a booking") are settled when they happen: a friend's registration links the invite
 * (JOINED), the friend's first booking completes it (COMPLETED) and pays the referrer.
 *
 * Decisions: the friend is the client who registers with the invited email (the invite link
 * carries it); when several clients invited the same friend, each invite shows JOINED, and the
 * earliest one is completed by the friend's first booking, the only booking that completes one.
 */

/** A gift card code such as GC-7K2Q9XWM (no 0/O or 1/I to misread). */
export function newGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `GC-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** At registration: the invites of this email now belong to the new client (SENT becomes JOINED). */
export async function linkReferredFriend(db: Queryable, friend: UserRow): Promise<void> {
  if (friend.type !== 'CLIENT') return;
  await db.query(
    `UPDATE referrals SET friend_uuid = $1, status = CASE WHEN status = 'SENT' THEN 'JOINED' ELSE status END
     WHERE lower(friend_email) = lower($2) AND friend_uuid IS NULL AND referrer_uuid <> $1`,
    [friend.uuid, friend.email],
  );
}

/** Whether the client already holds a booked appointment other than the ones of this quote. */
async function hasBookedBefore(
  db: Queryable,
  clientUuid: string,
  quoteUuid: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM appointments WHERE client_uuid = $1 AND status <> 'REQUIRES_PAYMENT'
       AND quote_uuid IS DISTINCT FROM $2 LIMIT 1`,
    [clientUuid, quoteUuid],
  );
  return rows.length > 0;
}

/**
 * Whether this quote carries the referral discount: the client is a referred friend whose invite
 * is still open and this is their first appointment. A quote that has been booked with the
 * discount keeps it (its appointment completed the referral), so its receipt reads the same.
 */
export async function quoteHasReferralDiscount(db: Queryable, quote: QuoteRow): Promise<boolean> {
  if (!quote.client_uuid) return false;
  const [referral] = await db.query<{ uuid: string }>(
    `SELECT r.uuid FROM referrals r
     WHERE r.friend_uuid = $1 AND (r.status = 'JOINED'
       OR r.appointment_uuid IN (SELECT uuid FROM appointments WHERE quote_uuid = $2))
     LIMIT 1`,
    [quote.client_uuid, quote.uuid],
  );
  return isReferralDiscountEligible({
    hasOpenReferral: referral !== undefined,
    hasBookedBefore: await hasBookedBefore(db, quote.client_uuid, quote.uuid),
    kind: quote.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT',
  });
}

/**
 * At booking (an appointment just confirmed): the friend's first booking completes their earliest
 * open invite and puts a $25 gift card in the referrer's wallet. Idempotent: the conditional
 * UPDATE lets one call win, so a retried confirm or two racing calls pay once.
 */
export async function completeReferral(db: Database, appointment: AppointmentRow, now: Date): Promise<void> {
  const [open] = await db.query<{ uuid: string }>(
    `SELECT uuid FROM referrals WHERE friend_uuid = $1 AND status = 'JOINED' ORDER BY created_at, uuid LIMIT 1`,
    [appointment.client_uuid],
  );
  if (!open) return;
  const earlier = await db.query(
    `SELECT 1 FROM appointments WHERE client_uuid = $1 AND uuid <> $2 AND status <> 'REQUIRES_PAYMENT' LIMIT 1`,
    [appointment.client_uuid, appointment.uuid],
  );
  if (earlier.length > 0) return;
  await db.transaction(async (tx) => {
    const [completed] = await tx.query<{
      uuid: string;
      referrer_uuid: string;
      friend_email: string;
      currency: string;
    }>(
      `UPDATE referrals SET status = 'COMPLETED', earnings_cents = $2, completed_at = $3, appointment_uuid = $4
       WHERE uuid = $1 AND status = 'JOINED' RETURNING uuid, referrer_uuid, friend_email, currency`,
      [open.uuid, REFERRAL_REWARD_CENTS, now, appointment.uuid],
    );
    if (!completed) return;
    const [referrer] = await tx.query<Pick<UserRow, 'locale'>>('SELECT locale FROM users WHERE uuid = $1', [
      completed.referrer_uuid,
    ]);
    await tx.query(
      `INSERT INTO wallet_items (uuid, owner_uuid, kind, code, description, balance_cents, currency, referral_uuid, created_at)
       VALUES ($1, $2, 'GIFT_CARD', $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        completed.referrer_uuid,
        newGiftCardCode(),
        translate(referrer?.locale ?? 'en-US', 'wallet.referralReward', { email: completed.friend_email }),
        REFERRAL_REWARD_CENTS,
        completed.currency,
        completed.uuid,
        now,
      ],
    );
  });
}
