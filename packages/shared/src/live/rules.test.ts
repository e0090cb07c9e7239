import { describe, expect, it } from 'vitest';
import { lineTemplates } from './line-templates.ts';
import { LiveSceneUpdateBody } from './api.ts';
import {
  DEFAULT_LINE_AUDIENCE,
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
    expect(LINE_AUDIENCES).toHaveLength(8);
    expect(LINE_AUDIENCES[0]).toBe('everyone');
  });

  it('addresses everyone unless the seller picks an audience (no silent "ladies")', () => {
    const parsed = LiveSceneUpdateBody.parse({ id: 's', lineGroups: [{ name: 'g', linesList: [{ text: 'Hello' }] }] });
    expect(parsed.lineGroups?.[0]?.linesList[0]?.audience).toBe(DEFAULT_LINE_AUDIENCE);
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const lines = lineTemplates({ productName: 'X1', description: '', style: 'warm', audience: DEFAULT_LINE_AUDIENCE, language, count: 3 });
      for (const line of lines) expect(line).not.toMatch(/ladies|女士|gentlemen|男士/);
    }
    expect(lineTemplates({ productName: 'X1', description: '', style: 'serious', audience: 'everyone', language: 'en', count: 1 })[0]).toContain('everyone');
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
