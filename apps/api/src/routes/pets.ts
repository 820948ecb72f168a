import { listPets, toPet } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { requireClient } from './guards';

export const petHandlers: Handlers = {
  async listPets(ctx) {
    const user = requireClient(ctx);
    return { data: (await listPets(ctx.deps.db, user.uuid)).map(toPet) };
  },
};
