/**
 * The assistant's offline writer (product-rules#assistant), used by the server when no language
 * model is configured: writes or rewrites a script from a topic, a tone, a scenario and an
 * audience, using the given text as its material; and writes short lines from a keyword in a
 * line style. Deterministic for a given `variant`, so "another version" (variant + 1) gives a
 * different text and tests can pin results.
 */
import { splitSentences } from '../../kernel/text/sentences.ts';
import { detectScriptLanguage, type ScriptLanguage, type ScriptScenario, type ScriptTone } from '../wizards/script.ts';
import { lineTemplates } from '../../live/line-templates.ts';
import type { LineAudience, LineStyle } from '../../live/rules.ts';
import { PHRASEBOOKS, type Phrasebook } from './phrasebook.ts';

type AssistantMode = 'write' | 'rewrite';

export interface ScriptWriterInput {
  mode: AssistantMode;
  tone: ScriptTone;
  scenario: ScriptScenario;
  /** The material: a page's current script, or notes (may be empty). */
  existingText: string;
  /** What it is about (a page's title, a subject); empty = the material's first sentence. */
  title: string;
  audience?: LineAudience | null;
  /** Omitted: the language of the title and material. */
  language?: ScriptLanguage | null;
  variant: number;
}

export interface LinesWriterInput {
  keyword: string;
  lineStyle: LineStyle;
  audience: LineAudience;
  /** Chinese lines in traditional characters (the reader's UI language is zh-TW). */
  traditional?: boolean;
  language?: ScriptLanguage | null;
  variant: number;
}

/** Lines the line generator writes per request. */
export const LINES_PER_REQUEST = 3;
/** A topic longer than this reads badly inside a template sentence. */
const TOPIC_MAX_CHARS = 40;

export function scriptLanguageOf(text: string): ScriptLanguage {
  return detectScriptLanguage(text);
}

function pick<T>(items: readonly T[], variant: number, salt: number): T {
  const index = Math.abs(variant * 7 + salt * 3) % items.length;
  return items[index] as T;
}

function stripEnd(sentence: string): string {
  return sentence.replace(/[.!?。！？,，;；:：\s]+$/u, '');
}

/** What the page is about: its title, else its first sentence, shortened to a phrase. */
export function topicOf(title: string, existingText: string, book: Phrasebook): string {
  const source = stripEnd(title.trim()) || stripEnd(splitSentences(existingText)[0] ?? '');
  if (!source) return book.fallbackTopic;
  const chars = [...source];
  if (chars.length <= TOPIC_MAX_CHARS) return source;
  // Cut at a word boundary for English; Chinese has none to respect.
  const cut = chars.slice(0, TOPIC_MAX_CHARS).join('');
  const space = cut.lastIndexOf(' ');
  return space > TOPIC_MAX_CHARS / 2 ? cut.slice(0, space) : cut;
}

function fill(template: string, topic: string): string {
  return template.replaceAll('{topic}', topic);
}

function ensureEnd(sentence: string, book: Phrasebook): string {
  return /[.!?。！？]$/u.test(sentence) ? sentence : sentence + book.sentenceEnd;
}

function lowerFirst(sentence: string, language: ScriptLanguage): string {
  if (language !== 'en' || sentence.length < 2) return sentence;
  // Keep acronyms and "I" as they are.
  return /^[A-Z][a-z]/.test(sentence) && !/^I\b/.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
}

/** The body: each point in order, joined with the scenario's connectors. */
function body(points: readonly string[], book: Phrasebook, input: ScriptWriterInput, language: ScriptLanguage): string[] {
  return points.map((point, index) => {
    const sentence = ensureEnd(point, book);
    if (index === 0) return sentence;
    const connector = pick(book.connector[input.scenario], input.variant, index);
    const joined = language === 'en' ? `${connector} ${lowerFirst(sentence, language)}` : `${connector}${sentence}`;
    return joined;
  });
}

export function generateScript(input: ScriptWriterInput): string {
  const language = input.language ?? scriptLanguageOf(`${input.title} ${input.existingText}`);
  const book = PHRASEBOOKS[language];
  const topic = topicOf(input.title, input.existingText, book);
  const existing = splitSentences(input.existingText);
  // Rewriting keeps every sentence the user wrote; writing builds on those not already
  // used as the topic, and on general points when nothing is left.
  const unused = input.title.trim() ? existing : existing.slice(1);
  const points = input.mode === 'rewrite' && existing.length > 0 ? existing : unused.length > 0 ? unused : [...book.defaultPoints];
  const greeting = input.audience ? pick(book.greeting[input.audience], input.variant, 4) : '';
  const opener = fill(pick(book.opener[input.scenario], input.variant, 1), topic);
  const parts = [
    // A greeting ending in a comma runs into the opener ("Dear friends, here is ...").
    ...(greeting ? [greeting] : []),
    greeting.endsWith(',') ? lowerFirst(opener, language) : opener,
    pick(book.toneLine[input.tone], input.variant, 2),
    ...body(points, book, input, language),
    fill(pick(book.closer[input.scenario], input.variant, 5), topic),
  ];
  return parts.join(language === 'en' ? ' ' : '');
}

/**
 * Short spoken lines on a keyword in a line style for an audience: the live line writer's
 * templates (one set of line phrases in the product), rotated by `variant`.
 */
export function generateLines(input: LinesWriterInput): string[] {
  const keyword = stripEnd(input.keyword.trim());
  const language = input.language ?? scriptLanguageOf(keyword);
  const uiLanguage = language === 'en' ? 'en' : input.traditional ? 'zh-TW' : 'zh-CN';
  const all = lineTemplates({
    productName: keyword,
    description: '',
    style: input.lineStyle,
    audience: input.audience,
    language: uiLanguage,
    count: LINES_PER_REQUEST + input.variant,
  });
  return all.slice(input.variant);
}
