/**
 * The smallest real files of each shareable kind: the server reads their first bytes, so a test
 * upload must be what it says it is.
 */
const ftyp = (brand: string) => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write(brand, 16, 'latin1');
  return new Uint8Array(box);
};

export const SAMPLE_FILES = {
  /** A 1×1 PNG. */
  png: new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  ),
  jpeg: new Uint8Array(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')),
  pdf: new Uint8Array(
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    ),
  ),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  heic: ftyp('heic'),
  /** HTML, which no browser may be led to render as a page of the app's origin. */
  html: new Uint8Array(Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'utf8')),
} as const;
