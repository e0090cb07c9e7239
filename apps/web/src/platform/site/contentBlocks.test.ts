import { describe, expect, it } from 'vitest';
import { contentBlocks } from './contentBlocks.ts';

describe('contentBlocks', () => {
  it('reads headings, lists and paragraphs, and keeps markup-looking text as text', () => {
    const body = 'First line\nsame paragraph\n\n## Steps\n- one\n- two\nAfter the list\n\n<b>not bold</b>';
    expect(contentBlocks(body)).toEqual([
      { type: 'paragraph', text: 'First line same paragraph' },
      { type: 'heading', text: 'Steps' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', text: 'After the list' },
      { type: 'paragraph', text: '<b>not bold</b>' },
    ]);
  });

  it('gives nothing for an empty body', () => {
    expect(contentBlocks('  \n\n')).toEqual([]);
  });
});
