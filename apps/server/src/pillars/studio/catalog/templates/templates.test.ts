import { describe, expect, it } from 'vitest';
import { CATALOG_PATHS, RATIO_KEYS, TEMPLATE_SCENARIOS, screenSizeFor } from '@orator/shared';
import { avatarById } from '@orator/scene';
import { backgroundDesign } from '../stock/background-designs.ts';
import { replaceUrls, stockRefOf, stockRefsIn } from './stock-refs.ts';
import { storeTemplates } from './template-designs.ts';
import { templateRefusal } from './template-gating.ts';

describe('template store designs', () => {
  const templates = storeTemplates();

  it('covers every ratio and scenario with at least 30 templates, some gated', () => {
    expect(templates.length).toBeGreaterThanOrEqual(30);
    for (const ratio of RATIO_KEYS) expect(templates.some((t) => t.ratio === ratio)).toBe(true);
    for (const scenario of TEMPLATE_SCENARIOS) expect(templates.some((t) => t.scenario === scenario)).toBe(true);
    expect(templates.some((t) => t.vipOnly)).toBe(true);
    expect(templates.some((t) => t.personalOnly)).toBe(true);
    expect(templates.some((t) => t.content.language === 'zh')).toBe(true);
  });

  it('builds real page documents: background, avatar on the page, title, subtitles and a script of 15+ characters', () => {
    for (const t of templates) {
      const size = screenSizeFor(t.ratio);
      expect(backgroundDesign(t.backgroundId)).toBeDefined();
      for (const page of t.document.ppts) {
        const kinds = page.elements.map((e) => e.type);
        expect(kinds).toEqual(expect.arrayContaining(['image', 'digitalMan', 'title', 'dubbing', 'subtitle']));
        for (const e of page.elements) {
          if (e.type === 'dubbing') expect(e.text.length).toBeGreaterThanOrEqual(15);
          if (e.type === 'subtitle') expect(e.srt_show).toBe(true);
          if (e.type === 'digitalMan') {
            expect(avatarById(e.speaker_id)).toBeDefined();
            expect(e.position.left).toBeGreaterThanOrEqual(0);
            expect(e.position.left + e.position.width).toBeLessThanOrEqual(size.width);
          }
          if (e.type === 'title') expect(e.position.left + e.position.width).toBeLessThanOrEqual(size.width);
        }
      }
    }
  });

  it('gives free templates free avatars and VIP templates member avatars', () => {
    for (const t of templates) expect(avatarById(t.avatarId)?.planTags).toBe(t.vipOnly ? 'vip' : '');
  });
});

describe('stock references', () => {
  it('recognises catalog file links only', () => {
    expect(stockRefOf(CATALOG_PATHS.stockFile('backgrounds', 'bg-a'))).toEqual({ kind: 'backgrounds', id: 'bg-a' });
    expect(stockRefOf(`${CATALOG_PATHS.stockFile('music', 'mu-a')}?variant=thumb`)).toEqual({ kind: 'music', id: 'mu-a' });
    expect(stockRefOf('/manprocess/catalog/file/videos/x')).toBeNull();
    expect(stockRefOf('/oss/orator/image/a.png')).toBeNull();
  });

  it('replaces every stock url of a document and keeps the others', () => {
    const document = storeTemplates()[0]!.document;
    const refs = stockRefsIn(document);
    expect(refs).toHaveLength(1);
    const replaced = replaceUrls(document, new Map([[CATALOG_PATHS.stockFile(refs[0]!.kind, refs[0]!.id), '/oss/orator/image/x.jpg']]));
    expect(stockRefsIn(replaced)).toHaveLength(0);
    expect(replaced.ppts.length).toBe(document.ppts.length);
  });
});

describe('template gating (product-rules#catalog)', () => {
  const free = { vipOnly: false, personalOnly: false };
  it('lets anyone use a free template', () => {
    expect(templateRefusal(free, { member: false, tenantKind: 'enterprise' })).toBeNull();
  });
  it('refuses VIP-only templates to non-members and personal-only ones in enterprise workspaces', () => {
    expect(templateRefusal({ ...free, vipOnly: true }, { member: false, tenantKind: 'personal' })).toBe('templateVipOnly');
    expect(templateRefusal({ ...free, vipOnly: true }, { member: true, tenantKind: 'personal' })).toBeNull();
    expect(templateRefusal({ ...free, personalOnly: true }, { member: true, tenantKind: 'enterprise' })).toBe('templatePersonalOnly');
    expect(templateRefusal({ ...free, personalOnly: true }, { member: false, tenantKind: 'personal' })).toBeNull();
  });
});
