import {
  REFERRAL_FRIEND_PERCENT_OFF,
  REFERRAL_REWARD_CENTS,
  referralProblem,
  walletCurrency,
} from '@pawcall/domain';
import { send } from '../auth/outbox';
import type { AppDeps } from '../deps';
import { DomainError, InvalidFields } from '../domain/errors';
import type { UserRow } from '../domain/rows';
import { translate } from '../i18n';
import * as referrals from './repository';
import type { ReferralRow } from './repository';

/**
 * Invite a friend (spec: "Referral: friend email, earnings"). Registration links an invite to the
 * friend and the friend's first booking completes it (domain/referrals.ts), so reading the invites
 * only reads.
 */

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
function checkMayInvite(client: UserRow): void {
  if (client.is_global)
    throw new DomainError('notAllowed', 'GLOBAL_CLIENT_EXCLUDED', 'referral.globalExcluded');
}

/** The client's invites with the offer and what they earned. */
export async function invites(deps: AppDeps, client: UserRow) {
  checkMayInvite(client);
  const rows = await referrals.invitesOf(deps.db, client.uuid);
  const currency = walletCurrency(client.locale);
  return {
    friend_percent_off: REFERRAL_FRIEND_PERCENT_OFF,
    referrer_reward: { amount: REFERRAL_REWARD_CENTS, currency },
    total_earnings: {
      amount: rows.reduce((sum, row) => sum + row.earnings_cents, 0),
      currency: rows[0]?.currency ?? currency,
    },
    items: rows.map(toReferral),
  };
}

/** Invites a friend by email: the friend gets the offer in a mail with the registration link. */
export async function invite(deps: AppDeps, client: UserRow, friendEmail: string, now: Date) {
  checkMayInvite(client);
  const email = friendEmail.trim();
  const problem = referralProblem(email, client.email);
  if (problem === 'EMAIL_INVALID') throw new InvalidFields({ email: [{ key: 'referral.email.invalid' }] });
  if (problem === 'SELF') throw new InvalidFields({ email: [{ key: 'referral.self' }] });
  // The offer is for a first appointment, so a friend who already has an account is not invited.
  if (await referrals.isMember(deps.db, email))
    throw new InvalidFields({ email: [{ key: 'referral.alreadyMember' }] });
  const row = await referrals.insertInvite(deps.db, client.uuid, email, walletCurrency(client.locale), now);
  if (!row) throw new InvalidFields({ email: [{ key: 'referral.alreadyInvited' }] });
  const link = `/auth/cx/register?${new URLSearchParams({ email, referral: row.uuid })}`;
  const name = `${client.first_name} ${client.last_name}`.trim();
  // The friend reads it in the referrer's language: theirs is not known yet.
  await send(
    deps.db,
    {
      channel: 'EMAIL',
      recipient: email,
      subject: translate(client.locale, 'mail.referral.subject', { name }),
      body: translate(client.locale, 'mail.referral.body', {
        name,
        percent: REFERRAL_FRIEND_PERCENT_OFF,
        link,
      }),
      link,
    },
    now,
  );
  return toReferral(row);
}
