import { parse as parseCsv } from 'csv-parse/sync';
import { marked, type Token, type Tokens } from 'marked';
import { DocumentParseError, type ParsedDocument } from '../document.ts';
import { BlockCollector, paragraphsOf } from './blocks.ts';
import { decodeText } from './decode.ts';

export function parsePlainText(bytes: Uint8Array): ParsedDocument {
  const collector = new BlockCollector();
  for (const paragraph of paragraphsOf(decodeText(bytes))) collector.paragraph(paragraph);
  return collector.finish();
}

/** Plain text of inline markdown tokens (emphasis, links and code spans lose their markup). */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if (token.type === 'br') return '\n';
      if (token.type === 'image') return (token as Tokens.Image).text;
      if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) return inlineText(token.tokens, '');
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '';
    })
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function collectMarkdown(tokens: Token[], collector: BlockCollector): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        // "Install {#install}": the anchor is for the site generator, not part of the title.
        collector.heading(inlineText(token.tokens, token.text).replace(/\s*\{#[^}\s]*\}\s*$/u, ''), token.depth);
        break;
      case 'paragraph':
      case 'text':
        collector.paragraph(inlineText(token.tokens, token.text));
        break;
      case 'code':
        // Kept fenced: the answer shows code as code and the voice skips it (spokenText).
        collector.paragraph(`\`\`\`\n${token.text}\n\`\`\``);
        break;
      case 'blockquote':
        collectMarkdown(token.tokens ?? [], collector);
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) {
          const nested = item.tokens.filter((child) => child.type === 'list');
          const own = item.tokens.filter((child) => child.type !== 'list');
          collector.listItem(
            own
              .map((child) => inlineText('tokens' in child ? child.tokens : undefined, 'text' in child ? String(child.text) : ''))
              .join('\n'),
          );
          collectMarkdown(nested, collector);
        }
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const header = table.header.map((cell) => inlineText(cell.tokens, cell.text));
        for (const row of table.rows)
          collector.tableRow(
            row.map((cell) => inlineText(cell.tokens, cell.text)),
            header,
          );
        break;
      }
      default:
        break;
    }
  }
}

export function parseMarkdown(bytes: Uint8Array): ParsedDocument {
  const collector = new BlockCollector();
  // YAML front matter (--- ... --- at the very top) is metadata for a site generator, not content.
  const source = decodeText(bytes).replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)\r?\n/u, '');
  collectMarkdown(marked.lexer(source, { gfm: true }), collector);
  return collector.finish();
}

/** CSV or TSV: the first row is the header, every other row a table row carrying it. */
export function parseDelimited(bytes: Uint8Array, delimiter: ',' | '\t'): ParsedDocument {
  let rows: string[][];
  try {
    rows = parseCsv(decodeText(bytes), {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      quote: delimiter === '\t' ? false : '"',
    }) as string[][];
  } catch (error) {
    if (error instanceof DocumentParseError) throw error;
    throw new DocumentParseError('corrupt', `the ${delimiter === ',' ? 'CSV' : 'TSV'} file cannot be read`, { cause: error });
  }
  const collector = new BlockCollector();
  const [header = [], ...body] = rows;
  if (body.length === 0) collector.tableRow(header, []);
  for (const row of body) collector.tableRow(row, header);
  return collector.finish();
}
