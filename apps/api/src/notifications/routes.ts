import type { Handlers } from '../http/bind';
import { signedIn } from '../http/guards';
import * as notifications from './service';

/** The signed-in user's notifications. */
export const notificationHandlers = {
  async listNotifications(ctx) {
    const { page = 1, per_page: perPage = 10 } = ctx.query;
    return { data: await notifications.list(ctx.deps, signedIn(ctx), Number(page), Number(perPage)) };
  },

  async recentNotifications(ctx) {
    return { data: await notifications.recent(ctx.deps, signedIn(ctx)) };
  },

  async latestNews(ctx) {
    return { data: await notifications.latestNews(ctx.deps, signedIn(ctx)) };
  },

  async markNotificationRead(ctx) {
    return { data: await notifications.markRead(ctx.deps, signedIn(ctx), ctx.params.id, ctx.now) };
  },

  async markAllNotificationsRead(ctx) {
    return { data: await notifications.markAllRead(ctx.deps, signedIn(ctx), ctx.now) };
  },
} satisfies Handlers;
