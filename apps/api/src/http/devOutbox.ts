import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
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

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1), which dual-stack sockets report. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && /^(0{1,4}:){7}0{0,3}1$|^::1$/.test(bare);
}

/** Every client address a proxy in front of this server named: X-Forwarded-For, X-Real-IP, Forwarded's for=. */
function forwardedClients(c: Context): string[] {
  const named: string[] = [];
  for (const entry of c.req.header('x-forwarded-for')?.split(',') ?? []) named.push(entry.trim());
  const realIp = c.req.header('x-real-ip');
  if (realIp) named.push(realIp.trim());
  for (const match of c.req.header('forwarded')?.matchAll(/for=("?)\[?([^\]";,]+)\]?\1/gi) ?? [])
    named.push(match[2] as string);
  return named;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Whether a request comes from this machine: the socket's peer is a loopback address (never what
 * the request says about itself), any client a proxy names is loopback too (a reverse proxy on the
 * same machine connects from 127.0.0.1 for every visitor, so its headers are believed here even
 * without TRUST_PROXY: believing them can only refuse more), and the Host is a loopback name (a
 * public name pointed at 127.0.0.1 is a DNS-rebinding page reading the outbox through the
 * developer's own browser). A request with no socket at all never came over the network: it is
 * code in this process calling app.fetch (the API tests), as local as it gets; the Node server
 * (main.ts) always hands its socket over.
 */
export function isLocalRequest(c: Context): boolean {
  type Bindings = { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  const bindings = c.env as Bindings;
  if (!(bindings?.server ?? bindings)?.incoming) return true;
  const address = getConnInfo(c).remote.address;
  if (!address || !isLoopbackAddress(address)) return false;
  if (!forwardedClients(c).every(isLoopbackAddress)) return false;
  return LOOPBACK_HOST.test(c.req.header('host') ?? new URL(c.req.url).host);
}

/**
 * The dev outbox: every email and text message the server "sent", newest first.
 * - GET /dev/outbox — an HTML page (filter with ?to=<email or phone>);
 * - GET /dev/outbox.json?to=<recipient> — the same as JSON, for end-to-end tests.
 *
 * It shows every sign-in code and password-reset link, for every account: whoever reads it can
 * take over any account. So it is mounted only when asked for (DEV_OUTBOX=1, or createApp's
 * devOutbox option) and answers only requests from this machine (isLocalRequest), 404 otherwise.
 * It does not also ask for a signed-in user: anyone may register an account, so a sign-in would
 * stop no one that the loopback rule lets through, and the end-to-end tests read codes for
 * accounts that are not signed in yet.
 */
export function mountDevOutbox(app: Hono, db: Database): void {
  app.on(['GET', 'HEAD'], ['/dev/outbox', '/dev/outbox.json'], async (c, next) => {
    if (!isLocalRequest(c)) return c.text('Not found', 404);
    return next();
  });
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
