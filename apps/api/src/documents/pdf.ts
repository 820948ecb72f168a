/**
 * A minimal PDF writer for text documents (medical records, prescriptions): US Letter pages,
 * Helvetica and Helvetica-Bold with WinAnsiEncoding, word-wrapped paragraphs, automatic page
 * breaks. Content streams are left uncompressed, so the text can be searched in the bytes.
 * No dependency: PDF 1.4 objects, a cross-reference table and a trailer.
 */

export interface PdfBlock {
  /** heading: bold 15 pt; label: bold 11 pt; text: 10.5 pt; small: 8.5 pt. */
  style: 'heading' | 'label' | 'text' | 'small';
  text: string;
}

export interface PdfDocument {
  title: string;
  blocks: PdfBlock[];
  /** Printed at the foot of every page with the page number. */
  footer?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const STYLES: Record<PdfBlock['style'], { font: 'F1' | 'F2'; size: number; before: number }> = {
  heading: { font: 'F2', size: 15, before: 6 },
  label: { font: 'F2', size: 11, before: 10 },
  text: { font: 'F1', size: 10.5, before: 2 },
  small: { font: 'F1', size: 8.5, before: 2 },
};

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function textWidth(text: string, font: 'F1' | 'F2', size: number): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] as number) : 556;
  }
  // Bold glyphs run about 8 % wider; wrapping a little early is harmless.
  return (units * size * (font === 'F2' ? 1.08 : 1)) / 1000;
}

/** WinAnsiEncoding for the characters that differ from Latin-1 (typographic quotes, dashes, euro…). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A PDF literal string: WinAnsi bytes, with ( ) \ escaped and bytes above 126 written in octal. */
function literal(text: string): string {
  let out = '(';
  for (const ch of text.normalize('NFC')) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (code >= 0x80 && code <= 0x9f) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (ch === '\t') out += ' ';
    else out += '?';
  }
  return `${out})`;
}

function wrap(text: string, font: 'F1' | 'F2', size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= TEXT_WIDTH || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
      // A single word longer than the line (a long link) is cut.
      while (textWidth(line, font, size) > TEXT_WIDTH && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), font, size) > TEXT_WIDTH) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays the blocks out on pages and returns the PDF file's bytes. */
export function renderPdf(document: PdfDocument): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const bottom = MARGIN + 24;
  for (const block of document.blocks) {
    const style = STYLES[block.style];
    const leading = style.size * 1.35;
    y -= style.before;
    for (const line of wrap(block.text, style.font, style.size)) {
      if (y - leading < bottom) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      if (line)
        (pages[pages.length - 1] as string[]).push(
          `BT /${style.font} ${style.size} Tf ${MARGIN} ${y.toFixed(2)} Td ${literal(line)} Tj ET`,
        );
    }
  }

  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObject = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${literal(document.title)} /Producer (Pawcall) /Creator (Pawcall) >>`);
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    const footer = `${document.footer ? `${document.footer} · ` : ''}${index + 1} / ${pages.length}`;
    const content = [...lines, `BT /F1 8 Tf ${MARGIN} ${MARGIN - 20} Td ${literal(footer)} Tj ET`].join('\n');
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  // The header's second line holds bytes above 127 so tools treat the file as binary.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
