import { type NotificationRow, toNotification } from '../domain/notifications';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { signedIn } from '../http/guards';

const RECENT_COUNT = 5;

async function unreadCount(db: import('../db/database').Queryable, userUuid: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE user_uuid = $1 AND read_at IS NULL',
    [userUuid],
  );
  return row?.unread ?? 0;
}

export const notificationHandlers = {
  async listNotifications(ctx) {
    const user = signedIn(ctx);
    const page = Number(ctx.query.page ?? 1);
    const perPage = Number(ctx.query.per_page ?? 10);
    const [total] = await ctx.deps.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM notifications WHERE user_uuid = $1',
      [user.uuid],
    );
    const rows = await ctx.deps.db.query<NotificationRow>(
      'SELECT * FROM notifications WHERE user_uuid = $1 ORDER BY sent_at DESC, uuid LIMIT $2 OFFSET $3',
      [user.uuid, perPage, (page - 1) * perPage],
    );
    return {
      data: {
        page,
        per_page: perPage,
        total: total?.total ?? 0,
        unread: await unreadCount(ctx.deps.db, user.uuid),
        items: rows.map(toNotification),
      },
    };
  },

  async recentNotifications(ctx) {
    const user = signedIn(ctx);
    const rows = await ctx.deps.db.query<NotificationRow>(
      "SELECT * FROM notifications WHERE user_uuid = $1 AND type <> 'NewsNotification' ORDER BY sent_at DESC, uuid LIMIT $2",
      [user.uuid, RECENT_COUNT],
    );
    return { data: { unread: await unreadCount(ctx.deps.db, user.uuid), items: rows.map(toNotification) } };
  },

  async latestNews(ctx) {
    const user = signedIn(ctx);
    const [row] = await ctx.deps.db.query<NotificationRow>(
      "SELECT * FROM notifications WHERE user_uuid = $1 AND type = 'NewsNotification' AND read_at IS NULL ORDER BY sent_at DESC LIMIT 1",
      [user.uuid],
    );
    return { data: row ? toNotification(row) : null };
  },

  async markNotificationRead(ctx) {
    const user = signedIn(ctx);
    const [row] = await ctx.deps.db.query<NotificationRow>(
      'UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE uuid = $1 AND user_uuid = $2 RETURNING *',
      [ctx.params.id, user.uuid, ctx.now],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'notification.notFound');
    return { data: toNotification(row) };
  },

  async markAllNotificationsRead(ctx) {
    const user = signedIn(ctx);
    await ctx.deps.db.query(
      'UPDATE notifications SET read_at = $2 WHERE user_uuid = $1 AND read_at IS NULL',
      [user.uuid, ctx.now],
    );
    return { data: { unread: 0 } };
  },
} satisfies Handlers;
