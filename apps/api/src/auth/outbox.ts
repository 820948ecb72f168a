import type { Queryable } from '../db/database';

export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS' | 'CALL';
  recipient: string;
  subject: string;
  body: string;
  link?: string | null;
  code?: string | null;
}

/**
 * Every email and text message goes through here. The embedded default keeps them in the `outbox`
 * table, readable at /dev/outbox outside production; a mail/SMS provider adapter would deliver
 * the same rows in production.
 */
export async function send(db: Queryable, message: OutboxMessage, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO outbox (channel, recipient, subject, body, link, code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      message.channel,
      message.recipient,
      message.subject,
      message.body,
      message.link ?? null,
      message.code ?? null,
      now,
    ],
  );
}
