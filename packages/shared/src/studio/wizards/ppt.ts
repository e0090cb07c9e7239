/**
 * PPT-to-video wizard rules (product-rules#wizards-ppt; spec §5 PPT, §6 non-member pages, §9 PPT
 * size, video length, tones and scenarios). Pure: the web wizard and the server call the same code.
 */
import { NON_MEMBER_PPT_PAGES, RECOMMENDED_EDIT_PAGES, TEXT_VIDEO_MAX_MS, DUBBING_TEXT_MIN_CHARS } from '../../kernel/constants/limits.ts';
import { MB, PPT_MAX_BYTES } from '../../kernel/constants/upload.ts';
import type { ErrorKey } from '../../kernel/errors.ts';
import type { RatioKey } from '../project/screen.ts';
import { detectScriptLanguage, estimateScriptSeconds, type ScriptLanguage, type ScriptScenario, type ScriptTone } from './script.ts';

// ---------------------------------------------------------------- files

/** Deck formats the wizard takes (spec §2 PPT import: PPTX, also PPT and ODP). */
const PPT_FORMATS = ['pptx', 'ppt', 'odp'] as const;
export type PptFormat = (typeof PPT_FORMATS)[number];

/** The `accept` list of the file picker. */
export const PPT_ACCEPT = '.pptx,.ppt,.odp';

/**
 * Deck size by plan. Spec §5: "at most 100MB"; §9: "member PPT size 20MB, also stated 80MB".
 * Orator reads these as: non-members 20 MB, members 80 MB, and no deck above 100 MB for anyone
 * (the upload route stops reading there).
 */
const PPT_MAX_BYTES_NON_MEMBER = 20 * MB;
const PPT_MAX_BYTES_MEMBER = 80 * MB;
export const PPT_UPLOAD_CEILING_BYTES = PPT_MAX_BYTES;

export function pptMaxBytesFor(member: boolean): number {
  return Math.min(member ? PPT_MAX_BYTES_MEMBER : PPT_MAX_BYTES_NON_MEMBER, PPT_UPLOAD_CEILING_BYTES);
}

export function pptFormatOf(fileName: string): PptFormat | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (PPT_FORMATS as readonly string[]).includes(extension ?? '') ? (extension as PptFormat) : null;
}

/** A deck the wizard refuses before uploading or reading it; null when it may go on. */
export function checkPptFile(file: { fileName: string; size: number }, member: boolean): ErrorKey | null {
  if (!pptFormatOf(file.fileName)) return 'fileFormatNotSupported';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > pptMaxBytesFor(member)) return 'fileSizeExceeded';
  return null;
}

/** The project ratio of slides of this pixel size: 16:9, 4:3, 1:1, 3:4 or 9:16, whichever is nearest. */
export function ratioOfSlide(width: number, height: number): RatioKey {
  const aspect = width > 0 && height > 0 ? width / height : 16 / 9;
  const candidates: [RatioKey, number][] = [
    [0, 16 / 9],
    [2, 4 / 3],
    [4, 1],
    [3, 3 / 4],
    [1, 9 / 16],
  ];
  let best = candidates[0]!;
  for (const candidate of candidates)
    if (Math.abs(Math.log(aspect / candidate[1])) < Math.abs(Math.log(aspect / best[1]))) best = candidate;
  return best[0];
}

// ---------------------------------------------------------------- page selection

export interface PageSelectionCheck {
  /** Why the selection cannot go on, or null. */
  error: ErrorKey | null;
  /** More pages than editing is recommended for (spec §5: under 5). */
  overRecommended: boolean;
  /** Most pages this user may select (null: no plan limit). */
  maxPages: number | null;
}

/**
 * Spec §5/§6: at least one page; non-members at most NON_MEMBER_PPT_PAGES (a page count above
 * the maximum is refused); editing more than RECOMMENDED_EDIT_PAGES pages is allowed but not
 * recommended. Indexes are 0-based slide numbers of the deck; repeats or strangers are refused.
 */
export function checkPageSelection(selected: readonly number[], slideCount: number, member: boolean): PageSelectionCheck {
  const maxPages = member ? null : NON_MEMBER_PPT_PAGES;
  const overRecommended = selected.length > RECOMMENDED_EDIT_PAGES;
  if (selected.length === 0) return { error: 'selectAtLeastOnePage', overRecommended, maxPages };
  if (new Set(selected).size !== selected.length || selected.some((i) => !Number.isInteger(i) || i < 0 || i >= slideCount))
    return { error: 'errorRequest', overRecommended, maxPages };
  if (maxPages !== null && selected.length > maxPages) return { error: 'pageLimitExceeded', overRecommended, maxPages };
  return { error: null, overRecommended, maxPages };
}

/** The pages selected when a deck opens: the first ones up to the plan's limit. */
export function defaultSelection(slideCount: number, member: boolean): number[] {
  const count = member ? slideCount : Math.min(slideCount, NON_MEMBER_PPT_PAGES);
  return Array.from({ length: count }, (_, i) => i);
}

// ---------------------------------------------------------------- structure

export const SLIDE_ROLES = ['cover', 'content', 'closing'] as const;
export type SlideRole = (typeof SLIDE_ROLES)[number];

/** The first selected page is the cover, the last the closing (when there are two or more), the rest content. */
export function defaultRoles(count: number): SlideRole[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? 'cover' : i === count - 1 ? 'closing' : 'content'));
}

// ---------------------------------------------------------------- scripts

/** Where a page's script comes from: the speaker notes, the slide's own text, or composed ("smart"). */
export const SCRIPT_SOURCES = ['notes', 'slideText', 'smart'] as const;
export type ScriptSource = (typeof SCRIPT_SOURCES)[number];

/** What the analysis reads from one slide. */
export interface SlideContent {
  title: string;
  /** Text of the slide other than the title, one entry per paragraph or table row. */
  paragraphs: readonly string[];
  notes: string;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
const BULLET_MARKS = /^[\s•·▪●○◦‣\-–—*>]+|^\(?\d{1,2}[.)、]\s*/u;

/** The slide's points: paragraphs without bullet marks, empty and repeated ones (and the title) left out. */
export function bulletsOf(slide: SlideContent): string[] {
  const seen = new Set<string>([tidy(slide.title).toLowerCase()]);
  const bullets: string[] = [];
  for (const raw of slide.paragraphs) {
    const text = tidy(raw.replace(BULLET_MARKS, ''));
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    bullets.push(text.length > 300 ? `${text.slice(0, 300).trim()}…` : text);
  }
  return bullets;
}

/** Chinese when the slide's words are mostly Han characters, else English (the script wizards' one rule). */
export function slideLanguage(slide: SlideContent): ScriptLanguage {
  return detectScriptLanguage([slide.title, ...slide.paragraphs, slide.notes].join(' '));
}

/** A sentence ending in punctuation (so the voice pauses and subtitles break there). */
function sentence(text: string, language: ScriptLanguage): string {
  const t = tidy(text);
  if (!t) return '';
  if (/[.!?。！？…;；:：]$/.test(t)) return t;
  return language === 'zh' ? `${t}。` : `${t}.`;
}

/** The notes as a script: whitespace tidied, line breaks become pauses. */
export function notesScript(slide: SlideContent): string {
  const language = slideLanguage(slide);
  return slide.notes
    .split(/\n+/)
    .map((line) => sentence(line, language))
    .filter(Boolean)
    .join(language === 'zh' ? '' : ' ');
}

/** The slide's own words read out: its title, then each point. */
export function slideTextScript(slide: SlideContent): string {
  const language = slideLanguage(slide);
  const parts = [slide.title, ...bulletsOf(slide)].map((p) => sentence(p, language)).filter(Boolean);
  return parts.join(language === 'zh' ? '' : ' ');
}

interface Phrases {
  opener: Record<ScriptScenario, Record<SlideRole, string>>;
  untitled: Record<SlideRole, string>;
  connectors: readonly string[];
  last: string;
  tone: Record<ScriptTone, string>;
  closing: Record<ScriptScenario, string>;
  join: string;
}

const EN: Phrases = {
  opener: {
    reporting: {
      cover: 'Today I am reporting on {title}.',
      content: 'Next in this report: {title}.',
      closing: 'To sum up this report: {title}.',
    },
    speech: {
      cover: 'Hello everyone. Today I want to talk about {title}.',
      content: 'Now let us turn to {title}.',
      closing: 'Before I finish, one last word on {title}.',
    },
    course: {
      cover: 'Welcome to this lesson on {title}.',
      content: 'In this part of the lesson we look at {title}.',
      closing: 'Let us review what we learned: {title}.',
    },
    story: {
      cover: 'Let me tell you a story about {title}.',
      content: 'The story goes on with {title}.',
      closing: 'And so the story comes to its end: {title}.',
    },
  },
  untitled: { cover: 'Let us begin.', content: 'Let us look at this slide.', closing: 'Let us wrap up.' },
  connectors: ['First, ', 'Next, ', 'Also, ', 'Then, ', 'Besides, ', 'On top of that, '],
  last: 'Finally, ',
  tone: {
    friendly: 'I hope this is easy to follow.',
    professional: 'These are the key points to keep in mind.',
    enthusiastic: 'This is really exciting!',
    calm: 'Take a moment to let that settle.',
    humorous: 'No need to take notes, I promise there is no quiz.',
    warm: 'Thank you for staying with me.',
    confident: 'We know this works, and the results prove it.',
    inspiring: 'Together, we can make this happen.',
    urgent: 'This needs our attention now.',
    persuasive: 'That is exactly why this matters to you.',
  },
  closing: {
    reporting: 'That concludes my report. Thank you.',
    speech: 'Thank you all for listening.',
    course: 'That is all for this lesson. See you next time.',
    story: 'Thank you for listening to this story.',
  },
  join: ' ',
};

const ZH: Phrases = {
  opener: {
    reporting: { cover: '今天我来汇报{title}。', content: '接下来汇报{title}。', closing: '最后总结一下{title}。' },
    speech: { cover: '大家好，今天我想和大家聊聊{title}。', content: '下面我们来看{title}。', closing: '最后，再说说{title}。' },
    course: { cover: '欢迎来到本节课，今天我们学习{title}。', content: '这一部分我们来学习{title}。', closing: '我们来回顾一下{title}。' },
    story: { cover: '我来给大家讲一个关于{title}的故事。', content: '故事继续，说到{title}。', closing: '故事讲到这里，{title}。' },
  },
  untitled: { cover: '我们开始吧。', content: '我们来看这一页。', closing: '我们来总结一下。' },
  connectors: ['首先，', '其次，', '另外，', '然后，', '此外，', '同时，'],
  last: '最后，',
  tone: {
    friendly: '希望这样讲大家都能听明白。',
    professional: '以上是需要重点关注的内容。',
    enthusiastic: '这真是令人振奋！',
    calm: '我们可以慢慢体会一下。',
    humorous: '不用记笔记，我保证不会考试。',
    warm: '感谢大家的耐心陪伴。',
    confident: '我们确信这行之有效，结果就是证明。',
    inspiring: '让我们一起把它变成现实。',
    urgent: '这件事需要我们马上行动。',
    persuasive: '这正是它对您如此重要的原因。',
  },
  closing: {
    reporting: '我的汇报到此结束，谢谢大家。',
    speech: '谢谢大家的聆听。',
    course: '本节课就到这里，我们下次再见。',
    story: '感谢大家听完这个故事。',
  },
  join: '',
};

/** Closing-slide titles that are themselves the goodbye (English and Chinese). */
const FAREWELL_TITLE = /^(thanks?\b|thank you|questions?\b|q\s*&\s*a\b|the end\b|goodbye|bye\b|see you|谢谢|感谢|再见|问答|提问|结束)/iu;

export interface ComposeScriptOptions {
  tone: ScriptTone;
  scenario: ScriptScenario;
  role: SlideRole;
  /** Forced script language; by default the slide's own. */
  language?: ScriptLanguage;
}

/**
 * The offline "smart" script (no language model): a readable spoken script composed from the
 * slide's title and points, framed for the scenario and the page's role and coloured by the tone.
 * Always at least DUBBING_TEXT_MIN_CHARS characters.
 */
export function composeSmartScript(slide: SlideContent, options: ComposeScriptOptions): string {
  const language = options.language ?? slideLanguage(slide);
  const words = language === 'zh' ? ZH : EN;
  const title = tidy(slide.title).replace(/[.!?。！？:：]+$/u, '');
  const bullets = bulletsOf(slide).slice(0, 8);
  const parts: string[] = [];
  // "One last word on Thank you" reads badly: a farewell title is said as the closing it is.
  const framed = title && !(options.role === 'closing' && FAREWELL_TITLE.test(title));
  parts.push(framed ? words.opener[options.scenario][options.role].replace('{title}', title) : words.untitled[options.role]);
  bullets.forEach((bullet, index) => {
    const connector =
      bullets.length === 1
        ? ''
        : index === bullets.length - 1 && index > 0
          ? words.last
          : (words.connectors[index] ?? words.connectors[words.connectors.length - 1]!);
    // "First, sales grew": a capitalised first word goes lower case after a connector; acronyms and "I" stay.
    const text = language === 'en' && connector && /^[A-Z][a-z]/.test(bullet) ? bullet.charAt(0).toLowerCase() + bullet.slice(1) : bullet;
    parts.push(sentence(`${connector}${text}`, language));
  });
  if (bullets.length > 0 || options.role !== 'content') parts.push(words.tone[options.tone]);
  if (options.role === 'closing') parts.push(words.closing[options.scenario]);
  let script = parts.filter(Boolean).join(words.join);
  if ([...script.trim()].length < DUBBING_TEXT_MIN_CHARS) script = `${script}${words.join}${words.closing[options.scenario]}`;
  return script.trim();
}

/** The script a page starts with for its chosen source. */
export function scriptFor(slide: SlideContent, source: ScriptSource, options: ComposeScriptOptions): string {
  if (source === 'notes') return notesScript(slide);
  if (source === 'slideText') return slideTextScript(slide);
  return composeSmartScript(slide, options);
}

/** Notes when the slide has some, else the slide's text when it is long enough to speak, else composed. */
export function defaultSourceFor(slide: SlideContent): ScriptSource {
  if ([...notesScript(slide)].length >= DUBBING_TEXT_MIN_CHARS) return 'notes';
  if ([...slideTextScript(slide)].length >= DUBBING_TEXT_MIN_CHARS) return 'slideText';
  return 'smart';
}

// ---------------------------------------------------------------- length

/** Expected speech of a script, ms, at our voices' measured pace (script.ts SPEECH_UNITS_PER_SECOND). */
export function estimateSpeechMs(text: string): number {
  return Math.round(estimateScriptSeconds(text, detectScriptLanguage(text)) * 1000);
}

/** Spec §9: a text or PPT video is at most 30 minutes (TEXT_VIDEO_MAX_MS, PLAN_ABILITIES maxVideoMs). */
export function checkScriptsLength(scripts: readonly string[], maxMs: number = TEXT_VIDEO_MAX_MS): ErrorKey | null {
  const total = scripts.reduce((sum, script) => sum + estimateSpeechMs(script), 0);
  return total > maxMs ? 'pptVideoTooLong' : null;
}

// ---------------------------------------------------------------- layout

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the presenter stands on a slide page: in the bottom-right corner, small enough to leave
 * the slide's centre (where its content is) uncovered. `aspect` is the avatar framing's width / height.
 */
export function pptAvatarBox(size: { width: number; height: number }, aspect: number): Box {
  const portrait = size.width < size.height;
  const height = Math.round(size.height * (portrait ? 0.3 : 0.42));
  const width = Math.round(height * aspect);
  const margin = Math.round(Math.min(size.width, size.height) * 0.02);
  return { left: size.width - width - margin, top: size.height - height, width, height };
}
