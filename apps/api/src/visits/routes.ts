import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/guards';
import * as visit from './service';

/** The video visit's operations: the session (room, checks, joining, ending), its PIN, chat and shared files. */
export const visitHandlers = {
  async getSession(ctx) {
    return { data: await visit.session(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.now) };
  },

  async updateSession(ctx) {
    return { data: await visit.updateSession(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.body, ctx.now) };
  },

  async getSessionPin(ctx) {
    return { data: await visit.sessionPin(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.now) };
  },

  async listMessages(ctx) {
    const user = requireUser(ctx);
    return {
      data: await visit.channelMessages(ctx.deps, user, ctx.params.ref, ctx.query.channel, ctx.now),
    };
  },

  async sendMessage(ctx) {
    return { data: await visit.sendMessage(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.body, ctx.now) };
  },

  async listMedia(ctx) {
    return { data: await visit.sharedFiles(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.now) };
  },

  async uploadMedia(ctx) {
    const outcome = await visit.shareFile(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.body, ctx.now);
    // Over the visit's total size is 413, a status no domain error kind answers.
    if ('refused' in outcome)
      throw new ApiError(413, 'NOT_ALLOWED', 'media.sizeLimit', { size: outcome.limit });
    return { data: outcome.shared };
  },

  async removeMedia(ctx) {
    const user = requireUser(ctx);
    return { data: await visit.removeFile(ctx.deps, user, ctx.params.ref, ctx.params.uuid, ctx.now) };
  },
} satisfies Handlers;
