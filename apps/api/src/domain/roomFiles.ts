import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUploadContentType, type UploadContentType } from '@pawcall/domain';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Files shared in a visit room: what their bytes really are, the name they are saved under, and
 * the signed link each one is served from. The browser loads the link with `<img src>` or a plain
 * download, which cannot send the bearer token, so the link itself carries a short-lived signature.
 */

/** The extensions a saved file of each type may keep; the first is the one added when missing. */
const EXTENSIONS: Record<UploadContentType, readonly [string, ...string[]]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
};

/**
 * The type the bytes are, read from their first bytes ("magic numbers"), when it is one that may be
 * shared; null for anything else (HTML, SVG, text, an executable) or bytes too damaged to tell.
 */
export async function detectRoomFileType(bytes: Uint8Array): Promise<UploadContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && isUploadContentType(found.mime) ? found.mime : null;
}

const family = (type: string) => (type === 'application/pdf' ? 'document' : type.split('/')[0]);

/**
 * What a file is stored and served as: the detected type, as long as the declared one says the
 * same kind of file. Browsers label the same photo or clip differently (a HEIC as image/heif, an
 * iPhone clip as video/mp4 or video/quicktime), so within a kind the bytes decide; a PDF declared
 * as an image, or bytes of no allowed kind at all, are refused (null). An empty or generic declared
 * type (a browser that does not know the extension) leaves it to the bytes.
 */
export function checkedRoomFileType(
  declared: string,
  detected: UploadContentType | null,
): UploadContentType | null {
  if (!detected) return null;
  if (declared === '' || declared === 'application/octet-stream') return detected;
  return family(declared) === family(detected) ? detected : null;
}

/** Saved names are kept short enough for every file system, with room for "(1)" suffixes. */
export const FILE_NAME_MAX_CHARS = 120;

/**
 * The name a shared file is listed and saved under: the last part of whatever path was sent (`/`
 * or `\`), without control, format, lone-surrogate or line-separator characters (CR/LF would split the
 * Content-Disposition header; right-to-left overrides disguise extensions), without characters
 * that Windows refuses, without leading dots (hidden files) or trailing dots and spaces, with an
 * extension that matches the checked type (so the saved file opens as what it was checked to be),
 * at most FILE_NAME_MAX_CHARS characters keeping that extension, and "file" when nothing is left.
 * Cleaning an already clean name changes nothing.
 */
export function cleanFileName(sent: string, type: UploadContentType): string {
  const segments = sent.normalize('NFC').split(/[/\\]/);
  const last = segments[segments.length - 1] ?? '';
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .replace(/[\s.]+$/u, '');
  const allowed = EXTENSIONS[type];
  const dot = cleaned.lastIndexOf('.');
  const given = dot > 0 ? cleaned.slice(dot + 1) : '';
  const keeps = allowed.includes(given.toLowerCase());
  const extension = keeps ? given : allowed[0];
  const stem = (keeps ? cleaned.slice(0, dot) : cleaned).replace(/[\s.]+$/u, '');
  const room = FILE_NAME_MAX_CHARS - extension.length - 1;
  const shortened = Array.from(stem)
    .slice(0, room)
    .join('')
    .replace(/[\s.]+$/u, '');
  return `${shortened || 'file'}.${extension}`;
}

/**
 * `Content-Disposition` per RFC 6266: an ASCII `filename` for old clients (accents dropped, anything
 * else non-ASCII as `_`) and the exact name as UTF-8 in `filename*` (RFC 8187).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A link works for 10 to 15 minutes: the expiry is rounded up to the next 5-minute mark, so lists
 * fetched in the same few minutes hand out the same links and the browser reuses what it loaded.
 */
export const ROOM_FILE_LINK_MIN_TTL_MS = 10 * 60_000;
const LINK_ROUNDING_MS = 5 * 60_000;

export interface RoomFileClaim {
  reference: string;
  mediaUuid: string;
  /** Who the link was made for: it is served only while they are still a participant. */
  userUuid: string;
  expiresAt: Date;
}

function linkSignature(secret: string, claim: Omit<RoomFileClaim, 'expiresAt'>, expires: number): string {
  return createHmac('sha256', `room-files:${secret}`)
    .update(
      `${claim.reference}\n${claim.mediaUuid.toLowerCase()}\n${claim.userUuid.toLowerCase()}\n${expires}`,
    )
    .digest('base64url');
}

export function roomFileLinkExpiry(now: Date): Date {
  const earliest = now.getTime() + ROOM_FILE_LINK_MIN_TTL_MS;
  return new Date(Math.ceil(earliest / LINK_ROUNDING_MS) * LINK_ROUNDING_MS);
}

/** `/api/v1/appointments/{ref}/media/{uuid}/content?u=…&expires=…&sig=…` (operationId getMediaContent). */
export function signRoomFileLink(secret: string, claim: RoomFileClaim): string {
  const expires = Math.floor(claim.expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    u: claim.userUuid,
    expires: String(expires),
    sig: linkSignature(secret, claim, expires),
  });
  return `/api/v1/appointments/${encodeURIComponent(claim.reference)}/media/${claim.mediaUuid}/content?${query}`;
}

export type RoomFileLinkCheck =
  | { ok: true; userUuid: string; expiresAt: Date }
  | { ok: false; reason: 'INVALID' | 'EXPIRED' };

export function verifyRoomFileLink(
  secret: string,
  target: { reference: string; mediaUuid: string },
  query: { u?: string | undefined; expires?: string | undefined; sig?: string | undefined },
  now: Date,
): RoomFileLinkCheck {
  const expires = Number(query.expires);
  if (!query.u || !query.sig || !Number.isInteger(expires)) return { ok: false, reason: 'INVALID' };
  const expected = Buffer.from(linkSignature(secret, { ...target, userUuid: query.u }, expires));
  const given = Buffer.from(query.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'INVALID' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, userUuid: query.u, expiresAt: new Date(expires * 1000) };
}
