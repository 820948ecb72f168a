import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { toNotification } from '../domain/notifications';
import type { UserRow } from '../domain/rows';
import * as notifications from './repository';

/**
 * The notification centre of a signed-in user: their notifications page by page, the few newest
 * (news left out, it has its own banner), the latest unread news, and marking them read.
 * Notifications are written by the flows that send them (domain/notifications.ts `notify`).
 */

const RECENT_COUNT = 5;

export async function list(deps: AppDeps, user: UserRow, page: number, perPage: number) {
  const total = await notifications.total(deps.db, user.uuid);
  const rows = await notifications.page(deps.db, user.uuid, perPage, (page - 1) * perPage);
  return {
    page,
    per_page: perPage,
    total,
    unread: await notifications.unreadCount(deps.db, user.uuid),
    items: rows.map(toNotification),
  };
}

export async function recent(deps: AppDeps, user: UserRow) {
  const rows = await notifications.recent(deps.db, user.uuid, RECENT_COUNT);
  return { unread: await notifications.unreadCount(deps.db, user.uuid), items: rows.map(toNotification) };
}

export async function latestNews(deps: AppDeps, user: UserRow) {
  const row = await notifications.latestUnreadNews(deps.db, user.uuid);
  return row ? toNotification(row) : null;
}

/** Someone else's notification does not exist for the caller. */
export async function markRead(deps: AppDeps, user: UserRow, id: string, now: Date) {
  const row = await notifications.markRead(deps.db, id, user.uuid, now);
  if (!row) throw notFound('notification.notFound');
  return toNotification(row);
}

export async function markAllRead(deps: AppDeps, user: UserRow, now: Date): Promise<{ unread: 0 }> {
  await notifications.markAllRead(deps.db, user.uuid, now);
  return { unread: 0 };
}
