import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DocumentParseError, type ParsedDocument } from '../document.ts';
import { BlockCollector } from './blocks.ts';
import { decodeText } from './decode.ts';

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function cellText(value: unknown): string {
  if (isScalar(value)) return value === null ? '' : String(value);
  if (isRecord(value) && '#text' in value && Object.keys(value).length === 1) return cellText(value['#text']);
  return JSON.stringify(value);
}

/**
 * Walks parsed JSON (or XML turned into objects) into blocks: keys of nested objects become
 * headings, scalar fields "key: value" paragraphs, arrays of records a table whose header is the
 * union of their keys, arrays of scalars list items.
 */
function walk(value: unknown, key: string | null, depth: number, collector: BlockCollector): void {
  if (isScalar(value)) {
    const text = value === null ? '' : String(value);
    if (key === null || key === '#text') collector.paragraph(text);
    else collector.paragraph(`${key}: ${text}`);
    return;
  }
  if (Array.isArray(value)) {
    if (key !== null) collector.heading(key, depth);
    if (value.length > 0 && value.every(isRecord)) {
      const header = [...new Set(value.flatMap((record) => Object.keys(record)))];
      for (const record of value)
        collector.tableRow(
          header.map((column) => cellText(record[column])),
          header,
        );
    } else {
      for (const item of value) {
        if (isScalar(item)) collector.listItem(item === null ? '' : String(item));
        else walk(item, null, depth + 1, collector);
      }
    }
    return;
  }
  if (!isRecord(value)) return;
  const entries = Object.entries(value);
  if (key !== null && entries.some(([, child]) => !isScalar(child))) collector.heading(key, depth);
  for (const [childKey, child] of entries) {
    if (isScalar(child) && key !== null && !entries.some(([, other]) => !isScalar(other)) && childKey !== '#text') {
      collector.paragraph(`${key} · ${childKey}: ${child === null ? '' : String(child)}`);
    } else walk(child, childKey, Math.min(6, depth + (key === null ? 0 : 1)), collector);
  }
}

export function parseJson(bytes: Uint8Array): ParsedDocument {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(bytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof DocumentParseError) throw error;
    throw new DocumentParseError('corrupt', 'the JSON file cannot be read', { cause: error });
  }
  const collector = new BlockCollector();
  walk(value, null, 1, collector);
  return collector.finish();
}

/** Reads XML text into objects after validating it; attributes (as "@_name") only when asked for. */
export function readXml(text: string, options: { keepAttributes?: boolean } = {}): unknown {
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) throw new DocumentParseError('corrupt', `the XML is not well-formed: ${verdict.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: !options.keepAttributes,
    attributeNamePrefix: '@_',
    ignoreDeclaration: true,
    ignorePiTags: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
  });
  return parser.parse(text);
}

/** True when XML text is an Excel 2003 XML spreadsheet (SpreadsheetML). */
function isSpreadsheetMl(text: string): boolean {
  return /<(?:\w+:)?Workbook[\s>][\s\S]*urn:schemas-microsoft-com:office:spreadsheet/.test(text.slice(0, 4096));
}

export async function parseXml(bytes: Uint8Array): Promise<ParsedDocument> {
  const text = decodeText(bytes);
  if (isSpreadsheetMl(text)) return (await import('./spreadsheet.ts')).parseSpreadsheetMl(bytes);
  const value = readXml(text);
  const collector = new BlockCollector();
  walk(value, null, 1, collector);
  return collector.finish();
}
