import { createHmac, timingSafeEqual } from 'node:crypto';

/** The documents the server renders as PDF and serves at a signed, expiring link. */
export type DocumentKind = 'medical-record' | 'prescription' | 'order-receipt';
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['medical-record', 'prescription', 'order-receipt'];

/** A download link works for 10 minutes: long enough to open it, short enough if it leaks. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;
/** A link sent by email works for 7 days. */
export const EMAIL_LINK_TTL_MS = 7 * 86_400_000;

export const DOCUMENTS_PATH = '/api/v1/documents';

export interface DocumentClaim {
  kind: DocumentKind;
  /** The appointment reference (medical record), the prescription uuid or the order reference (order receipt). */
  id: string;
  /** Who the link was made for: the document is served only while they may still read it. */
  userUuid: string;
  expiresAt: Date;
}

function signature(secret: string, claim: Omit<DocumentClaim, 'expiresAt'> & { expires: number }): string {
  return createHmac('sha256', `documents:${secret}`)
    .update(`${claim.kind}\n${claim.id}\n${claim.userUuid.toLowerCase()}\n${claim.expires}`)
    .digest('base64url');
}

/**
 * `/api/v1/documents/{kind}/{id}.pdf?u=…&expires=…&sig=…`: the signature binds the document, the
 * user it was made for and the expiry, so a link cannot be pointed at another document, another
 * user's or a later time. The link carries no bearer token: it opens in a new tab or from an email.
 */
export function signDocumentLink(secret: string, claim: DocumentClaim): string {
  const expires = Math.floor(claim.expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    u: claim.userUuid,
    expires: String(expires),
    sig: signature(secret, { ...claim, expires }),
  });
  return `${DOCUMENTS_PATH}/${claim.kind}/${encodeURIComponent(claim.id)}.pdf?${query}`;
}

export type LinkCheck = { ok: true; claim: DocumentClaim } | { ok: false; reason: 'INVALID' | 'EXPIRED' };

export function verifyDocumentLink(
  secret: string,
  kind: string,
  id: string,
  query: { u?: string | undefined; expires?: string | undefined; sig?: string | undefined },
  now: Date,
): LinkCheck {
  const known = DOCUMENT_KINDS.find((candidate) => candidate === kind);
  if (!known) return { ok: false, reason: 'INVALID' };
  const expires = Number(query.expires);
  if (!query.u || !query.sig || !Number.isInteger(expires)) return { ok: false, reason: 'INVALID' };
  const expected = Buffer.from(signature(secret, { kind: known, id, userUuid: query.u, expires }));
  const given = Buffer.from(query.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'INVALID' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, claim: { kind: known, id, userUuid: query.u, expiresAt: new Date(expires * 1000) } };
}
