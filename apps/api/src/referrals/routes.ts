import type { Handlers } from '../http/bind';
import { requireClient } from '../http/guards';
import * as referrals from './service';

/** Invite a friend: a client's invites and sending one. */
export const referralHandlers = {
  async listReferrals(ctx) {
    return { data: await referrals.invites(ctx.deps, requireClient(ctx)) };
  },

  async sendReferral(ctx) {
    const user = requireClient(ctx);
    return { status: 201, data: await referrals.invite(ctx.deps, user, ctx.body.email, ctx.now) };
  },
} satisfies Handlers;
