/** One block of an item's body as the page shows it. */
export type ContentBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * The body's plain-text convention (ContentBody in @orator/shared): blank lines part paragraphs,
 * a line starting "## " is a heading, lines starting "- " are list items. Nothing else is markup,
 * so operators' text is shown as text and never as HTML.
 */
export function contentBlocks(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      endParagraph();
    } else if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      endParagraph();
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ type: 'list', items: [line.slice(2).trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
