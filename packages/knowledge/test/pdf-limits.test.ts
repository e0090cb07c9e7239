import { KNOWLEDGE_PDF_MAX_PAGES } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { DocumentParseError, parseDocument } from '../src/index.ts';

/** A well-formed one-page PDF whose page tree claims `count` pages (what a hostile file can say). */
function pdfClaimingPages(count: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Hello pages) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('pdf page limit', () => {
  it('reads a PDF within the limit', async () => {
    const doc = await parseDocument(pdfClaimingPages(1), 'pdf');
    expect(doc.blocks.map((block) => block.text).join(' ')).toContain('Hello pages');
  });

  it('refuses a PDF that claims 2,000,000,000 pages at once, with its own reason', async () => {
    const started = performance.now();
    const error = await parseDocument(pdfClaimingPages(2_000_000_000), 'pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentParseError);
    expect((error as DocumentParseError).reason).toBe('too-many-pages');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(
      (await parseDocument(pdfClaimingPages(KNOWLEDGE_PDF_MAX_PAGES + 1), 'pdf').catch((e: unknown) => e)) as DocumentParseError,
    ).toMatchObject({
      reason: 'too-many-pages',
    });
  });
});
