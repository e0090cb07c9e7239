import {
  bgmElementSchema,
  currentDocument,
  currentPages,
  loadEditor,
  pageSchema,
  undoEdit,
  type TemplateApplication,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { applyTemplate } from './templateApply.ts';

const page = (uuid: string, duration = 3000) => pageSchema.parse({ uuid, duration, elements: [] });
const bgm = (name: string) => bgmElementSchema.parse({ uuid: `bgm-${name}`, type: 'bgm', url: `/oss/x/audio/${name}.mp3`, name });

function template(change: Partial<TemplateApplication['document']> = {}, ratio: TemplateApplication['ratio'] = 0): TemplateApplication {
  return {
    templateId: 'tpl-1',
    templateName: 'Quarterly report',
    ratio,
    document: {
      ppts: [page('t1'), page('t2'), page('t3')],
      tracks: [],
      extra: { sourceList: [] },
      bgmGlobal: null,
      driveMode: 'text',
      ...change,
    },
  };
}

describe('applyTemplate', () => {
  it('replaces every page as one undo step, and undo brings the old pages back', () => {
    const session = loadEditor([page('mine-1'), page('mine-2')]);
    const result = applyTemplate(session, 0, null, template());
    if (!result.ok || !result.outcome.ok) throw new Error('expected the template to apply');
    expect(currentPages(result.outcome.session).map((p) => p.uuid)).toEqual(['t1', 't2', 't3']);
    expect(currentPages(result.outcome.session).map((p) => p.start)).toEqual([0, 3000, 6000]);
    const undone = undoEdit(result.outcome.session);
    if (!undone.ok) throw new Error('expected undo to work');
    expect(currentPages(undone.session).map((p) => p.uuid)).toEqual(['mine-1', 'mine-2']);
  });

  it("takes the template's drive mode, restored by undo too", () => {
    const session = loadEditor([page('mine-1')], 'audio');
    const result = applyTemplate(session, 0, null, template({ driveMode: 'text' }));
    if (!result.ok || !result.outcome.ok) throw new Error('expected the template to apply');
    expect(currentDocument(result.outcome.session).driveMode).toBe('text');
    const undone = undoEdit(result.outcome.session);
    expect(undone.ok && currentDocument(undone.session).driveMode).toBe('audio');
  });

  it("uses the template's music when it has some and keeps the project's otherwise", () => {
    const session = loadEditor([page('mine-1')]);
    const withMusic = applyTemplate(session, 0, bgm('mine'), template({ bgmGlobal: bgm('theirs') }));
    expect(withMusic.ok && withMusic.bgmGlobal?.name).toBe('theirs');
    const without = applyTemplate(session, 0, bgm('mine'), template());
    expect(without.ok && without.bgmGlobal?.name).toBe('mine');
  });

  it('refuses a template of another screen ratio or without pages', () => {
    const session = loadEditor([page('mine-1')]);
    expect(applyTemplate(session, 0, null, template({}, 1))).toEqual({ ok: false, reason: 'ratioMismatch' });
    expect(applyTemplate(session, 0, null, template({ ppts: [] }))).toEqual({ ok: false, reason: 'noPages' });
  });
});
