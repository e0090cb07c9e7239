import { describe, expect, it } from 'vitest';
import { DocumentParseError, formatOfFileName, parseDocument, parseWebPage } from '../src/index.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

async function parseError(input: Uint8Array, format: Parameters<typeof parseDocument>[1]): Promise<DocumentParseError> {
  const error = await parseDocument(input, format).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DocumentParseError);
  return error as DocumentParseError;
}

describe('formatOfFileName', () => {
  it('maps the §9 extensions case-insensitively and refuses others', () => {
    expect(formatOfFileName('Refund Policy.DOCX')).toBe('docx');
    expect(formatOfFileName('报价单.xlsx')).toBe('xlsx');
    expect(formatOfFileName('sheet.xlm')).toBe('xlm');
    expect(formatOfFileName('notes.markdown')).toBe('md');
    expect(formatOfFileName('page.htm')).toBe('html');
    expect(formatOfFileName('archive.tar.gz')).toBeNull();
    expect(formatOfFileName('README')).toBeNull();
    expect(formatOfFileName('trailing.')).toBeNull();
  });
});

describe('plain text', () => {
  it('splits paragraphs at blank lines and reads GB18030 and UTF-16 text', async () => {
    const text = 'Dr. Chen’s “quick start” guide.\nIt costs $12.50.\n\n\n第二段：退款將退回原付款帳戶。';
    const doc = await parseDocument(bytes(text), 'txt');
    expect(doc.blocks.map((block) => block.text)).toEqual([
      'Dr. Chen’s “quick start” guide.\nIt costs $12.50.',
      '第二段：退款將退回原付款帳戶。',
    ]);
    expect(doc.characterCount).toBe([...text.replace(/\n\n\n/, '')].length);

    const gbk = new Uint8Array([0xc4, 0xe3, 0xba, 0xc3, 0xca, 0xc0, 0xbd, 0xe7]); // 你好世界 in GBK
    expect((await parseDocument(gbk, 'txt')).blocks[0]?.text).toBe('你好世界');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Hello 世界', 'utf16le')]);
    expect((await parseDocument(utf16, 'txt')).blocks[0]?.text).toBe('Hello 世界');
  });

  it('fails empty, blank and binary files with the right reason', async () => {
    expect((await parseError(new Uint8Array(), 'txt')).reason).toBe('empty');
    expect((await parseError(bytes(' \n\t\n —— \n'), 'txt')).reason).toBe('empty');
    expect((await parseError(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]), 'txt')).reason).toBe('corrupt');
  });
});

describe('markdown', () => {
  it('keeps headings with their path, lists and tables with the header', async () => {
    const md = [
      '# Orator Handbook',
      'Welcome to **Orator** — see [the docs](https://orator.example.org/docs?lang=en).',
      '## Billing',
      '- Invoices are sent on the 1st',
      '- VAT (20%) is included',
      '  - nested: e.g. EU customers',
      '',
      '| Plan | Price |',
      '|---|---|',
      '| Basic | $9.99/mo |',
      '| 團隊版 | ¥299/月 |',
      '### 常见问题',
      '> 退款需要3到5个工作日。',
    ].join('\n');
    const doc = await parseDocument(bytes(md), 'md');
    expect(doc.title).toBe('Orator Handbook');
    expect(doc.blocks[1]).toMatchObject({ kind: 'paragraph', text: 'Welcome to Orator — see the docs.', headingPath: ['Orator Handbook'] });
    expect(doc.blocks.filter((block) => block.kind === 'list-item').map((block) => block.text)).toEqual([
      'Invoices are sent on the 1st',
      'VAT (20%) is included',
      'nested: e.g. EU customers',
    ]);
    expect(doc.blocks.filter((block) => block.kind === 'table-row')).toEqual([
      { kind: 'table-row', text: 'Basic | $9.99/mo', tableHeader: 'Plan | Price', headingPath: ['Orator Handbook', 'Billing'] },
      { kind: 'table-row', text: '團隊版 | ¥299/月', tableHeader: 'Plan | Price', headingPath: ['Orator Handbook', 'Billing'] },
    ]);
    expect(doc.blocks.at(-1)).toMatchObject({ text: '退款需要3到5个工作日。', headingPath: ['Orator Handbook', 'Billing', '常见问题'] });
  });
});

describe('csv and tsv', () => {
  it('carries the header into every row, with quoted commas and Chinese', async () => {
    const csv = '\uFEFFName,City,Note\r\n"Smith, J.",London,"Paid £1,200 on 3 Mar."\r\n王小明,臺北,"說「你好」"\r\n';
    const doc = await parseDocument(bytes(csv), 'csv');
    expect(doc.blocks).toEqual([
      { kind: 'table-row', text: 'Smith, J. | London | Paid £1,200 on 3 Mar.', tableHeader: 'Name | City | Note', headingPath: [] },
      { kind: 'table-row', text: '王小明 | 臺北 | 說「你好」', tableHeader: 'Name | City | Note', headingPath: [] },
    ]);
    const tsv = 'Question\tAnswer\nHow long is shipping?\t2–4 days "usually"\n';
    expect((await parseDocument(bytes(tsv), 'tsv')).blocks[0]).toMatchObject({
      text: 'How long is shipping? | 2–4 days "usually"',
      tableHeader: 'Question | Answer',
    });
  });

  it('rejects a CSV with an unclosed quote as corrupt', async () => {
    expect((await parseError(bytes('a,b\n"open,quote\n'), 'csv')).reason).toBe('corrupt');
  });
});

describe('json and xml', () => {
  it('turns records into table rows and nested keys into headings', async () => {
    const json = JSON.stringify({
      company: 'Acme Ltd.',
      faq: [
        { q: 'Do you ship to Canada?', a: 'Yes, C$20 flat.' },
        { q: '可以开发票吗？', a: '可以。' },
      ],
      hours: { weekdays: '9–17', weekend: 'closed' },
    });
    const doc = await parseDocument(bytes(json), 'json');
    expect(doc.blocks).toContainEqual({ kind: 'paragraph', text: 'company: Acme Ltd.', headingPath: [] });
    expect(doc.blocks).toContainEqual({ kind: 'table-row', text: '可以开发票吗？ | 可以。', tableHeader: 'q | a', headingPath: ['faq'] });
    expect(doc.blocks.map((block) => block.text)).toContain('hours · weekdays: 9–17');
    expect((await parseError(bytes('{"a": [1, 2'), 'json')).reason).toBe('corrupt');
  });

  it('reads XML records and refuses malformed XML', async () => {
    const xml =
      '<?xml version="1.0"?><catalog><book id="1"><title>Walden</title><price>$4.50</price></book><book id="2"><title>論語</title><price>¥30</price></book></catalog>';
    const doc = await parseDocument(bytes(xml), 'xml');
    expect(doc.blocks.filter((block) => block.kind === 'table-row').map((block) => block.text)).toEqual(['Walden | $4.50', '論語 | ¥30']);
    expect((await parseError(bytes('<a><b></a>'), 'xml')).reason).toBe('corrupt');
  });
});

describe('html', () => {
  const page = `<!doctype html><html><head><title>Shipping – Acme</title><script>var x = "<p>no</p>";</script></head><body>
    <nav><a href="/">Home</a> · <a href="/about">About</a></nav>
    <article><h1>Shipping &amp; returns</h1>
      <p>We ship worldwide within 2 business days. Express shipping costs $15 and arrives the next day in most cities; tracking numbers are emailed at once.</p>
      <p>Orders over €100 ship free. Customs duties are paid by the recipient, except in the EU, where Acme pays them on your behalf.</p>
      <h2>運費</h2><ul><li>標準：免費<ul><li>偏遠地區另計</li></ul></li><li>快遞：NT$150</li></ul>
      <table><thead><tr><th>Zone</th><th>Days</th></tr></thead><tbody><tr><td>EU</td><td>2–3</td></tr><tr><td>Asia</td><td>4–6</td></tr></tbody></table>
    </article><footer>© 2024 Acme Ltd. All rights reserved.</footer></body></html>`;

  it('keeps the whole body of an uploaded file, structure intact, scripts dropped', async () => {
    const doc = await parseDocument(bytes(page), 'html');
    expect(doc.title).toBe('Shipping – Acme');
    expect(doc.blocks.map((block) => block.text)).not.toContain('var x');
    expect(doc.blocks).toContainEqual({ kind: 'heading', text: 'Shipping & returns', level: 1, headingPath: [] });
    expect(doc.blocks).toContainEqual({ kind: 'list-item', text: '偏遠地區另計', headingPath: ['Shipping & returns', '運費'] });
    expect(doc.blocks).toContainEqual({
      kind: 'table-row',
      text: 'Asia | 4–6',
      tableHeader: 'Zone | Days',
      headingPath: ['Shipping & returns', '運費'],
    });
  });

  it('parseWebPage keeps the article and drops navigation and footer', () => {
    const doc = parseWebPage(page, 'https://acme.example.com/shipping');
    const texts = doc.blocks.map((block) => block.text).join('\n');
    expect(texts).toContain('Orders over €100 ship free.');
    expect(texts).not.toContain('All rights reserved');
    expect(texts).not.toContain('About');
    expect(doc.title).toMatch(/Shipping/);
  });

  it('parseWebPage reads text as a browser shows it, under the page headline', () => {
    const wrapped = `<!doctype html><html><head><title>Ferry guide</title></head><body><article>
      <h1>Ferry guide</h1>
      <p>Dogs on a lead are welcome on the upper deck
         at no extra charge; the crew calls it
         the “dog deck”.</p>
      <p>Cats and other small animals must travel in a closed carrier. Assistance dogs may go anywhere on the ship,
      including the cafés.<br>Ask the purser for water bowls.</p>
      <h2>Tickets</h2><p>A return ticket costs $12.50 and is valid for 30 days from the date of purchase.</p>
    </article></body></html>`;
    const doc = parseWebPage(wrapped, 'https://ferry.example/guide');
    const paragraphs = doc.blocks.filter((block) => block.kind === 'paragraph');
    expect(paragraphs[0]).toMatchObject({
      text: 'Dogs on a lead are welcome on the upper deck at no extra charge; the crew calls it the “dog deck”.',
      headingPath: ['Ferry guide'],
    });
    // <br> is still a line break.
    expect(paragraphs[1]?.text).toContain('including the cafés.\nAsk the purser');
    expect(paragraphs.at(-1)?.headingPath.at(-1)).toBe('Tickets');
  });
});
