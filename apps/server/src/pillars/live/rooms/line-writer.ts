import type { LineTemplateInput } from '@orator/shared/live';
import type { LanguageModel } from '../../../kernel/ai/language-model.ts';

const LANGUAGE_NAMES = { en: 'English', 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese' } as const;

/**
 * Lines for a live room written by the configured language model: one per output line, numbered
 * or bulleted lines cleaned, at most `count`. Throws when the model fails (the caller falls back).
 */
export async function writeLinesWithModel(model: LanguageModel, input: LineTemplateInput): Promise<string[]> {
  const reply = await model.complete({
    temperature: 0.8,
    maxTokens: 800,
    messages: [
      {
        role: 'system',
        content:
          'You write short spoken lines for a 24-hour live-commerce stream presented by an avatar. ' +
          'Answer with the lines only, one per line, no numbering, each under 200 characters.',
      },
      {
        role: 'user',
        content:
          `Write ${input.count} lines in ${LANGUAGE_NAMES[input.language]} presenting the product "${input.productName}". ` +
          `Style: ${input.style}. Audience: ${input.audience}. Product description: ${input.description || '(none)'}`,
      },
    ],
  });
  return reply
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/u, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, input.count)
    .map((line) => line.slice(0, 500));
}
