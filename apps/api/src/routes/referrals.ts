import { randomUUID } from 'node:crypto';
import {
  REFERRAL_FRIEND_PERCENT_OFF,
  REFERRAL_REWARD_CENTS,
  referralProblem,
  walletCurrency,
} from '@pawcall/domain';
import { send } from '../auth/outbox';
import type { UserRow } from '../domain/rows';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { translate } from '../i18n';
import { requireClient } from '../http/guards';

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

// Registration links an invite to the friend and the friend's first booking completes it
// (domain/referrals.ts), so reading the invites only reads.
export { newGiftCardCode } from '../domain/referrals';

/** Invite a friend (spec: "Referral: friend email, earnings"). */
export const referralHandlers = {
  async listReferrals(ctx) {
    const user = requireInviteClient(ctx);
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
    const email = ctx.body.email.trim();
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
} satisfies Handlers;
