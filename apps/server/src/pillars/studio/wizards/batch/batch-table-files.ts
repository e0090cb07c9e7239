import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { UiLanguage } from '@orator/shared';
import { excelCellText } from '@orator/knowledge';
import { BATCH_MAX_ROWS, isBlankRow, type BatchColumn, type BatchRow } from '@orator/shared/wizards';
import { badRequest } from '../../../../kernel/http/app-error.ts';

/**
 * The batch table as a file (product-rules#wizards-batch): the blank table of a template
 * (`model/model/batch/blank`, xlsx or CSV, headings in the caller's language) and reading an
 * uploaded table back. Headings are matched in any UI language or as the column keys, so a
 * table downloaded in Chinese imports in an English session.
 */

const HEADINGS: Record<UiLanguage, Record<string, string>> = {
  en: { dialogue: 'Dialogue', title: 'Title', avatar: 'Avatar', voice: 'Voice', background: 'Background', text: 'Text' },
  'zh-CN': { dialogue: '台词', title: '标题', avatar: '数字人', voice: '音色', background: '背景', text: '文本' },
  'zh-TW': { dialogue: '台詞', title: '標題', avatar: '數位人', voice: '音色', background: '背景', text: '文字' },
};

export function headingOf(column: BatchColumn, language: UiLanguage): string {
  const texts = HEADINGS[language];
  const n = /^text(\d+)$/.exec(column)?.[1];
  return n ? `${texts.text}${language === 'en' ? ' ' : ''}${n}` : (texts[column] ?? column);
}

/** The column a heading names (any language, or the key itself), or null. */
export function columnOfHeading(heading: string): BatchColumn | null {
  const text = heading.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  if (/^(dialogue|title|avatar|voice|background)$/.test(text)) return text as BatchColumn;
  if (/^text ?\d{1,2}$/.test(text)) return `text${Number(text.replace(/\D/g, ''))}`;
  for (const texts of Object.values(HEADINGS)) {
    for (const [key, label] of Object.entries(texts)) {
      const lower = label.toLowerCase();
      if (key !== 'text' && text === lower) return key as BatchColumn;
      if (key === 'text' && text.startsWith(lower)) {
        const n = text.slice(lower.length).trim();
        if (/^\d{1,2}$/.test(n)) return `text${Number(n)}`;
      }
    }
  }
  return null;
}

const WIDTHS: Partial<Record<string, number>> = { dialogue: 60, title: 28, avatar: 24, voice: 24, background: 30 };

export async function blankWorkbook(columns: readonly BatchColumn[], language: UiLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Batch');
  sheet.columns = columns.map((key) => ({ header: headingOf(key, language), key, width: WIDTHS[key] ?? 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.getColumn('dialogue').alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read Chinese headings right. */
export function blankCsv(columns: readonly BatchColumn[], language: UiLanguage): Buffer {
  return Buffer.from(`\ufeff${columns.map((c) => csvField(headingOf(c, language))).join(',')}\r\n`, 'utf8');
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw badRequest('fileFormatNotSupported');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

async function xlsxRecords(file: string): Promise<string[][]> {
  const records: string[][] = [];
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > BATCH_MAX_ROWS + 50) return;
      const cells: string[] = [];
      for (let c = 1; c <= Math.max(sheet.columnCount, row.cellCount); c++) cells.push(excelCellText(row.getCell(c)));
      while (records.length < number - 1) records.push([]);
      records.push(cells);
    });
  } catch {
    throw badRequest('fileFormatNotSupported');
  }
  return records;
}

function csvRecords(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('fileFormatNotSupported');
  }
  if (text.includes('\u0000')) throw badRequest('fileFormatNotSupported');
  return parseCsv(text.replace(/^\ufeff/, ''));
}

/**
 * The rows of an uploaded table (xlsx by its zip signature, else UTF-8 CSV). The first record
 * is the headings; unknown headings are ignored, but at least one must name a column.
 * Blank rows are dropped; more rows than any plan can make answers `batchTooManyRows`.
 */
export async function readTableFile(file: string): Promise<{ columns: BatchColumn[]; rows: BatchRow[] }> {
  const bytes = await fs.promises.readFile(file);
  const records = ZIP_MAGIC.every((b, i) => bytes[i] === b) ? await xlsxRecords(file) : csvRecords(bytes);
  const [head, ...body] = records;
  const columns = (head ?? []).map(columnOfHeading);
  if (!columns.some((c) => c !== null)) throw badRequest('fileFormatNotSupported');
  const rows: BatchRow[] = [];
  for (const record of body) {
    const row: BatchRow = {};
    columns.forEach((column, i) => {
      const value = (record[i] ?? '').trim();
      if (column && value) row[column] = value;
    });
    if (!isBlankRow(row)) rows.push(row);
  }
  if (rows.length === 0) throw badRequest('batchImportEmpty');
  if (rows.length > BATCH_MAX_ROWS) throw badRequest('batchTooManyRows');
  return { columns: columns.filter((c): c is BatchColumn => c !== null), rows };
}
