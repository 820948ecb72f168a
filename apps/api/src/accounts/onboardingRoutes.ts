import { toUser } from '../views/user';
import type { Handlers } from '../http/bind';
import { requireClient, signedIn } from '../http/guards';
import * as onboarding from './onboardingService';

/** Finishing the client's and the partner's onboarding. */
export const onboardingHandlers = {
  async completeClientOnboarding(ctx) {
    const user = await onboarding.completeClient(ctx.deps, requireClient(ctx), ctx.now);
    return { data: await toUser(ctx.deps.db, user, ctx.now) };
  },

  async completePartnerOnboarding(ctx) {
    const user = await onboarding.completePartner(ctx.deps, signedIn(ctx), ctx.body, ctx.now);
    return { data: await toUser(ctx.deps.db, user, ctx.now) };
  },
} satisfies Handlers;
