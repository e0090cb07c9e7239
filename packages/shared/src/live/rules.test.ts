import { describe, expect, it } from 'vitest';
import { lineTemplates } from './line-templates.ts';
import {
  LINE_AUDIENCES,
  LINE_STYLES,
  needsResynthesis,
  normaliseLiveName,
  PRODUCT_CATEGORIES,
  roomReadyToGoLive,
  scenesWithoutLines,
} from './rules.ts';

describe('live rules', () => {
  it('has the §9 lists', () => {
    expect(new Set(PRODUCT_CATEGORIES).size).toBe(21);
    expect(LINE_STYLES).toEqual(['humorous', 'serious', 'comedic', 'warm']);
    expect(LINE_AUDIENCES).toHaveLength(7);
  });

  it('refuses empty and blank names, trims the rest', () => {
    expect(normaliseLiveName('')).toBeNull();
    expect(normaliseLiveName('   ')).toBeNull();
    expect(normaliseLiveName('x'.repeat(51))).toBeNull();
    expect(normaliseLiveName('  Morning show ')).toBe('Morning show');
  });

  it('finds the open scenes without lines', () => {
    const products = [
      {
        isOpen: true,
        scenes: [
          { id: 'a', name: 'A', lineCount: 2 },
          { id: 'b', name: 'B', lineCount: 0 },
        ],
      },
      { isOpen: false, scenes: [{ id: 'c', name: 'C', lineCount: 0 }] },
    ];
    expect(scenesWithoutLines(products).map((scene) => scene.id)).toEqual(['b']);
    expect(roomReadyToGoLive(products)).toBe(false);
    expect(roomReadyToGoLive([products[1]!])).toBe(false);
    expect(roomReadyToGoLive([{ isOpen: true, scenes: [{ id: 'a', name: 'A', lineCount: 1 }] }])).toBe(true);
  });

  it('re-synthesises only when text or voice changed', () => {
    expect(needsResynthesis({ text: 'Hi', voiceId: 'v' }, { text: ' Hi ', voiceId: 'v' })).toBe(false);
    expect(needsResynthesis({ text: 'Hi', voiceId: 'v' }, { text: 'Hello', voiceId: 'v' })).toBe(true);
    expect(needsResynthesis({ text: 'Hi', voiceId: 'v' }, { text: 'Hi', voiceId: 'w' })).toBe(true);
  });

  it('writes lines from templates naming the product, for the audience, cycling the description', () => {
    const lines = lineTemplates({
      productName: 'Green Tea',
      description: 'Picked in spring. Brews in two minutes.',
      style: 'serious',
      audience: 'elderly',
      language: 'en',
      count: 4,
    });
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toContain('Green Tea');
    expect(lines[0]).toContain('senior friends');
    expect(lines[0]).toContain('Picked in spring.');
    expect(lines[1]).toContain('Brews in two minutes.');
    expect(new Set(lines.slice(0, 3)).size).toBe(3);
    const chinese = lineTemplates({ productName: '绿茶', description: '', style: 'warm', audience: 'women', language: 'zh-CN', count: 1 });
    expect(chinese[0]).toContain('绿茶');
    expect(chinese[0]).toContain('女士们');
  });
});
