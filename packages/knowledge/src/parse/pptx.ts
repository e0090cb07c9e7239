import { XMLParser } from 'fast-xml-parser';
import { DocumentParseError, type ParsedDocument } from '../document.ts';
import { BlockCollector } from './blocks.ts';
import { checkOfficeZip, readZipEntries } from './container.ts';

type XmlNode = Record<string, unknown>;
const REPEATED = new Set(['sp', 'grpSp', 'graphicFrame', 'p', 'r', 'fld', 'tr', 'tc', 'Relationship', 'sldId']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => REPEATED.has(name),
});
const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];
const child = (node: XmlNode | undefined, ...path: string[]): XmlNode | undefined =>
  path.reduce<XmlNode | undefined>((current, key) => (current?.[key] as XmlNode | undefined) ?? undefined, node);

function parseXmlPart(text: string, name: string): XmlNode {
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    throw new DocumentParseError('corrupt', `the PPTX part ${name} is damaged`, { cause: error });
  }
}

/** Text of a:p paragraphs: runs and fields joined, one string per paragraph. */
function paragraphsOf(txBody: XmlNode | undefined): string[] {
  const textOf = (run: XmlNode): string => {
    const t = run['t'];
    return typeof t === 'string' ? t : typeof t === 'object' && t !== null ? String((t as XmlNode)['#text'] ?? '') : '';
  };
  return list(txBody?.['p']).map((paragraph) => [...list(paragraph['r']), ...list(paragraph['fld'])].map(textOf).join(''));
}

interface Shape {
  placeholder: string | null;
  paragraphs: string[];
  table: string[][] | null;
}

/** Text shapes and tables of a shape tree, groups flattened, in document order per kind. */
function shapesOf(tree: XmlNode | undefined): Shape[] {
  if (!tree) return [];
  const shapes: Shape[] = [];
  for (const sp of list(tree['sp'])) {
    const placeholder = child(sp, 'nvSpPr', 'nvPr', 'ph');
    const type = placeholder ? String(placeholder['@_type'] ?? 'body') : null;
    shapes.push({ placeholder: type, paragraphs: paragraphsOf(child(sp, 'txBody')), table: null });
  }
  for (const frame of list(tree['graphicFrame'])) {
    const table = child(frame, 'graphic', 'graphicData', 'tbl');
    if (table)
      shapes.push({
        placeholder: null,
        paragraphs: [],
        table: list(table['tr']).map((row) => list(row['tc']).map((cell) => paragraphsOf(child(cell, 'txBody')).join(' '))),
      });
  }
  for (const group of list(tree['grpSp'])) shapes.push(...shapesOf(group));
  return shapes;
}

const isTitle = (shape: Shape): boolean => shape.placeholder === 'title' || shape.placeholder === 'ctrTitle';

/**
 * Slide part paths in presentation order (p:sldIdLst through presentation.xml.rels). Lenient by
 * default (a dangling relationship is skipped, slides found by name as a last resort); `strict`
 * throws 'corrupt' for a slide id whose relationship or part is missing.
 */
function slideOrder(parts: Map<string, string>, strict = false): string[] {
  const rels = new Map(
    list(
      child(parseXmlPart(parts.get('ppt/_rels/presentation.xml.rels') ?? '', 'presentation.xml.rels'), 'Relationships')?.['Relationship'],
    ).map((rel) => [String(rel['@_Id']), String(rel['@_Target']).replace(/^\/?(ppt\/)?/, 'ppt/')]),
  );
  // removeNSPrefix folds r:id and id into one attribute; the relationship id is the one rels knows.
  const raw = parts.get('ppt/presentation.xml') ?? '';
  const ids = [...raw.matchAll(/<p:sldId\b[^>]*?\br:id="([^"]+)"/g)].map((match) => match[1] as string);
  const targets = ids.map((id) => rels.get(id));
  if (strict && targets.some((path) => path === undefined || !parts.has(path)))
    throw new DocumentParseError('corrupt', 'the PPTX file has a broken slide relationship');
  const ordered = targets.filter((path): path is string => path !== undefined && parts.has(path));
  if (ordered.length > 0 || strict) return ordered;
  const number = (path: string): number => Number(/(\d+)\.xml$/.exec(path)?.[1] ?? 0);
  return [...parts.keys()].filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path)).sort((a, b) => number(a) - number(b));
}

function notesPathOf(slidePath: string, parts: Map<string, string>, strict = false): string | null {
  const relsPath = slidePath.replace(/slides\/(slide\d+\.xml)$/, 'slides/_rels/$1.rels');
  const rels = list(child(parseXmlPart(parts.get(relsPath) ?? '<Relationships/>', relsPath), 'Relationships')?.['Relationship']);
  const target = rels.find((rel) => String(rel['@_Type']).endsWith('/notesSlide'))?.['@_Target'];
  if (typeof target !== 'string') return null;
  const path = `ppt/${target.replace(/^\.\.\//, '').replace(/^\/?ppt\//, '')}`;
  if (strict && !parts.has(path)) throw new DocumentParseError('corrupt', `the PPTX slide ${slidePath} points at missing notes`);
  return path;
}

const PPTX_PARTS = /^ppt\/(presentation\.xml|_rels\/presentation\.xml\.rels|slides\/.*|notesSlides\/[^/]+\.xml)$/;

interface SlideParts {
  shapes: Shape[];
  notes: string[];
  /** show="0": left out of the slide show (and of LibreOffice's PDF). */
  hidden: boolean;
}

function slidePartsOf(parts: Map<string, string>, strict: boolean): SlideParts[] {
  return slideOrder(parts, strict).map((path) => {
    const sld = child(parseXmlPart(parts.get(path) ?? '', path), 'sld');
    const hidden = ['0', 'false'].includes(String(sld?.['@_show'] ?? '1'));
    const shapes = shapesOf(child(sld, 'cSld', 'spTree')).filter((shape) => shape.table || shape.paragraphs.some((p) => p.trim()));
    const notesPath = notesPathOf(path, parts, strict);
    const notesXml = notesPath ? parts.get(notesPath) : undefined;
    const notes =
      notesPath && notesXml
        ? shapesOf(child(parseXmlPart(notesXml, notesPath), 'notes', 'cSld', 'spTree'))
            .filter((s) => s.placeholder === 'body' || s.placeholder === null)
            .flatMap((s) => s.paragraphs)
        : [];
    return { shapes, notes, hidden };
  });
}

function titleShapeOf(shapes: Shape[]): Shape | undefined {
  return (
    shapes.find(isTitle) ??
    shapes.find(
      (shape) => !shape.table && shape.paragraphs.filter((p) => p.trim()).length === 1 && shape.paragraphs.join('').trim().length <= 100,
    )
  );
}

/** One slide as the PPT wizard reads it: its title, its other text, its speaker notes. */
export interface PptxSlide {
  /** Empty when the slide has no title (the wizard does not invent one). */
  title: string;
  /** Non-title text: one entry per paragraph, table rows as cells joined by " | ". */
  paragraphs: string[];
  notes: string;
  hidden: boolean;
}

/**
 * The slides of a PPTX in presentation order, strictly: a password-protected file is
 * 'encrypted', a file that is not an Office zip or has a broken slide or notes relationship is
 * 'corrupt', and a deck without slides is 'empty' (DocumentParseError).
 */
export function readPptxSlides(bytes: Uint8Array): PptxSlide[] {
  checkOfficeZip(bytes, 'PPTX');
  const parts = readZipEntries(bytes, (name) => PPTX_PARTS.test(name));
  if (!parts.has('ppt/presentation.xml')) throw new DocumentParseError('corrupt', 'the file is not a PPTX presentation');
  const slides = slidePartsOf(parts, true);
  if (slides.length === 0) throw new DocumentParseError('empty', 'the PPTX file has no slides');
  return slides.map(({ shapes, notes, hidden }) => {
    const title = titleShapeOf(shapes);
    const paragraphs: string[] = [];
    for (const shape of shapes) {
      if (shape === title) continue;
      if (shape.table) for (const row of shape.table) paragraphs.push(row.filter((cell) => cell.trim()).join(' | '));
      else paragraphs.push(...shape.paragraphs.filter((p) => p.trim()));
    }
    return {
      title: title ? title.paragraphs.join(' ').trim() : '',
      paragraphs: paragraphs.filter((p) => p.trim()),
      notes: notes
        .map((n) => n.trim())
        .filter(Boolean)
        .join('\n'),
      hidden,
    };
  });
}

/**
 * PPTX: a zip (fflate) of slide XML (fast-xml-parser). Each slide's title placeholder is a heading
 * (the first short one-line text shape when the slide has no title placeholder, else "Slide n");
 * other text shapes become paragraphs, tables become rows under their first row, and the speaker
 * notes follow the slide.
 */
export function parsePptx(bytes: Uint8Array): ParsedDocument {
  checkOfficeZip(bytes, 'PPTX');
  const parts = readZipEntries(bytes, (name) => PPTX_PARTS.test(name));
  const slides = slidePartsOf(parts, false);
  if (slides.length === 0)
    throw new DocumentParseError(parts.has('ppt/presentation.xml') ? 'empty' : 'corrupt', 'the PPTX file has no slides');
  const collector = new BlockCollector();
  let deckTitle: string | null = null;
  slides.forEach(({ shapes, notes }, index) => {
    collector.page = index + 1;
    const title = titleShapeOf(shapes);
    const titleText = title ? title.paragraphs.join(' ').trim() : `Slide ${index + 1}`;
    if (title && shapes.find(isTitle)?.placeholder === 'ctrTitle') deckTitle ??= titleText;
    collector.heading(titleText, 1);
    for (const shape of shapes) {
      if (shape === title) continue;
      if (shape.table) {
        const [header = [], ...rows] = shape.table;
        for (const row of rows) collector.tableRow(row, header);
        if (rows.length === 0) collector.tableRow(header, []);
      } else for (const paragraph of shape.paragraphs) collector.paragraph(paragraph);
    }
    for (const paragraph of notes) collector.paragraph(paragraph);
  });
  collector.page = undefined;
  return collector.finish(deckTitle);
}
