import { toUser } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { signedIn } from './guards';

export const profileHandlers: Handlers = {
  async getProfile(ctx) {
    return { data: await toUser(ctx.deps.db, signedIn(ctx)) };
  },
};
