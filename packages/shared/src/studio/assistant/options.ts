/**
 * What the writing assistant offers and accepts (spec §9, product-rules#assistant): line styles,
 * audiences, the input limits and the prompt rule ('Illegal input', spec §5). Pure: the web
 * checks a prompt before sending it and the server checks it again.
 */
import { z } from 'zod';
import { AI_LINE_INPUT_MAX_CHARS } from '../../kernel/constants/limits.ts';
import { LINE_AUDIENCES, LINE_STYLES } from '../../live/rules.ts';
import { scriptLanguageSchema, scriptScenarioSchema, scriptToneSchema } from '../wizards/script.ts';
import { fail, OK, type RuleResult } from '../../kernel/validation/result.ts';

/** Line styles and audiences (spec §9) are the live line writer's: one list each. */
export { DEFAULT_LINE_AUDIENCE, LINE_AUDIENCES, LINE_STYLES, type LineAudience, type LineStyle } from '../../live/rules.ts';

/** What the assistant writes: a page script, or a few short lines from a keyword. */
const WRITING_KINDS = ['script', 'lines'] as const;
export type WritingKind = (typeof WRITING_KINDS)[number];

/** A script's topic (a title or a subject) fits a heading. */
export const ASSISTANT_TOPIC_MAX_CHARS = 100;
/** Material to rewrite or instructions for the model: a page's script is at most a few hundred characters. */
export const ASSISTANT_PROMPT_MAX_CHARS = 2000;
/** Most characters one request may generate (and so reserve from the word balance). */
export const ASSISTANT_MAX_OUTPUT_CHARS = 1200;
export { AI_LINE_INPUT_MAX_CHARS };

/** Markup brackets, and control characters other than line breaks and tabs. */
const FORBIDDEN = /[<>]|(?![\n\t\r])\p{Cc}/u;
const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * The prompt rule (spec §5 'Illegal input'): a prompt that is not empty must hold a letter or a
 * digit, carry no markup brackets or control characters, and fit `maxChars` (code points).
 */
export function checkPrompt(text: string, maxChars: number = ASSISTANT_PROMPT_MAX_CHARS): RuleResult {
  const trimmed = text.trim();
  if (trimmed === '') return OK;
  if ([...trimmed].length > maxChars || FORBIDDEN.test(trimmed) || !MEANINGFUL.test(trimmed)) return fail('illegalInput');
  return OK;
}

/** Characters as the word balance counts them: code points other than white space. */
export function countedCharacters(text: string): number {
  return [...text.replace(/\s+/gu, '')].length;
}

const promptField = (max: number) =>
  z
    .string()
    .max(max * 2, 'illegalInput')
    .default('')
    .refine((value) => checkPrompt(value, max).ok, 'illegalInput');

export const WritingRequest = z.object({
  kind: z.enum(WRITING_KINDS).default('script'),
  /** 'rewrite' keeps the sentences of `text` and restyles them. */
  mode: z.enum(['write', 'rewrite']).default('write'),
  /** The subject; for lines the keyword (AI_LINE_INPUT_MAX_CHARS). */
  topic: promptField(ASSISTANT_TOPIC_MAX_CHARS),
  /** Material: the page's script to rewrite, or instructions. */
  text: promptField(ASSISTANT_PROMPT_MAX_CHARS),
  tone: scriptToneSchema.default('professional'),
  scenario: scriptScenarioSchema.default('speech'),
  lineStyle: z.enum(LINE_STYLES).default('warm'),
  audience: z.enum(LINE_AUDIENCES).nullable().default(null),
  /** Omitted: the language of the topic and text (Chinese when Han characters outnumber words). */
  language: scriptLanguageSchema.nullable().default(null),
  /** "Another version": the offline writer picks other phrases; the model is asked for a different take. */
  variant: z.number().int().min(0).max(1000).default(0),
});
export type WritingRequest = z.infer<typeof WritingRequest>;
export type WritingRequestInput = z.input<typeof WritingRequest>;

/** The line generator's keyword rule (spec §9: up to 20 characters). */
export function checkLineKeyword(keyword: string): RuleResult {
  const chars = [...keyword.trim()].length;
  if (chars === 0) return fail('illegalInput');
  if (chars > AI_LINE_INPUT_MAX_CHARS) return fail('illegalInput');
  return checkPrompt(keyword, AI_LINE_INPUT_MAX_CHARS);
}
