/**
 * The page assistant's offline writer (product-rules#screens): writes
 * or rewrites a page's dubbing text from a tone and a scenario, using the page's existing
 * text and title as its material. Deterministic for a given `variant`, so "generate again"
 * (variant + 1) gives a different text and tests can pin results.
 */
import { splitSentences } from '@orator/shared/text';
import { PHRASEBOOKS, type Phrasebook, type ScriptLanguage, type ScriptScenario, type ScriptTone } from './phrasebook.ts';

export type AssistantMode = 'write' | 'rewrite';

export interface AssistantInput {
  mode: AssistantMode;
  tone: ScriptTone;
  scenario: ScriptScenario;
  /** The page's current dubbing text (may be empty). */
  existingText: string;
  /** The page's title element text, if any: the best hint of what the page is about. */
  title: string;
  variant: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** A topic longer than this reads badly inside a template sentence. */
const TOPIC_MAX_CHARS = 40;

export function scriptLanguageOf(text: string): ScriptLanguage {
  return CJK.test(text) ? 'zh' : 'en';
}

/** The product's one sentence splitter (also used by speech and subtitles), keeping end punctuation. */
export { splitSentences };

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
function body(points: readonly string[], book: Phrasebook, input: AssistantInput, language: ScriptLanguage): string[] {
  return points.map((point, index) => {
    const sentence = ensureEnd(point, book);
    if (index === 0) return sentence;
    const connector = pick(book.connector[input.scenario], input.variant, index);
    const joined = language === 'en' ? `${connector} ${lowerFirst(sentence, language)}` : `${connector}${sentence}`;
    return joined;
  });
}

export function generateScript(input: AssistantInput): string {
  const language = scriptLanguageOf(`${input.title} ${input.existingText}`);
  const book = PHRASEBOOKS[language];
  const topic = topicOf(input.title, input.existingText, book);
  const existing = splitSentences(input.existingText);
  // Rewriting keeps every sentence the user wrote; writing builds on those not already
  // used as the topic, and on general points when nothing is left.
  const unused = input.title.trim() ? existing : existing.slice(1);
  const points = input.mode === 'rewrite' && existing.length > 0 ? existing : unused.length > 0 ? unused : [...book.defaultPoints];
  const parts = [
    fill(pick(book.opener[input.scenario], input.variant, 1), topic),
    pick(book.toneLine[input.tone], input.variant, 2),
    ...body(points, book, input, language),
    fill(pick(book.closer[input.scenario], input.variant, 5), topic),
  ];
  return parts.join(language === 'en' ? ' ' : '');
}
