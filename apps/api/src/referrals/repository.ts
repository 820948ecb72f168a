import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** An invite a client sent a friend. */
export interface ReferralRow {
  uuid: string;
  referrer_uuid: string;
  friend_email: string;
  status: 'SENT' | 'JOINED' | 'COMPLETED';
  earnings_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  created_at: Date;
  completed_at: Date | null;
}

/** The client's invites, newest first. */
export function invitesOf(db: Queryable, referrerUuid: string) {
  return db.query<ReferralRow>(
    'SELECT * FROM referrals WHERE referrer_uuid = $1 ORDER BY created_at DESC, friend_email',
    [referrerUuid],
  );
}

/** Whether an account (client or partner) already has this email, in any case. */
export async function isMember(db: Queryable, email: string): Promise<boolean> {
  const members = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) LIMIT 1', [email]);
  return members.length > 0;
}

/** A new invite; undefined when the referrer already invited this email (in any case). */
export async function insertInvite(
  db: Queryable,
  referrerUuid: string,
  email: string,
  currency: ReferralRow['currency'],
  now: Date,
): Promise<ReferralRow | undefined> {
  const [row] = await db.query<ReferralRow>(
    `INSERT INTO referrals (uuid, referrer_uuid, friend_email, currency, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (referrer_uuid, lower(friend_email)) DO NOTHING RETURNING *`,
    [randomUUID(), referrerUuid, email, currency, now],
  );
  return row;
}
