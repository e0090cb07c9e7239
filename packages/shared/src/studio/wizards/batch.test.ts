import { describe, expect, it } from 'vitest';
import { ProjectDocument } from '../api/video.ts';
import {
  assignBatch,
  avatarRoundRobin,
  batchColumnsFor,
  batchStateOf,
  checkBatchSettings,
  checkBatchTable,
  dialogueLanguage,
  fillTemplatePage,
  firstBatchError,
  templateFieldsOf,
  type BatchRow,
  type BatchSettings,
} from './batch.ts';
import { BATCH_TABLE_CASES, BATCH_LONG_DIALOGUE as LONG } from './batch-cases.ts';

const BOX = { left: 0, top: 0, width: 100, height: 50 };

function template(id: string, extraTexts = 1): ProjectDocument {
  const elements: Record<string, unknown>[] = [
    { uuid: `${id}-bg`, type: 'image', isBg: 1, url: '/oss/bucket/bg.png', position: BOX, zIndex: 0 },
    {
      uuid: `${id}-man`,
      type: 'digitalMan',
      url: 'avatar-a',
      speaker_id: 'avatar-a',
      speaker_type: 'man',
      manType: 'TWO',
      position: BOX,
      zIndex: 3,
    },
    { uuid: `${id}-title`, type: 'title', text: 'Template title', style: {}, position: BOX, zIndex: 4 },
    { uuid: `${id}-dub`, type: 'dubbing', text: 'The template script of this page.', voiceId: 'voice-t', speed: 1 },
  ];
  for (let i = 1; i <= extraTexts; i++)
    elements.push({ uuid: `${id}-line${i}`, type: 'text', text: `Line ${i}`, style: {}, position: BOX, zIndex: 5 });
  const page2 = { uuid: `${id}-p2`, elements: [{ uuid: `${id}-dub2`, type: 'dubbing', text: 'Second page script text.' }] };
  return ProjectDocument.parse({ ppts: [{ uuid: `${id}-p1`, elements, isCover: true }, page2] });
}

describe('batch materials table', () => {
  for (const c of BATCH_TABLE_CASES) {
    it(`${c.name}: ${c.error ?? 'accepted'}`, () => {
      const check = checkBatchTable(c.rows);
      expect(firstBatchError(check)).toBe(c.error);
      expect(check.ok).toBe(c.error === null);
    });
  }

  it('reports every bad cell with its row index as typed (blank rows keep their place)', () => {
    const check = checkBatchTable([{ dialogue: LONG }, {}, { dialogue: 'short', voice: 'nope', avatar: 'ghost', title: 'x'.repeat(201) }], {
      knownVoice: (id) => id === 'voice-ok',
      knownAvatar: (id) => id === 'avatar-a',
    });
    expect(check.rows).toEqual([
      {
        index: 2,
        cells: { dialogue: 'dubbingTextTooShort', voice: 'noRelatedSounds', avatar: 'avatarDataError', title: 'batchCellTooLong' },
      },
    ]);
  });

  it('counts Chinese characters as the user sees them', () => {
    expect(checkBatchTable([{ dialogue: '欢迎来到我们的新品发布会现场' }]).rows[0]?.cells.dialogue).toBe('dubbingTextTooShort'); // 14
  });

  it('refuses a table longer than the largest plan could make', () => {
    const rows = Array.from({ length: 101 }, () => ({ dialogue: LONG }));
    expect(checkBatchTable(rows).table).toBe('batchTooManyRows');
  });
});

describe('template fields and columns', () => {
  it('names the first title `title` and the other texts text1…', () => {
    expect(templateFieldsOf(template('a', 2)).map((f) => [f.key, f.example])).toEqual([
      ['title', 'Template title'],
      ['text1', 'Line 1'],
      ['text2', 'Line 2'],
    ]);
  });

  it('has the fixed columns plus as many texts as the richest template', () => {
    expect(batchColumnsFor([template('a', 1), template('b', 3)])).toEqual([
      'dialogue',
      'title',
      'avatar',
      'voice',
      'background',
      'text1',
      'text2',
      'text3',
    ]);
    expect(batchColumnsFor([])).toEqual(['dialogue', 'title', 'avatar', 'voice', 'background']);
  });

  it('fills the template page with the row; empty cells keep the template values; one page results', () => {
    const doc = fillTemplatePage(
      template('a'),
      { dialogue: LONG, title: 'Row title', voice: 'voice-r', avatar: '' },
      { background: '/oss/b/new.png' },
    );
    expect(doc.ppts).toHaveLength(1);
    const els = doc.ppts[0]!.elements;
    expect(els.find((e) => e.type === 'dubbing')).toMatchObject({ text: LONG, voiceId: 'voice-r' });
    expect(els.find((e) => e.type === 'title')).toMatchObject({ text: 'Row title' });
    expect(els.find((e) => e.type === 'text')).toMatchObject({ text: 'Line 1' });
    expect(els.find((e) => e.type === 'digitalMan')).toMatchObject({ speaker_id: 'avatar-a' });
    expect(els.find((e) => e.type === 'image')).toMatchObject({ url: '/oss/b/new.png' });
    const withAvatar = fillTemplatePage(template('a'), { dialogue: LONG, avatar: 'avatar-b', text1: 'New line' });
    expect(withAvatar.ppts[0]!.elements.find((e) => e.type === 'digitalMan')).toMatchObject({ speaker_id: 'avatar-b', url: 'avatar-b' });
    expect(withAvatar.ppts[0]!.elements.find((e) => e.type === 'text')).toMatchObject({ text: 'New line' });
  });
});

describe('dialogue language (voice for rows without one)', () => {
  it('tells Chinese from Latin script, and keeps the template voice otherwise', () => {
    expect(dialogueLanguage('欢迎来到我们的新品发布会，今天见。')).toBe('zhchs');
    expect(dialogueLanguage('歡迎 Orator 新品 發布會')).toBe('zhchs');
    expect(dialogueLanguage('Welcome to the launch, 欢迎')).toBe('en');
    expect(dialogueLanguage('12345 !!!')).toBeNull();
  });

  it('uses the given voice only when the row names none', () => {
    const page = (row: BatchRow) =>
      fillTemplatePage(template('a'), row, { voice: 'espeak:zhchs:female' }).ppts[0]!.elements.find((e) => e.type === 'dubbing');
    expect(page({ dialogue: LONG })).toMatchObject({ voiceId: 'espeak:zhchs:female' });
    expect(page({ dialogue: LONG, voice: 'festival:en:slt' })).toMatchObject({ voiceId: 'festival:en:slt' });
  });
});

describe('settings and the plan cap', () => {
  const settings = (over: Partial<BatchSettings> = {}): BatchSettings => ({
    count: 3,
    priority: 'scriptFirst',
    resolution: 'low',
    watermark: true,
    ...over,
  });

  it('caps the number of videos by the plan with the plan-limit message', () => {
    expect(checkBatchSettings(settings({ count: 3 }), 'free', 10, 1)).toEqual({ ok: true });
    expect(checkBatchSettings(settings({ count: 4 }), 'free', 10, 1)).toEqual({
      ok: false,
      error: 'batchVideoLimitExceeded',
      params: { max: 3 },
    });
    expect(checkBatchSettings(settings({ count: 50 }), 'member', 50, 1)).toEqual({ ok: true });
    expect(checkBatchSettings(settings({ count: 51 }), 'member', 60, 1)).toMatchObject({ error: 'batchVideoLimitExceeded' });
    expect(checkBatchSettings(settings({ count: 100 }), 'member4k', 50, 2)).toEqual({ ok: true });
  });

  it('needs a count within the distinct (row, template) pairs, and a template', () => {
    expect(checkBatchSettings(settings({ count: 3 }), 'free', 1, 2)).toEqual({
      ok: false,
      error: 'batchCountAboveMaterials',
      params: { max: 2 },
    });
    expect(checkBatchSettings(settings({ count: 0 }), 'free', 1, 1)).toMatchObject({ error: 'batchCountInvalid' });
    expect(checkBatchSettings(settings(), 'free', 3, 0)).toMatchObject({ error: 'batchTemplateRequired' });
  });

  it('offers resolutions and the watermark switch per plan', () => {
    expect(checkBatchSettings(settings({ resolution: 'medium' }), 'free', 3, 1)).toMatchObject({ error: 'resolutionVipOnly' });
    expect(checkBatchSettings(settings({ resolution: 'high' }), 'member', 3, 1)).toMatchObject({ error: 'resolutionNeedsPayment' });
    expect(checkBatchSettings(settings({ resolution: 'high' }), 'member4k', 3, 1)).toEqual({ ok: true });
    expect(checkBatchSettings(settings({ watermark: false }), 'free', 3, 1)).toMatchObject({ error: 'watermarkMembersOnly' });
    expect(checkBatchSettings(settings({ watermark: false }), 'member', 3, 1)).toEqual({ ok: true });
  });
});

describe('priority ordering', () => {
  const rows: BatchRow[] = [
    { dialogue: 'r0', avatar: 'A' },
    { dialogue: 'r1', avatar: 'A' },
    { dialogue: 'r2', avatar: 'B' },
    { dialogue: 'r3', avatar: '' },
  ];
  const pairs = (list: { row: number; template: number }[]) => list.map((a) => `${a.row}:${a.template}`);

  it('script first: every row with the first template before the second template', () => {
    expect(pairs(assignBatch(rows, 2, 'scriptFirst', 6))).toEqual(['0:0', '1:0', '2:0', '3:0', '0:1', '1:1']);
  });

  it('template first: the first row with every template, then the next row', () => {
    expect(pairs(assignBatch(rows, 2, 'templateFirst', 5))).toEqual(['0:0', '0:1', '1:0', '1:1', '2:0']);
  });

  it('digital human first: different presenters before a repeat (empty = the template presenter)', () => {
    expect(avatarRoundRobin(rows)).toEqual([0, 2, 3, 1]);
    expect(pairs(assignBatch(rows, 1, 'avatarFirst', 3))).toEqual(['0:0', '2:0', '3:0']);
  });

  it('never repeats a pair and stops at all pairs', () => {
    for (const priority of ['avatarFirst', 'scriptFirst', 'templateFirst'] as const) {
      const all = pairs(assignBatch(rows, 3, priority, 100));
      expect(all).toHaveLength(12);
      expect(new Set(all).size).toBe(12);
    }
  });
});

describe('parent state from the children', () => {
  it('runs while any child runs; then succeeded, partly failed, failed or cancelled', () => {
    expect(
      batchStateOf([
        { state: 'succeeded', progress: 100 },
        { state: 'synthesizing', progress: 50 },
      ]),
    ).toEqual({ state: 'running', progress: 75 });
    expect(
      batchStateOf([
        { state: 'succeeded', progress: 100 },
        { state: 'succeeded', progress: 100 },
      ]),
    ).toEqual({ state: 'succeeded', progress: 100 });
    expect(
      batchStateOf([
        { state: 'succeeded', progress: 100 },
        { state: 'failed', progress: 10 },
      ]).state,
    ).toBe('partlyFailed');
    expect(batchStateOf([{ state: 'failed', progress: 0 }]).state).toBe('failed');
    expect(
      batchStateOf([
        { state: 'succeeded', progress: 100 },
        { state: 'cancelled', progress: 0 },
      ]).state,
    ).toBe('cancelled');
    expect(
      batchStateOf([
        { state: 'waiting', progress: 0 },
        { state: 'succeeded', progress: 100 },
      ]).progress,
    ).toBe(50);
  });
});
