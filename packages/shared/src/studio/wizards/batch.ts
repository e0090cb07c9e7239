/**
 * Batch synthesis (product-rules#wizards-batch): the materials table, its validation, the number
 * of videos a plan may make, the priority options and what they order, and the per-tier
 * resolution / watermark choices. Pure: the web wizard and the server call the same functions.
 */
import type { ProjectDocument } from '../api/video.ts';
import { PLAN_ABILITIES, type PlanTier } from '../../kernel/plans/plans.ts';
import type { ErrorKey } from '../../kernel/errors.ts';
import type { ProjectPage } from '../project/page.ts';
import type { Resolution } from '../project/kinds.ts';
import { checkDubbingText, visibleLength } from '../../kernel/validation/dubbing.ts';

// ---------------------------------------------------------------- the materials table

/** Columns every batch table has (one row per video). */
const BATCH_FIXED_COLUMNS = ['dialogue', 'title', 'avatar', 'voice', 'background'] as const;
type BatchFixedColumn = (typeof BATCH_FIXED_COLUMNS)[number];
/** Template fields beyond the title: the other texts of the template's page, `text1`, `text2`, ... */
export type BatchColumn = BatchFixedColumn | `text${number}`;

/** One row = the materials of one video; an empty cell keeps the template's own value. */
export type BatchRow = Record<string, string>;

/** A template field: where its value goes on the page. */
export interface BatchTemplateField {
  key: BatchColumn;
  /** The element the value replaces (null for avatar/voice/dialogue, which have fixed homes). */
  elementUuid: string | null;
  /** The template's own text, shown as the column's example. */
  example: string;
}

/** Most rows one table holds (the highest plan's video cap: a larger table could never run). */
export const BATCH_MAX_ROWS = Math.max(...Object.values(PLAN_ABILITIES).map((a) => a.batchMaxVideos));
/** Longest title or template text in a cell. */
const BATCH_TEXT_MAX_CHARS = 200;
/** Longest dialogue of one video (about five minutes of speech). */
const BATCH_DIALOGUE_MAX_CHARS = 5000;
const ID_MAX_CHARS = 200;

/** A stock background id (`bg-…`) or an object of the user's storage (`/oss/…`). */
const BACKGROUND_REF = /^(bg-[a-z0-9-]{1,80}|\/oss\/\S{1,1000})$/;

/** The page a batch video is made from: the template's first page (its cover design). */
function batchPageOf(document: ProjectDocument): ProjectPage | undefined {
  return document.ppts[0];
}

/** The texts of the page a row can fill: the first title is `title`, the other titles and texts `text1`… */
export function templateFieldsOf(document: ProjectDocument): BatchTemplateField[] {
  const page = batchPageOf(document);
  const fields: BatchTemplateField[] = [];
  let titleTaken = false;
  let n = 0;
  for (const element of page?.elements ?? []) {
    if (element.type === 'title' && !titleTaken) {
      titleTaken = true;
      fields.push({ key: 'title', elementUuid: element.uuid, example: element.text });
    } else if (element.type === 'title' || element.type === 'text') {
      n += 1;
      fields.push({ key: `text${n}`, elementUuid: element.uuid, example: element.text });
    }
  }
  return fields;
}

/** Columns of the table for these templates: the fixed ones, then as many `textN` as the richest template has. */
export function batchColumnsFor(documents: readonly ProjectDocument[]): BatchColumn[] {
  const texts = Math.max(0, ...documents.map((d) => templateFieldsOf(d).filter((f) => f.key !== 'title').length));
  return [...BATCH_FIXED_COLUMNS, ...Array.from({ length: texts }, (_, i) => `text${i + 1}` as const)];
}

function cell(row: BatchRow, key: string): string {
  return (row[key] ?? '').trim();
}

/** A row with nothing in it (a trailing line of a spreadsheet); it is ignored, not refused. */
export function isBlankRow(row: BatchRow): boolean {
  return Object.values(row).every((v) => (v ?? '').trim() === '');
}

/** The rows that count (blank ones dropped), with their index in the table as typed. */
export function filledRows(rows: readonly BatchRow[]): { index: number; row: BatchRow }[] {
  return rows.flatMap((row, index) => (isBlankRow(row) ? [] : [{ index, row }]));
}

interface BatchRowIssues {
  /** Index in the table as given (blank rows keep their place). */
  index: number;
  cells: Partial<Record<string, ErrorKey>>;
}

export interface BatchTableCheck {
  ok: boolean;
  /** A problem of the table as a whole (no dialogue at all, too many rows). */
  table: ErrorKey | null;
  /** Rows with at least one bad cell. */
  rows: BatchRowIssues[];
}

export interface BatchTableContext {
  /** Whether a voice id is in the catalogue (unknown: refused). Absent: not checked here. */
  knownVoice?: (voiceId: string) => boolean;
  /** Whether an avatar id is in the catalogue. Absent: not checked here. */
  knownAvatar?: (avatarId: string) => boolean;
}

/** The first problem of a table, for a toast or a 400: the table's own, else the first bad cell. */
export function firstBatchError(check: BatchTableCheck): ErrorKey | null {
  if (check.table) return check.table;
  const first = check.rows[0];
  if (!first) return null;
  return Object.values(first.cells)[0] ?? null;
}

/**
 * Every cell of the table against the rules (product-rules#wizards-batch): at least one row
 * with a dialogue (spec §5 Batch), every filled row's dialogue passes the dubbing-text rule
 * (required, at least 15 characters), texts within their lengths, known voice and avatar,
 * a background that is a stock picture or the user's own file.
 */
export function checkBatchTable(rows: readonly BatchRow[], context: BatchTableContext = {}): BatchTableCheck {
  const filled = filledRows(rows);
  if (!filled.some(({ row }) => cell(row, 'dialogue') !== '')) return { ok: false, table: 'batchDialogueRequired', rows: [] };
  const table: ErrorKey | null = filled.length > BATCH_MAX_ROWS ? 'batchTooManyRows' : null;
  const issues: BatchRowIssues[] = [];
  for (const { index, row } of filled) {
    const cells: Partial<Record<string, ErrorKey>> = {};
    const dialogue = checkDubbingText(row.dialogue);
    if (!dialogue.ok) cells.dialogue = dialogue.error;
    else if (visibleLength(cell(row, 'dialogue')) > BATCH_DIALOGUE_MAX_CHARS) cells.dialogue = 'batchCellTooLong';
    for (const [key, value] of Object.entries(row)) {
      if (key === 'dialogue' || !value) continue;
      const limit = key === 'title' || key.startsWith('text') ? BATCH_TEXT_MAX_CHARS : ID_MAX_CHARS;
      if (key !== 'background' && visibleLength(value) > limit) cells[key] = 'batchCellTooLong';
    }
    const voice = cell(row, 'voice');
    if (voice && !cells.voice && context.knownVoice && !context.knownVoice(voice)) cells.voice = 'noRelatedSounds';
    const avatar = cell(row, 'avatar');
    if (avatar && !cells.avatar && context.knownAvatar && !context.knownAvatar(avatar)) cells.avatar = 'avatarDataError';
    const background = cell(row, 'background');
    if (background && !BACKGROUND_REF.test(background)) cells.background = 'batchBackgroundInvalid';
    if (Object.keys(cells).length > 0) issues.push({ index, cells });
  }
  return { ok: table === null && issues.length === 0, table, rows: issues };
}

// ---------------------------------------------------------------- settings

/** Priority options (spec §4): which material varies first from one video to the next. */
export const BATCH_PRIORITIES = ['avatarFirst', 'scriptFirst', 'templateFirst'] as const;
export type BatchPriority = (typeof BATCH_PRIORITIES)[number];

export interface BatchSettings {
  /** Number of videos to make. */
  count: number;
  priority: BatchPriority;
  resolution: Resolution;
  watermark: boolean;
}

/** What a plan offers on the settings step (the plan table: PLAN_ABILITIES, shared with the compose rules). */
export function batchOptionsFor(tier: PlanTier): { maxVideos: number; resolutions: readonly Resolution[]; watermarkOptional: boolean } {
  const abilities = PLAN_ABILITIES[tier];
  return { maxVideos: abilities.batchMaxVideos, resolutions: abilities.resolutions, watermarkOptional: abilities.watermarkOptional };
}

/** Most videos these materials can make without repeating a (row, template) pair. */
export function batchCombinations(rowCount: number, templateCount: number): number {
  return rowCount * templateCount;
}

export type BatchSettingsCheck = { ok: true } | { ok: false; error: ErrorKey; params?: Record<string, number> };

/**
 * The settings against the plan and the materials: 1…plan cap videos (`batch_maxNumOfVideo`,
 * refused with `batchVideoLimitExceeded`), no more than the distinct (row, template) pairs,
 * a resolution of the plan (1080p and 4K as the compose rules refuse them) and the
 * watermark only switched off where the plan allows it.
 */
export function checkBatchSettings(settings: BatchSettings, tier: PlanTier, rowCount: number, templateCount: number): BatchSettingsCheck {
  const options = batchOptionsFor(tier);
  if (templateCount < 1) return { ok: false, error: 'batchTemplateRequired' };
  if (!Number.isInteger(settings.count) || settings.count < 1) return { ok: false, error: 'batchCountInvalid' };
  if (settings.count > options.maxVideos) return { ok: false, error: 'batchVideoLimitExceeded', params: { max: options.maxVideos } };
  const combinations = batchCombinations(rowCount, templateCount);
  if (settings.count > combinations) return { ok: false, error: 'batchCountAboveMaterials', params: { max: combinations } };
  if (!options.resolutions.includes(settings.resolution)) {
    return { ok: false, error: tier === 'free' ? 'resolutionVipOnly' : 'resolutionNeedsPayment' };
  }
  if (!settings.watermark && !options.watermarkOptional) return { ok: false, error: 'watermarkMembersOnly' };
  return { ok: true };
}

// ---------------------------------------------------------------- priority: which row with which template

export interface BatchAssignment {
  /** Position of the video in the batch (0-based). */
  position: number;
  /** Index of the row in the filled rows (blank rows dropped). */
  row: number;
  /** Index of the template in the chosen templates. */
  template: number;
}

/**
 * Rows reordered so that each avatar appears once before any appears twice (round robin over
 * the avatars in the order they first occur; an empty avatar cell, the template's presenter,
 * counts as one avatar). Stable within an avatar.
 */
export function avatarRoundRobin(rows: readonly BatchRow[]): number[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = cell(row, 'avatar');
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const order: number[] = [];
  const lists = [...groups.values()];
  for (let round = 0; order.length < rows.length; round++) {
    for (const list of lists) {
      const index = list[round];
      if (index !== undefined) order.push(index);
    }
  }
  return order;
}

/**
 * Which row goes with which template for video 1…count (product-rules#wizards-batch).
 * The videos are distinct (row, template) pairs; the priority says which material changes
 * fastest from one video to the next, so a batch smaller than all pairs covers that one first:
 * - scriptFirst: every row, with the first template, before any row with the second template;
 * - templateFirst: the first row with every template, then the second row with every template;
 * - avatarFirst: like scriptFirst, but the rows taken in avatar round robin, so the first
 *   videos show as many different presenters as there are.
 * A row's own avatar and voice cells always win over the template's; the template only
 * supplies what the row leaves empty.
 */
export function assignBatch(rows: readonly BatchRow[], templateCount: number, priority: BatchPriority, count: number): BatchAssignment[] {
  const rowCount = rows.length;
  const total = Math.min(count, batchCombinations(rowCount, templateCount));
  const order = priority === 'avatarFirst' ? avatarRoundRobin(rows) : rows.map((_, i) => i);
  const result: BatchAssignment[] = [];
  for (let k = 0; k < total; k++) {
    if (priority === 'templateFirst') result.push({ position: k, row: Math.floor(k / templateCount), template: k % templateCount });
    else result.push({ position: k, row: order[k % rowCount]!, template: Math.floor(k / rowCount) });
  }
  return result;
}

// ---------------------------------------------------------------- a row on a template page

export interface FilledPageRefs {
  /** The background URL to use (the server resolves stock ids to the user's copy first). */
  background?: string;
  /** The voice when the row names none (the server picks one of the dialogue's language, see `dialogueLanguage`). */
  voice?: string;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The language a dialogue is written in, as far as choosing a voice needs it: mostly Chinese
 * characters -> `zhchs`, mostly Latin letters -> `en`, else null (keep the template's voice).
 * A row without a voice on a template whose voice speaks another language gets a voice of the
 * dialogue's language, so a Chinese row on an English template is not read by an English voice.
 */
export function dialogueLanguage(text: string): 'zhchs' | 'en' | null {
  let han = 0;
  let latin = 0;
  for (const char of text) {
    if (HAN.test(char)) han++;
    else if (LATIN.test(char)) latin++;
  }
  if (han === 0 && latin === 0) return null;
  return han * 3 >= latin ? 'zhchs' : 'en';
}

/**
 * The template's page with the row's values: dialogue -> dubbing text, voice -> dubbing voice,
 * avatar -> the presenter, title / textN -> those texts, background -> the background picture.
 * Empty cells keep the template's value. Returns a one-page document (a batch video is one page).
 */
export function fillTemplatePage(document: ProjectDocument, row: BatchRow, refs: FilledPageRefs = {}): ProjectDocument {
  const page = batchPageOf(document);
  if (!page) return { ...document, ppts: [] };
  const fields = new Map(templateFieldsOf(document).map((f) => [f.elementUuid, f.key]));
  const value = (key: string) => cell(row, key);
  const elements = page.elements.map((element) => {
    switch (element.type) {
      case 'title':
      case 'text': {
        const key = fields.get(element.uuid);
        const text = key ? value(key) : '';
        return text ? { ...element, text } : element;
      }
      case 'dubbing': {
        const voice = value('voice') || refs.voice;
        const dialogue = value('dialogue');
        // Typed dialogue drives the page: a template's uploaded audio would speak over it.
        return {
          ...element,
          text: dialogue || element.text,
          ...(voice ? { voiceId: voice } : {}),
          ...(dialogue ? { customAudioUrl: undefined } : {}),
        };
      }
      case 'digitalMan': {
        const avatar = value('avatar');
        return avatar ? { ...element, url: avatar, speaker_id: avatar, audio_url: undefined } : element;
      }
      case 'image':
        return element.isBg === 1 && refs.background ? { ...element, url: refs.background } : element;
      default:
        return element;
    }
  });
  return { ...document, ppts: [{ ...page, elements, isCover: true, start: 0 }] };
}

// ---------------------------------------------------------------- parent state from the children

export const BATCH_ITEM_STATES = ['waiting', 'synthesizing', 'succeeded', 'failed', 'cancelled'] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];
export const BATCH_STATES = ['running', 'succeeded', 'partlyFailed', 'failed', 'cancelled'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/**
 * The parent's state and progress from its children: running while any child is waiting or
 * rendering; then succeeded (all), failed (none succeeded), partlyFailed (some), or cancelled
 * when the user cancelled and nothing failed. Progress is the mean of the children's (a
 * finished child counts 100, whatever its outcome).
 */
export function batchStateOf(children: readonly { state: BatchItemState; progress: number }[]): { state: BatchState; progress: number } {
  if (children.length === 0) return { state: 'failed', progress: 100 };
  const done = (s: BatchItemState) => s === 'succeeded' || s === 'failed' || s === 'cancelled';
  const progress = Math.round(
    children.reduce((sum, c) => sum + (done(c.state) ? 100 : Math.max(0, Math.min(100, c.progress))), 0) / children.length,
  );
  if (children.some((c) => !done(c.state))) return { state: 'running', progress: Math.min(progress, 99) };
  const succeeded = children.filter((c) => c.state === 'succeeded').length;
  const failed = children.filter((c) => c.state === 'failed').length;
  if (succeeded === children.length) return { state: 'succeeded', progress: 100 };
  if (failed === 0) return { state: 'cancelled', progress: 100 };
  return { state: succeeded === 0 ? 'failed' : 'partlyFailed', progress: 100 };
}
