/**
 * What may be shared in a visit's Files tab. The spec gives sizes ("uploads up to 10MB, or 100 MB in
 * one variant") and messages about images ("image is corrupted") but no list of types, so we chose
 * what a vet can look at in the browser: photos, PDF documents (lab results, records) and short
 * videos. The server refuses anything else, by the file's first bytes rather than its declared
 * type, and serves each file with the type those bytes are.
 */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}
