import { queryRow } from '../db/database';
import { randomUUID } from 'node:crypto';
import { type NotificationType, notificationLink } from '@pawcall/domain';
import type { components } from '@pawcall/api-client/types';
import type { AppDeps } from '../deps';
import { userChannel } from '../realtime/channels';

export type Notification = components['schemas']['Notification'];

export interface NotificationRow {
  uuid: string;
  user_uuid: string;
  type: NotificationType;
  resource_id: string | null;
  resource_description: string | null;
  body: string;
  link: string | null;
  sent_at: Date;
  read_at: Date | null;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.uuid,
    type: row.type,
    resource_id: row.resource_id,
    resource_description: row.resource_description,
    body: row.body,
    link: row.link,
    sent_at: row.sent_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
  };
}

/**
 * Stores a notification, then pushes it on the user's private channel. The row is written first,
 * so a browser that was disconnected at push time finds it when it refetches after reconnecting.
 */
export async function notify(
  deps: AppDeps,
  user: { uuid: string; type: 'CLIENT' | 'PARTNER' },
  notification: {
    type: NotificationType;
    body: string;
    resourceId?: string | null;
    resourceDescription?: string | null;
  },
  now: Date,
): Promise<Notification> {
  const row = await queryRow<NotificationRow>(
    deps.db,
    `INSERT INTO notifications (uuid, user_uuid, type, resource_id, resource_description, body, link, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      randomUUID(),
      user.uuid,
      notification.type,
      notification.resourceId ?? null,
      notification.resourceDescription ?? null,
      notification.body,
      notificationLink(notification.type, notification.resourceId, user.type),
      now,
    ],
  );
  const shown = toNotification(row);
  try {
    await deps.realtime.trigger(userChannel(user.uuid), 'notification.created', shown);
  } catch (error) {
    // The notification is stored; the list catches up on the next fetch.
    console.warn('[api] notification push failed', error);
  }
  return shown;
}
