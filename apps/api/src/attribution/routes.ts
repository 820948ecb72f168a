import type { Handlers } from '../http/bind';
import { FailError } from '../http/errors';

/** A visit's attribution beacon (utm parameters, referrer, landing page). */
export const attributionHandlers = {
  async postBeacon(ctx) {
    const { payload } = ctx.body;
    if (payload.trim() === '') throw new FailError({ payload: [{ key: 'validation.required' }] });
    // Attribution is accepted and dropped: the embedded server keeps no marketing analytics.
    return { data: { accepted: true } };
  },
} satisfies Handlers;
