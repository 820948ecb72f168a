import type { Hono } from 'hono';
import type { Database } from '../db/database';

interface OutboxRow {
  id: string | number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  created_at: Date;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/**
 * The dev outbox: every email and text message the server "sent", newest first.
 * - GET /dev/outbox — an HTML page (filter with ?to=<email or phone>);
 * - GET /dev/outbox.json?to=<recipient> — the same as JSON, for end-to-end tests.
 * Mounted only when the outbox is enabled (outside production, or DEV_OUTBOX=1): it shows codes.
 */
export function mountDevOutbox(app: Hono, db: Database): void {
  const read = async (to: string | undefined) =>
    db.query<OutboxRow>(
      to
        ? 'SELECT * FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 100'
        : 'SELECT * FROM outbox ORDER BY id DESC LIMIT 100',
      to ? [to] : [],
    );
  app.get('/dev/outbox.json', async (c) => {
    const rows = await read(c.req.query('to'));
    return c.json({
      status: 'success',
      data: rows.map((row) => ({ ...row, id: Number(row.id), created_at: row.created_at.toISOString() })),
    });
  });
  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to');
    const rows = await read(to);
    const items = rows
      .map(
        (row) => `<li><article><h2>${escapeHtml(row.subject)}</h2>
<p><strong>${row.channel === 'EMAIL' ? 'Email' : 'SMS'}</strong> to ${escapeHtml(row.recipient)} · <time>${row.created_at.toISOString()}</time></p>
<p>${escapeHtml(row.body)}</p>${row.code ? `<p>Code: <code>${escapeHtml(row.code)}</code></p>` : ''}${
          row.link ? `<p><a href="${escapeHtml(row.link)}">Open the link</a></p>` : ''
        }</article></li>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Dev outbox | Pawcall</title></head><body><main><h1>Dev outbox</h1>
<p>Emails and text messages sent by this server${to ? ` to ${escapeHtml(to)}` : ''}, newest first. Not available in production.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows.length === 0 ? '<p>Nothing sent yet.</p>' : `<ol>${items}</ol>`}</main></body></html>`);
  });
}
