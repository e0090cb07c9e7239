import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentParseError,
  parseDocument,
  segmentDocument,
  DEFAULT_SEGMENT_OPTIONS,
  type DocumentFormat,
  type ParsedDocument,
} from '../src/index.ts';
import { convertWithLibreOffice, encryptPdf, truncated } from './fixtures/office.ts';
import { DECK_FODP, HANDBOOK_HTML } from './fixtures/sources.ts';

const files: Record<string, Uint8Array> = {};

beforeAll(async () => {
  const sources = { 'handbook.html': HANDBOOK_HTML, 'blank.html': '<html><body><p> </p></body></html>' };
  // Three LibreOffice runs in all (slow on 2 cores); cached between test runs on this machine.
  const [docx, pdf, pptx] = await Promise.all([
    convertWithLibreOffice(sources, 'docx:MS Word 2007 XML', 'HTML (StarWriter)'),
    convertWithLibreOffice(sources, 'pdf:writer_pdf_Export', 'HTML (StarWriter)'),
    convertWithLibreOffice({ 'deck.fodp': DECK_FODP }, 'pptx'),
  ]);
  Object.assign(files, {
    docx: docx['handbook.html'],
    blankDocx: docx['blank.html'],
    pdf: pdf['handbook.html'],
    blankPdf: pdf['blank.html'],
    pptx: pptx['deck.fodp'],
  });
  files.encryptedPdf = await encryptPdf(files.pdf as Uint8Array);

  const workbook = new ExcelJS.Workbook();
  const prices = workbook.addWorksheet('Prices 價格');
  prices.addRow(['SKU', 'Product', 'Price (USD)', 'Since', 'With tax']);
  prices.addRow(['A-100', 'Widget “Pro”', 19.99, new Date(Date.UTC(2024, 2, 1)), { formula: 'C2*1.2', result: 23.99 }]);
  prices.addRow(['B-200', '小工具', 5, new Date(Date.UTC(2023, 11, 24)), { formula: 'C3*1.2', result: 6 }]);
  const contacts = workbook.addWorksheet('Contacts');
  contacts.addRow([]);
  contacts.addRow(['Name', 'Email']);
  contacts.addRow(['Mr. J. Smith', 'j.smith@example.com']);
  files.xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
  const empty = new ExcelJS.Workbook();
  empty.addWorksheet('Empty');
  files.emptyXlsx = new Uint8Array(await empty.xlsx.writeBuffer());
}, 600_000);

const file = (name: string): Uint8Array => files[name] as Uint8Array;
const texts = (doc: ParsedDocument, kind?: string): string[] =>
  doc.blocks.filter((block) => !kind || block.kind === kind).map((block) => block.text);

async function reasonOf(bytes: Uint8Array, format: DocumentFormat): Promise<string> {
  const error = await parseDocument(bytes, format).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DocumentParseError);
  return (error as DocumentParseError).reason;
}

describe('docx (LibreOffice-made, read by mammoth)', () => {
  it('keeps headings, list items and table rows with their header', async () => {
    const doc = await parseDocument(file('docx'), 'docx');
    expect(doc.title).toBe('Acme Customer Handbook');
    expect(texts(doc, 'heading')).toEqual(['Acme Customer Handbook', 'Refunds', 'Price list', '退款政策', '繁體說明']);
    expect(texts(doc, 'list-item')).toEqual(['Keep the receipt.', 'Use the prepaid label (U.S. and Canada only).']);
    expect(doc.blocks.filter((block) => block.kind === 'table-row')).toEqual([
      {
        kind: 'table-row',
        text: 'Basic | $9.99/mo | 1',
        tableHeader: 'Plan | Price | Seats',
        headingPath: ['Acme Customer Handbook', 'Price list'],
      },
      {
        kind: 'table-row',
        text: 'Team | €49/mo | 10',
        tableHeader: 'Plan | Price | Seats',
        headingPath: ['Acme Customer Handbook', 'Price list'],
      },
    ]);
    expect(texts(doc)).toContain(
      'Dr. Alice O’Neil, our head of support, approved the “30-day promise” in Jan. 2024: any item can be returned within 30 days for a full refund of up to $1,250.00.',
    );
    expect(doc.blocks.at(-1)).toMatchObject({
      text: '退款將於五個工作天內退回原付款帳戶，運費不予退還。',
      headingPath: ['Acme Customer Handbook', '退款政策', '繁體說明'],
    });
    const segments = segmentDocument(doc, DEFAULT_SEGMENT_OPTIONS);
    expect(segments.find((segment) => segment.title === 'Price list')?.text).toBe(
      'Plan | Price | Seats\nBasic | $9.99/mo | 1\nTeam | €49/mo | 10',
    );
  });

  it('fails blank, truncated, wrong-format and legacy files with the right reason', async () => {
    expect(await reasonOf(file('blankDocx'), 'docx')).toBe('empty');
    expect(await reasonOf(truncated(file('docx')), 'docx')).toBe('corrupt');
    expect(await reasonOf(file('pdf'), 'docx')).toBe('corrupt');
    // A compound file holding an EncryptedPackage stream is how Office stores a password-protected
    // DOCX; LibreOffice 7.4 here cannot write one, so the signature and stream name are built by hand.
    const encrypted = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.from('\0\0EncryptedPackage', 'utf16le')]);
    expect(await reasonOf(encrypted, 'docx')).toBe('encrypted');
    expect(await reasonOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 'docx')).toBe('unsupported');
  });

  it('refuses a zip whose entries claim to unpack beyond the limit without inflating them', async () => {
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    // Patch the declared uncompressed size (local header at 22, central directory entry at +24) to ~4 GB.
    const view = new DataView(zip.buffer);
    view.setUint32(22, 0xfffffff0, true);
    let central = zip.length - 4;
    while (central > 0 && view.getUint32(central, true) !== 0x02014b50) central--;
    view.setUint32(central + 24, 0xfffffff0, true);
    expect(await reasonOf(zip, 'docx')).toBe('corrupt');
  });
});

describe('pdf (LibreOffice-made, read by pdf.js)', () => {
  it('rebuilds headings from font sizes, paragraphs, list items and pages', async () => {
    const doc = await parseDocument(file('pdf'), 'pdf');
    expect(doc.title).toBe('Acme Customer Handbook');
    expect(doc.blocks.filter((block) => block.kind === 'heading').map(({ text, level }) => [text, level])).toEqual([
      ['Acme Customer Handbook', 1],
      ['Refunds', 2],
      ['Price list', 2],
      ['退款政策', 2],
      ['繁體說明', 3],
    ]);
    expect(texts(doc, 'list-item')).toEqual(['Keep the receipt.', 'Use the prepaid label (U.S. and Canada only).']);
    const body = texts(doc).join('\n');
    expect(body).toContain('https://acme.example.com/help.');
    expect(body).toContain('any item can be returned within 30 days for a full refund of up to $1,250.00.');
    expect(body).toContain('退款將於五個工作天內退回原付款帳戶，運費不予退還。');
    expect(doc.blocks.every((block) => block.page === 1)).toBe(true);
  });

  it('fails encrypted, truncated, blank and non-PDF bytes with the right reason, leaving the input intact', async () => {
    const encrypted = file('encryptedPdf');
    expect(await reasonOf(encrypted, 'pdf')).toBe('encrypted');
    expect(encrypted.byteLength).toBeGreaterThan(0);
    expect(await reasonOf(truncated(file('pdf'), 0.3), 'pdf')).toBe('corrupt');
    expect(await reasonOf(file('blankPdf'), 'pdf')).toBe('empty');
    expect(await reasonOf(file('docx'), 'pdf')).toBe('corrupt');
  });
});

describe('pptx (LibreOffice-made, read by fflate + fast-xml-parser)', () => {
  it('turns slide titles into headings, body text into paragraphs, and keeps the notes', async () => {
    const doc = await parseDocument(file('pptx'), 'pptx');
    expect(doc.blocks.map(({ kind, text, page }) => [kind, text, page])).toEqual([
      ['heading', 'Quarterly review Q3 2024', 1],
      ['paragraph', 'Revenue grew 12% to $4.2M.', 1],
      ['paragraph', 'Ms. Chen joined as CFO on Sept. 1.', 1],
      ['paragraph', 'Speaker note: mention the “record” quarter.', 1],
      ['heading', '退款流程', 2],
      ['paragraph', '退款一般需要3到5个工作日。', 2],
      ['paragraph', '退款將退回原付款帳戶。', 2],
    ]);
  });

  it('fails truncated and non-PPTX zips', async () => {
    expect(await reasonOf(truncated(file('pptx')), 'pptx')).toBe('corrupt');
    expect(await reasonOf(file('docx'), 'pptx')).toBe('corrupt');
  });
});

describe('xlsx (exceljs-made) and the Excel 2003 XML spreadsheet', () => {
  it('reads each sheet as a table whose header is carried by every row', async () => {
    const doc = await parseDocument(file('xlsx'), 'xlsx');
    expect(doc.blocks.map(({ kind, text, tableHeader }) => [kind, text, tableHeader])).toEqual([
      ['heading', 'Prices 價格', undefined],
      ['table-row', 'A-100 | Widget “Pro” | 19.99 | 2024-03-01 | 23.99', 'SKU | Product | Price (USD) | Since | With tax'],
      ['table-row', 'B-200 | 小工具 | 5 | 2023-12-24 | 6', 'SKU | Product | Price (USD) | Since | With tax'],
      ['heading', 'Contacts', undefined],
      ['table-row', 'Mr. J. Smith | j.smith@example.com', 'Name | Email'],
    ]);
    expect(await reasonOf(file('emptyXlsx'), 'xlsx')).toBe('empty');
    expect(await reasonOf(truncated(file('xlsx')), 'xlsx')).toBe('corrupt');
  });

  it('reads SpreadsheetML with skipped columns, as xlm and when uploaded as xml', async () => {
    const xml = `<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="FAQ"><Table>
  <Row><Cell><Data ss:Type="String">Question</Data></Cell><Cell><Data ss:Type="String">Answer</Data></Cell><Cell><Data ss:Type="String">Owner</Data></Cell></Row>
  <Row><Cell><Data ss:Type="String">退款需要多久？</Data></Cell><Cell ss:Index="3"><Data ss:Type="String">王經理</Data></Cell></Row>
  <Row><Cell><Data ss:Type="String">Is VAT included?</Data></Cell><Cell><Data ss:Type="String">Yes &amp; it's 20%.</Data></Cell></Row>
 </Table></Worksheet>
</Workbook>`;
    const bytes = new TextEncoder().encode(xml);
    const doc = await parseDocument(bytes, 'xlm');
    expect(doc.blocks.map(({ text, tableHeader }) => [text, tableHeader])).toEqual([
      ['FAQ', undefined],
      ['退款需要多久？ |  | 王經理', 'Question | Answer | Owner'],
      ["Is VAT included? | Yes & it's 20%.", 'Question | Answer | Owner'],
    ]);
    expect((await parseDocument(bytes, 'xml')).blocks).toEqual(doc.blocks);
    expect(await reasonOf(new TextEncoder().encode(xml.slice(0, 300)), 'xlm')).toBe('corrupt');
    expect(await reasonOf(file('xlsx'), 'xlm')).toBe('unsupported');
  });
});
