import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { QA_IMPORT_COLUMNS, type QaItem, type UiLanguage } from '@orator/shared';
import { excelCellText } from '@orator/knowledge';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { COLUMN_HEADINGS, languageLabel, STATUS_LABELS } from './import-rules.ts';

/** Workbooks of the question bank: the import template, the export, and reading an upload (exceljs). */
/** Data rows one import may bring; rows past it are reported, not read. */
export const QA_IMPORT_MAX_ROWS = 5000;

const EXAMPLES: Record<UiLanguage, string[]> = {
  en: [
    'Opening hours',
    'When are you open?',
    'What time do you open?\nAre you open on Sundays?',
    'We are open 9:00–18:00, Monday to Saturday.',
    'en',
  ],
  'zh-CN': ['营业时间', '你们几点营业？', '几点开门？\n周日营业吗？', '周一至周六 9:00–18:00 营业。', 'zhchs'],
  'zh-TW': ['營業時間', '你們幾點營業？', '幾點開門？\n週日營業嗎？', '週一至週六 9:00–18:00 營業。', 'zhcht-TW'],
};

function sheetWithHeadings(workbook: ExcelJS.Workbook, language: UiLanguage): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet('Q&A');
  sheet.columns = COLUMN_HEADINGS[language].map((header, i) => ({ header, key: QA_IMPORT_COLUMNS[i], width: [16, 36, 40, 60, 14, 10][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}

function wrapLongColumns(sheet: ExcelJS.Worksheet): void {
  for (const key of ['similarQuestions', 'answer']) sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
}

export async function templateWorkbook(language: UiLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = sheetWithHeadings(workbook, language);
  const [category, question, similar, answer, code] = EXAMPLES[language];
  sheet.addRow([category, question, similar, answer, languageLabel(code ?? 'en', language), STATUS_LABELS[language].active]);
  wrapLongColumns(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every item in the import columns, so an export can be imported again. */
export async function exportWorkbook(items: readonly QaItem[], language: UiLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = sheetWithHeadings(workbook, language);
  for (const item of items) {
    sheet.addRow([
      item.categoryName,
      item.standardQuestion,
      item.similarQuestions.join('\n'),
      item.answer.text,
      languageLabel(item.language, language),
      STATUS_LABELS[language][item.status],
    ]);
  }
  wrapLongColumns(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRow {
  /** 1-based row number in the sheet. */
  row: number;
  cells: string[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * The data rows (after the heading) of the first worksheet, read as a stream so a large file never
 * sits in memory whole. Not an xlsx workbook -> `fileFormatNotSupported`. `overflow` is the first
 * row number past QA_IMPORT_MAX_ROWS, when the sheet has more.
 */
export async function readImportRows(file: string): Promise<{ rows: SheetRow[]; overflow: number | null }> {
  const head = Buffer.alloc(4);
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (!ZIP_MAGIC.every((byte, i) => head[i] === byte)) throw badRequest('fileFormatNotSupported');
  const rows: SheetRow[] = [];
  let overflow: number | null = null;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (row.number === 1) continue;
        if (rows.length >= QA_IMPORT_MAX_ROWS) {
          overflow ??= row.number;
          continue;
        }
        const cells = QA_IMPORT_COLUMNS.map((_, i) => excelCellText(row.getCell(i + 1)));
        rows.push({ row: row.number, cells });
      }
      break; // the first worksheet only
    }
  } catch {
    throw badRequest('fileFormatNotSupported');
  }
  return { rows, overflow };
}
