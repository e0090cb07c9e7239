import ExcelJS from 'exceljs';
import { DocumentParseError, type ParsedDocument } from '../document.ts';
import { BlockCollector } from './blocks.ts';
import { checkOfficeZip } from './container.ts';
import { decodeText } from './decode.ts';
import { readXml } from './structured.ts';

/** Rows read at most over all sheets. */
export const MAX_SHEET_ROWS = 200_000;

/** One sheet as a table: its name a heading, the first non-empty row the header carried by every other row. */
function collectSheet(name: string, rows: string[][], collector: BlockCollector): void {
  const filled = rows.filter((row) => row.some((cell) => cell.trim()));
  if (filled.length === 0) return;
  collector.heading(name, 1);
  const [header = [], ...body] = filled;
  if (body.length === 0) collector.tableRow(header, []);
  for (const row of body) collector.tableRow(row, header);
}

/**
 * A cell as the user reads it: dates as `YYYY-MM-DD[ HH:MM]`, formulas as their result, rich text and
 * hyperlinks as their text. Shared by every xlsx reader (documents, Q&A import, batch tables).
 */
export function excelCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date)
    return value
      .toISOString()
      .slice(0, value.getUTCHours() || value.getUTCMinutes() ? 16 : 10)
      .replace('T', ' ');
  if (value && typeof value === 'object' && 'result' in value) {
    const result = value.result;
    return result instanceof Date ? result.toISOString().slice(0, 10) : result === undefined || result === null ? '' : String(result);
  }
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

/** XLSX through exceljs. */
export async function parseXlsx(bytes: Uint8Array): Promise<ParsedDocument> {
  checkOfficeZip(bytes, 'XLSX');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never, {
    ignoreNodes: ['dataValidations', 'conditionalFormatting', 'extLst'],
  });
  const collector = new BlockCollector();
  let budget = MAX_SHEET_ROWS;
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (budget-- <= 0) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = excelCellText(cell)));
      rows.push(Array.from(cells, (cell) => cell ?? ''));
    });
    collectSheet(sheet.name, rows, collector);
  }
  return collector.finish(workbook.title || null);
}

type XmlNode = Record<string, unknown>;
const asArray = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) as XmlNode[];

function dataText(cell: XmlNode): string {
  const data = cell['Data'];
  if (data === undefined || data === null) return '';
  if (typeof data !== 'object') return String(data);
  const node = data as XmlNode;
  // Rich text in <Data> holds <Font>/<B> runs: gather every text inside.
  const gather = (value: unknown): string =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .filter(([key]) => !key.startsWith('@_'))
          .map(([, child]) => gather(child))
          .join('')
      : String(value ?? '');
  return gather(node);
}

/**
 * 'xlm': the Excel 2003 XML spreadsheet (SpreadsheetML), which exceljs does not read. Parsed with
 * fast-xml-parser: Workbook > Worksheet (ss:Name) > Table > Row > Cell (ss:Index skips columns) > Data.
 */
export function parseSpreadsheetMl(bytes: Uint8Array): ParsedDocument {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    throw new DocumentParseError('unsupported', 'the file is an XLSX workbook, not an XML spreadsheet');
  const text = decodeText(bytes);
  const root = readXml(text, { keepAttributes: true }) as XmlNode;
  const workbook = root['Workbook'] as XmlNode | undefined;
  if (!workbook || typeof workbook !== 'object') throw new DocumentParseError('corrupt', 'the XML is not an Excel XML spreadsheet');
  const collector = new BlockCollector();
  let budget = MAX_SHEET_ROWS;
  asArray(workbook['Worksheet']).forEach((sheet, index) => {
    const rows: string[][] = [];
    for (const table of asArray(sheet['Table'])) {
      for (const row of asArray(table['Row'])) {
        if (budget-- <= 0) break;
        const cells: string[] = [];
        for (const cell of asArray(row['Cell'])) {
          const at = Number(cell['@_Index']);
          if (Number.isInteger(at) && at > cells.length && at <= 16384) cells.length = at - 1;
          cells.push(dataText(cell));
        }
        rows.push(Array.from(cells, (cell) => cell ?? ''));
      }
    }
    collectSheet(String(sheet['@_Name'] ?? `Sheet${index + 1}`), rows, collector);
  });
  return collector.finish();
}
