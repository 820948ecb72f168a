import type { Queryable } from '../db/database';
import type { NotificationRow } from '../domain/notifications';

export async function unreadCount(db: Queryable, userUuid: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE user_uuid = $1 AND read_at IS NULL',
    [userUuid],
  );
  return row?.unread ?? 0;
}

export async function total(db: Queryable, userUuid: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM notifications WHERE user_uuid = $1',
    [userUuid],
  );
  return row?.total ?? 0;
}

/** One page of the user's notifications, newest first. */
export function page(
  db: Queryable,
  userUuid: string,
  perPage: number,
  offset: number,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    'SELECT * FROM notifications WHERE user_uuid = $1 ORDER BY sent_at DESC, uuid LIMIT $2 OFFSET $3',
    [userUuid, perPage, offset],
  );
}

/** The user's newest notifications other than news. */
export function recent(db: Queryable, userUuid: string, count: number): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    "SELECT * FROM notifications WHERE user_uuid = $1 AND type <> 'NewsNotification' ORDER BY sent_at DESC, uuid LIMIT $2",
    [userUuid, count],
  );
}

/** The newest news the user has not read. */
export async function latestUnreadNews(
  db: Queryable,
  userUuid: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db.query<NotificationRow>(
    "SELECT * FROM notifications WHERE user_uuid = $1 AND type = 'NewsNotification' AND read_at IS NULL ORDER BY sent_at DESC LIMIT 1",
    [userUuid],
  );
  return row;
}

/** Marks one of the user's notifications read (reading it again keeps the first time); none if it is not theirs. */
export async function markRead(
  db: Queryable,
  uuid: string,
  userUuid: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db.query<NotificationRow>(
    'UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE uuid = $1 AND user_uuid = $2 RETURNING *',
    [uuid, userUuid, now],
  );
  return row;
}

export async function markAllRead(db: Queryable, userUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE notifications SET read_at = $2 WHERE user_uuid = $1 AND read_at IS NULL', [
    userUuid,
    now,
  ]);
}
