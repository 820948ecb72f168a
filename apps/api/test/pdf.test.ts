import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/documents/pdf';

/** Reads the cross-reference table and checks every entry points at its object. */
function checkStructure(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  // Every stream's /Length is its byte length.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return text;
}

describe('renderPdf', () => {
  it('writes a valid PDF with its text in the page content', () => {
    const bytes = renderPdf({
      title: 'Medical record PAW7Q2K9',
      footer: 'Pawcall · PAW7Q2K9',
      blocks: [
        { style: 'heading', text: 'Medical record' },
        { style: 'text', text: 'Ear cleaner (twice daily) for 7 days \\ recheck' },
      ],
    });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = checkStructure(bytes);
    expect(text).toContain('(Medical record) Tj');
    // Parentheses and backslashes are escaped inside a literal string.
    expect(text).toContain('(Ear cleaner \\(twice daily\\) for 7 days \\\\ recheck) Tj');
    expect(text).toContain('/Count 1');
  });

  it('wraps long paragraphs and breaks pages', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const bytes = renderPdf({
      title: 'Long',
      blocks: Array.from({ length: 6 }, () => ({ style: 'text' as const, text: long })),
    });
    const text = checkStructure(bytes);
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(1 / ${pages}) Tj`);
    // No line is wider than the text column: about 100 characters of 10.5 pt Helvetica at most.
    for (const match of text.matchAll(/\((word[^)]*)\) Tj/g))
      expect((match[1] as string).length).toBeLessThan(110);
  });

  it('encodes accented and typographic characters in WinAnsi', () => {
    const text = renderPdf({
      title: 'é',
      blocks: [{ style: 'text', text: 'Évaluation – l’oreille' }],
    }).toString('latin1');
    expect(text).toContain('(\\311valuation \\226 l\\222oreille) Tj');
  });
});
