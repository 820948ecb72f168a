import { origin } from './browser';

export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
}

/** The newest message sent to `to` (an email address or an E.164 phone number), waiting for it to arrive. */
export async function latestMessage(to: string, since = 0): Promise<OutboxMessage & { id: number }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin()}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: Array<OutboxMessage & { id: number }> };
    const newest = body.data[0];
    if (newest && newest.id > since) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing arrived in the dev outbox for ${to}`);
}
