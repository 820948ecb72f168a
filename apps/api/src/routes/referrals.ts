import { randomBytes, randomUUID } from 'node:crypto';
import {
  REFERRAL_FRIEND_PERCENT_OFF,
  REFERRAL_REWARD_CENTS,
  referralProblem,
  walletCurrency,
} from '@pawcall/machines/rules';
import { send } from '../auth/outbox';
import type { Database } from '../db/database';
import type { UserRow } from '../domain/rows';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { translate } from '../i18n';
import { requireClient } from './guards';

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

function toReferral(row: ReferralRow) {
  return {
    uuid: row.uuid,
    friend_email: row.friend_email,
    status: row.status,
    earnings: { amount: row.earnings_cents, currency: row.currency },
    created_at: row.created_at.toISOString(),
  };
}

/** "Global clients are excluded from prescriptions, invite and shop checkout." */
function requireInviteClient(ctx: RequestContext): UserRow {
  const user = requireClient(ctx);
  if (user.is_global) throw new ApiError(403, 'GLOBAL_CLIENT_EXCLUDED', 'referral.globalExcluded');
  return user;
}

/** A gift card code such as GC-7K2Q9XWM (no 0/O or 1/I to misread). */
export function newGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `GC-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Brings a referrer's invites up to date: an invited friend who has signed up is JOINED; one who
 * has completed a booking (a paid, confirmed or completed appointment) is COMPLETED and earns the
 * referrer a $25 gift card in their wallet. Decision: settled whenever the referrer's invites or
 * wallet are read (the only places the outcome shows), so booking and registration need no hook;
 * the conditional UPDATE makes a reward happen once even when two reads race.
 */
export async function settleReferrals(db: Database, referrer: UserRow, now: Date): Promise<void> {
  const open = await db.query<ReferralRow & { friend_uuid: string | null; booked: boolean }>(
    `SELECT r.*, u.uuid AS friend_uuid,
       EXISTS (SELECT 1 FROM appointments a WHERE a.client_uuid = u.uuid
               AND a.status IN ('CONFIRMED', 'COMPLETED') AND a.created_at >= r.created_at) AS booked
     FROM referrals r LEFT JOIN users u ON lower(u.email) = lower(r.friend_email) AND u.uuid <> r.referrer_uuid
     WHERE r.referrer_uuid = $1 AND r.status <> 'COMPLETED'`,
    [referrer.uuid],
  );
  for (const referral of open) {
    if (!referral.friend_uuid) continue;
    if (!referral.booked) {
      if (referral.status === 'SENT')
        await db.query("UPDATE referrals SET status = 'JOINED' WHERE uuid = $1 AND status = 'SENT'", [
          referral.uuid,
        ]);
      continue;
    }
    await db.transaction(async (tx) => {
      const [completed] = await tx.query<ReferralRow>(
        `UPDATE referrals SET status = 'COMPLETED', earnings_cents = $2, completed_at = $3
         WHERE uuid = $1 AND status <> 'COMPLETED' RETURNING *`,
        [referral.uuid, REFERRAL_REWARD_CENTS, now],
      );
      if (!completed) return;
      await tx.query(
        `INSERT INTO wallet_items (uuid, owner_uuid, kind, code, description, balance_cents, currency, referral_uuid, created_at)
         VALUES ($1, $2, 'GIFT_CARD', $3, $4, $5, $6, $7, $8)`,
        [
          randomUUID(),
          referrer.uuid,
          newGiftCardCode(),
          translate(referrer.locale, 'wallet.referralReward', { email: completed.friend_email }),
          REFERRAL_REWARD_CENTS,
          completed.currency,
          completed.uuid,
          now,
        ],
      );
    });
  }
}

/** Invite a friend (spec: "Referral: friend email, earnings"). */
export const referralHandlers: Handlers = {
  async listReferrals(ctx) {
    const user = requireInviteClient(ctx);
    await settleReferrals(ctx.deps.db, user, ctx.now);
    const rows = await ctx.deps.db.query<ReferralRow>(
      'SELECT * FROM referrals WHERE referrer_uuid = $1 ORDER BY created_at DESC, friend_email',
      [user.uuid],
    );
    const currency = walletCurrency(user.locale);
    return {
      data: {
        friend_percent_off: REFERRAL_FRIEND_PERCENT_OFF,
        referrer_reward: { amount: REFERRAL_REWARD_CENTS, currency },
        total_earnings: {
          amount: rows.reduce((sum, row) => sum + row.earnings_cents, 0),
          currency: rows[0]?.currency ?? currency,
        },
        items: rows.map(toReferral),
      },
    };
  },

  async sendReferral(ctx) {
    const user = requireInviteClient(ctx);
    const email = (ctx.body as { email: string }).email.trim();
    const problem = referralProblem(email, user.email);
    if (problem === 'EMAIL_INVALID') throw new FailError({ email: [{ key: 'referral.email.invalid' }] });
    if (problem === 'SELF') throw new FailError({ email: [{ key: 'referral.self' }] });
    // The offer is for a first appointment, so a friend who already has an account is not invited.
    const members = await ctx.deps.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) LIMIT 1', [
      email,
    ]);
    if (members.length > 0) throw new FailError({ email: [{ key: 'referral.alreadyMember' }] });
    const [row] = await ctx.deps.db.query<ReferralRow>(
      `INSERT INTO referrals (uuid, referrer_uuid, friend_email, currency, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (referrer_uuid, lower(friend_email)) DO NOTHING RETURNING *`,
      [randomUUID(), user.uuid, email, walletCurrency(user.locale), ctx.now],
    );
    if (!row) throw new FailError({ email: [{ key: 'referral.alreadyInvited' }] });
    const link = `/auth/cx/register?${new URLSearchParams({ email, referral: row.uuid })}`;
    const name = `${user.first_name} ${user.last_name}`.trim();
    // The friend reads it in the referrer's language: theirs is not known yet.
    await send(
      ctx.deps.db,
      {
        channel: 'EMAIL',
        recipient: email,
        subject: translate(user.locale, 'mail.referral.subject', { name }),
        body: translate(user.locale, 'mail.referral.body', {
          name,
          percent: REFERRAL_FRIEND_PERCENT_OFF,
          link,
        }),
        link,
      },
      ctx.now,
    );
    return { status: 201, data: toReferral(row) };
  },
};
