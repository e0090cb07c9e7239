/**
 * Script rules of the URL-to-video wizard and one-click generation (product-rules#wizards-url,
 * #wizards-oneclick): scenarios and tones, sizing a script to a 30 s or 60 s video, trimming and
 * expanding at sentence boundaries, splitting a script into pages, the URL wizard's media counts
 * and the product-description fields. Pure: the web wizard and the server apply the same rules.
 */
import { z } from 'zod';
import { TEMPLATE_SCENARIOS, type TemplateScenario } from '../api/catalog.ts';
import {
  DUBBING_TEXT_MIN_CHARS,
  NON_MEMBER_PPT_PAGES,
  URL_VIDEO_MAX_IMAGES,
  URL_VIDEO_MAX_VIDEOS,
  URL_VIDEO_MIN_IMAGES,
} from '../../kernel/constants/limits.ts';
import { ratioSchema } from '../project/screen.ts';
import { splitSentences } from '../../kernel/text/sentences.ts';
import { fail, OK, type RuleResult } from '../../kernel/validation/result.ts';

// ---------------------------------------------------------------- scenarios and tones

/** Scenarios (spec §9): the same four the template store is grouped by. */
export const SCRIPT_SCENARIOS = TEMPLATE_SCENARIOS;
export type ScriptScenario = TemplateScenario;
export const scriptScenarioSchema = z.enum(SCRIPT_SCENARIOS);

/** The ten script tones (spec §9). The web names them through i18n keys `tones.<tone>`. */
export const SCRIPT_TONES = [
  'professional',
  'friendly',
  'enthusiastic',
  'persuasive',
  'humorous',
  'warm',
  'confident',
  'calm',
  'inspiring',
  'urgent',
] as const;
export type ScriptTone = (typeof SCRIPT_TONES)[number];
export const scriptToneSchema = z.enum(SCRIPT_TONES);

/** Target lengths of a generated video, seconds (spec §9 "script for a 30 s or 60 s video"). */
export const SCRIPT_DURATIONS = [30, 60] as const;
export type ScriptDuration = (typeof SCRIPT_DURATIONS)[number];
export const scriptDurationSchema = z.union([z.literal(30), z.literal(60)]);

/** Languages a wizard script is written in: the store's voices speak English and Mandarin. */
export const SCRIPT_LANGUAGES = ['en', 'zh'] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];
export const scriptLanguageSchema = z.enum(SCRIPT_LANGUAGES);

// ---------------------------------------------------------------- speaking rate and sizing

/**
 * Speaking rates of our own offline voices at speed 1, pauses between sentences included
 * (measured 2026-11 on three product paragraphs each): festival slt 2.84 words/s, flite kal16
 * 3.36 words/s; espeak Mandarin 3.61 (female) and 3.59 (male) Han characters/s. A script is
 * sized for the slower voice, so it never runs past the chosen duration.
 */
const SPEECH_UNITS_PER_SECOND: Record<ScriptLanguage, number> = { en: 2.85, zh: 3.6 };

/** A sized script fills at least this share of the duration (shorter ones are expanded). */
const SCRIPT_MIN_FILL = 0.75;

const HAN = /\p{Script=Han}/u;
const HAN_GLOBAL = /\p{Script=Han}/gu;
/** A spoken token of Latin script: a word or a number ("$1,299.00", "U.S.", "e-mail"). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.,\-_/@:%$]*/gu;

/** 'zh' when Han characters outnumber the Latin words, else 'en'. */
export function detectScriptLanguage(text: string): ScriptLanguage {
  const han = text.match(HAN_GLOBAL)?.length ?? 0;
  const words = text.replace(HAN_GLOBAL, ' ').match(WORD)?.length ?? 0;
  return han > 0 && han >= words ? 'zh' : 'en';
}

/**
 * The length a script is sized in: words for English; for Chinese, Han characters plus any
 * Latin words or numbers among them (each read as about one character's time).
 */
export function scriptUnits(text: string, language: ScriptLanguage): number {
  if (language === 'en') return text.match(WORD)?.length ?? 0;
  const han = text.match(HAN_GLOBAL)?.length ?? 0;
  const latin = text.replace(HAN_GLOBAL, ' ').match(WORD)?.length ?? 0;
  return han + latin;
}

export interface ScriptBudget {
  minUnits: number;
  maxUnits: number;
  unit: 'word' | 'char';
}

/** How long a script for `seconds` may be, in words (English) or characters (Chinese). */
export function scriptBudget(seconds: number, language: ScriptLanguage): ScriptBudget {
  const maxUnits = Math.max(1, Math.floor(seconds * SPEECH_UNITS_PER_SECOND[language]));
  return { maxUnits, minUnits: Math.floor(maxUnits * SCRIPT_MIN_FILL), unit: language === 'en' ? 'word' : 'char' };
}

/** Expected speaking time of a script, seconds (one decimal). */
export function estimateScriptSeconds(text: string, language: ScriptLanguage): number {
  return Math.round((scriptUnits(text, language) / SPEECH_UNITS_PER_SECOND[language]) * 10) / 10;
}

/** The script's sentences (the product's one splitter, shared with speech and subtitles). */
export function scriptSentences(text: string, language: ScriptLanguage): string[] {
  return splitSentences(normaliseScript(text), language === 'zh' ? 'zhchs' : 'en');
}

/** Pasted text as a script: one space between words, no blank lines, no stray control characters. */
function normaliseScript(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : ''))
    .replace(/[ \t\u00a0\u3000]+/g, ' ')
    .replace(/ *\n+ */g, '\n')
    .trim();
}

/** Joins sentences the way the language writes them: a space between English ones, none in Chinese. */
function joinSentences(sentences: readonly string[], language: ScriptLanguage): string {
  if (language === 'en') return sentences.join(' ');
  let out = '';
  for (const sentence of sentences) {
    const spaced = out !== '' && /[A-Za-z0-9.!?]$/.test(out) && /^[A-Za-z0-9]/.test(sentence);
    out += spaced ? ` ${sentence}` : sentence;
  }
  return out;
}

const CLAUSE_BREAK = /(?<=[,，、;；:：])\s*/u;
const SENTENCE_END = /[.!?。！？…]["'”’」』)）]*$/u;

/** A sentence cut to `maxUnits`: at a clause break when one fits, else at a word (English) or character. */
function cutSentence(sentence: string, maxUnits: number, language: ScriptLanguage): string {
  let kept = '';
  for (const clause of sentence.split(CLAUSE_BREAK)) {
    const next = language === 'en' && kept ? `${kept} ${clause}` : `${kept}${clause}`;
    if (scriptUnits(next, language) > maxUnits) break;
    kept = next;
  }
  if (!kept) {
    if (language === 'en') kept = (sentence.match(/\S+/g) ?? []).slice(0, maxUnits).join(' ');
    else {
      let taken = 0;
      for (const char of sentence) {
        if (HAN.test(char) && ++taken > maxUnits) break;
        kept += char;
      }
    }
  }
  kept = kept.trim().replace(/[,，、;；:：\s]+$/u, '');
  if (SENTENCE_END.test(kept)) return kept;
  return `${kept}${language === 'zh' ? '。' : '.'}`;
}

/**
 * The script cut to at most `maxUnits`, keeping whole sentences from the start. When even the
 * first sentence is too long it is cut at a clause (or word) and closed with a full stop, so a
 * non-empty text never becomes empty.
 */
export function trimScript(text: string, maxUnits: number, language: ScriptLanguage): string {
  const sentences = scriptSentences(text, language);
  const kept: string[] = [];
  let units = 0;
  for (const sentence of sentences) {
    const size = scriptUnits(sentence, language);
    if (units + size > maxUnits) {
      if (kept.length === 0) kept.push(cutSentence(sentence, maxUnits, language));
      break;
    }
    kept.push(sentence);
    units += size;
  }
  return joinSentences(kept, language);
}

/**
 * The script lengthened towards `minUnits` with whole extra sentences (facts, a call to action...)
 * taken in order, each only if it still fits under `maxUnits` and is not already said.
 */
export function expandScript(
  text: string,
  extras: readonly string[],
  budget: Pick<ScriptBudget, 'minUnits' | 'maxUnits'>,
  language: ScriptLanguage,
): string {
  const sentences = scriptSentences(text, language);
  const said = new Set(sentences.map(comparable));
  let units = scriptUnits(text, language);
  for (const extra of extras.flatMap((e) => scriptSentences(e, language))) {
    if (units >= budget.minUnits) break;
    const size = scriptUnits(extra, language);
    if (said.has(comparable(extra)) || units + size > budget.maxUnits) continue;
    sentences.push(extra);
    said.add(comparable(extra));
    units += size;
  }
  return joinSentences(sentences, language);
}

const comparable = (sentence: string): string => sentence.toLowerCase().replace(/[\p{P}\s]/gu, '');

type ScriptFit = 'kept' | 'trimmed' | 'expanded' | 'short';

export interface FittedScript {
  script: string;
  units: number;
  seconds: number;
  budget: ScriptBudget;
  /** What sizing did: kept as it was, trimmed, expanded, or still short (not enough to add). */
  fit: ScriptFit;
}

/** A script sized for a video of `seconds`: trimmed when too long, expanded with `extras` when too short. */
export function fitScript(text: string, seconds: number, language: ScriptLanguage, extras: readonly string[] = []): FittedScript {
  const budget = scriptBudget(seconds, language);
  const clean = joinSentences(scriptSentences(text, language), language);
  const units = scriptUnits(clean, language);
  let script = clean;
  let fit: ScriptFit = 'kept';
  if (units > budget.maxUnits) {
    script = trimScript(clean, budget.maxUnits, language);
    fit = 'trimmed';
  } else if (units < budget.minUnits) {
    script = expandScript(clean, extras, budget, language);
    fit = scriptUnits(script, language) >= budget.minUnits ? 'expanded' : 'short';
  }
  const finalUnits = scriptUnits(script, language);
  return { script, units: finalUnits, seconds: estimateScriptSeconds(script, language), budget, fit };
}

// ---------------------------------------------------------------- pages

/** Speech a generated page aims at, seconds: a page turns about every ten seconds. */
const PAGE_TARGET_SECONDS = 10;
/** Generated projects stay within what every plan may compose (non-members: 6 pages). */
const GENERATED_MAX_PAGES = NON_MEMBER_PPT_PAGES;

/** Characters as the dubbing rule counts them (code points of the trimmed text). */
const visible = (text: string): number => [...text.trim()].length;

export interface PageSplitOptions {
  /** Fewest characters of dubbing per page (DUBBING_TEXT_MIN_CHARS). */
  minChars?: number;
  maxPages?: number;
  targetSeconds?: number;
}

/**
 * A script as page dubbing texts, cut only between sentences: sentences are packed until a page
 * holds about `targetSeconds` of speech, a page under `minChars` characters joins its shorter
 * neighbour, and the two shortest neighbours merge while there are more than `maxPages` pages.
 * A script shorter than `minChars` stays one (too short) page: the dubbing rule reports it.
 */
export function splitIntoPages(script: string, language: ScriptLanguage, options: PageSplitOptions = {}): string[] {
  const { minChars = DUBBING_TEXT_MIN_CHARS, maxPages = GENERATED_MAX_PAGES, targetSeconds = PAGE_TARGET_SECONDS } = options;
  const sentences = scriptSentences(script, language);
  if (sentences.length === 0) return [];
  const targetUnits = targetSeconds * SPEECH_UNITS_PER_SECOND[language];
  const pages: string[][] = [];
  let current: string[] = [];
  for (const sentence of sentences) {
    const units = scriptUnits(joinSentences([...current, sentence], language), language);
    if (current.length > 0 && units > targetUnits) {
      pages.push(current);
      current = [];
    }
    current.push(sentence);
  }
  pages.push(current);
  const text = (page: string[]) => joinSentences(page, language);
  const mergeAt = (i: number) => {
    pages.splice(i, 2, [...(pages[i] ?? []), ...(pages[i + 1] ?? [])]);
  };
  // Short pages join their shorter neighbour (the next one for the first page, the previous one for the last).
  for (let i = 0; i < pages.length && pages.length > 1;) {
    if (visible(text(pages[i] ?? [])) >= minChars) {
      i++;
      continue;
    }
    const before = i > 0 ? visible(text(pages[i - 1] ?? [])) : Infinity;
    const after = i + 1 < pages.length ? visible(text(pages[i + 1] ?? [])) : Infinity;
    if (before <= after) mergeAt(i - 1);
    else mergeAt(i);
    i = Math.max(0, i - 1);
  }
  while (pages.length > Math.max(1, maxPages)) {
    let best = 0;
    for (let i = 1; i + 1 < pages.length; i++) {
      const size = (k: number) => visible(text(pages[k] ?? [])) + visible(text(pages[k + 1] ?? []));
      if (size(i) < size(best)) best = i;
    }
    mergeAt(best);
  }
  return pages.map(text);
}

// ---------------------------------------------------------------- URL-to-video media and product description

const PRODUCT_MEDIA_KINDS = ['image', 'video'] as const;
export type ProductMediaKind = (typeof PRODUCT_MEDIA_KINDS)[number];

/**
 * The URL wizard's media rule (spec §5): at least 3 images or 1 video; at most 30 images and
 * 5 videos (URL_VIDEO_* in kernel/constants/limits.ts).
 */
export function checkUrlVideoMedia(media: readonly { kind: ProductMediaKind }[]): RuleResult {
  const images = media.filter((m) => m.kind === 'image').length;
  const videos = media.length - images;
  if (images > URL_VIDEO_MAX_IMAGES) return fail('urlVideoTooManyImages');
  if (videos > URL_VIDEO_MAX_VIDEOS) return fail('urlVideoTooManyVideos');
  if (images < URL_VIDEO_MIN_IMAGES && videos < 1) return fail('urlVideoTooFewMedia');
  return OK;
}

const PRODUCT_NAME_MAX = 100;
const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_SCRIPT_MAX_CHARS = 5000;

export const productMediaSchema = z.object({
  kind: z.enum(PRODUCT_MEDIA_KINDS),
  /** Absolute http(s) address found on the page, or a link into the user's own storage (/oss/...). */
  url: z.string().trim().min(1).max(2000),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

/** The product-description fields (spec §3): URL, name, description, video style, media, proportion, duration, language. */
export const productDescriptionSchema = z.object({
  url: z.string().trim().max(2000).optional(),
  name: z.string().trim().min(1, 'nameRequired').max(PRODUCT_NAME_MAX),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
  /** The video style is the tone the ad is written in. */
  videoStyle: scriptToneSchema.default('enthusiastic'),
  media: z.array(productMediaSchema).max(URL_VIDEO_MAX_IMAGES + URL_VIDEO_MAX_VIDEOS),
  proportion: ratioSchema.default(0),
  duration: scriptDurationSchema.default(30),
  language: scriptLanguageSchema.default('en'),
});
export type ProductDescription = z.infer<typeof productDescriptionSchema>;
export type ProductDescriptionInput = z.input<typeof productDescriptionSchema>;
