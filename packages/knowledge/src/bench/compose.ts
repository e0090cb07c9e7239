import fs from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { marked } from 'marked';
import type { DocumentFormat } from '../document.ts';
import { fillerMarkdown, fillerProductRows, fillerWarehouseRows } from './filler.ts';

export const BENCH_DATA = new URL('../../bench-data/', import.meta.url);

export interface BenchSource {
  id: string;
  format: DocumentFormat;
  language: 'en' | 'zh';
}

/** The bench documents: hand-written cores in bench-data/documents, padded with seeded filler. */
export const BENCH_SOURCES: readonly BenchSource[] = [
  { id: 'acme-handbook', format: 'docx', language: 'en' },
  { id: 'city-library', format: 'pdf', language: 'en' },
  { id: 'solar-system', format: 'md', language: 'en' },
  { id: 'rail-pass', format: 'txt', language: 'en' },
  { id: 'employee-benefits', format: 'html', language: 'en' },
  { id: 'price-list', format: 'csv', language: 'en' },
  { id: 'refund-service-zh', format: 'md', language: 'zh' },
  { id: 'clinic-guide-zh', format: 'txt', language: 'zh' },
  { id: 'tea-history-zh', format: 'pdf', language: 'zh' },
  { id: 'taipei-metro-zh-tw', format: 'html', language: 'zh' },
  { id: 'stores-zh', format: 'xlsx', language: 'zh' },
];

/** Filler characters per prose document at scale 1: about 230 segments of 500 characters each. */
const FILLER_CHARACTERS = 110_000;
const FILLER_PRODUCTS = 600;
const FILLER_WAREHOUSES = 500;

const readSource = (name: string): string => fs.readFileSync(new URL(`documents/${name}`, BENCH_DATA), 'utf8');
const seedOf = (id: string): number => [...id].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/** A prose document's markdown: the core, then filler sections. */
export function benchMarkdown(source: BenchSource, scale: number): string {
  const core = readSource(`${source.id}.md`).trim();
  const characters = Math.round(FILLER_CHARACTERS * scale);
  return characters > 0 ? `${core}\n\n${fillerMarkdown(source.language, characters, seedOf(source.id))}\n` : `${core}\n`;
}

export function markdownToHtml(markdown: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Document';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>\n${marked.parse(markdown, { async: false })}</body></html>\n`;
}

/** Plain text as someone would save it from a word processor: no markup, headings as lines. */
function markdownToText(markdown: string): string {
  return markdown.replace(/^#{1,6}\s+/gm, '').replace(/\*\*(.+?)\*\*/g, '$1');
}

const csvField = (field: string): string => (/[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
const csvLine = (row: string[]): string => row.map(csvField).join(',');

/** The bytes of one bench document in its format (pdf and docx are the committed LibreOffice files). */
export async function benchDocumentBytes(source: BenchSource, scale: number): Promise<Uint8Array> {
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
  switch (source.format) {
    case 'md':
      return encode(benchMarkdown(source, scale));
    case 'txt':
      return encode(markdownToText(benchMarkdown(source, scale)));
    case 'html':
      return encode(markdownToHtml(benchMarkdown(source, scale)));
    case 'csv': {
      const rows = fillerProductRows(Math.round(FILLER_PRODUCTS * scale), seedOf(source.id));
      return encode(`${readSource(`${source.id}.csv`).trim()}\n${rows.map(csvLine).join('\n')}\n`);
    }
    case 'xlsx': {
      const workbook = new ExcelJS.Workbook();
      const stores = workbook.addWorksheet('门店');
      for (const row of parseCsv(readSource(`${source.id}.csv`)) as string[][]) stores.addRow(row);
      const warehouses = workbook.addWorksheet('仓库');
      warehouses.addRow(['仓库编号', '城市', '面积', '负责人', '备注']);
      for (const row of fillerWarehouseRows(Math.round(FILLER_WAREHOUSES * scale), seedOf(source.id))) warehouses.addRow(row);
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    }
    case 'pdf':
    case 'docx': {
      const file = new URL(`files/${source.id}.${source.format}`, BENCH_DATA);
      if (!fs.existsSync(file)) throw new Error(`missing ${file.pathname}: run npx tsx packages/knowledge/bench-data/build-office.ts`);
      return new Uint8Array(fs.readFileSync(file));
    }
    default:
      throw new Error(`no bench source renders ${source.format}`);
  }
}
