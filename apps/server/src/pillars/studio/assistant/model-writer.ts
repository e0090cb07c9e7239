import { countedCharacters, cutToCharacters, LINES_PER_REQUEST, wasCut, type WritingRequest } from '@orator/shared/assistant';
import type { ScriptLanguage } from '@orator/shared/wizards';
import type { ChatMessage } from '../../platform/llm/index.ts';
import type { LanguageModel } from '../../../kernel/ai/language-model.ts';

const LANGUAGE_NAMES = { en: 'English', 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese' } as const;

export interface ModelWriting {
  request: WritingRequest;
  language: ScriptLanguage;
  /** Chinese in traditional characters (the reader's UI language is zh-TW). */
  traditional: boolean;
  /** Counted characters the reply may have: what the allowance reserved. */
  maxCharacters: number;
  signal: AbortSignal;
}

function messagesFor(input: ModelWriting): ChatMessage[] {
  const { request } = input;
  const language = LANGUAGE_NAMES[input.language === 'en' ? 'en' : input.traditional ? 'zh-TW' : 'zh-CN'];
  const audience = request.audience ? ` The audience: ${request.audience}.` : '';
  const version = request.variant > 0 ? ` Give a different version from before (version ${request.variant + 1}).` : '';
  if (request.kind === 'lines') {
    return [
      {
        role: 'system',
        content:
          'You write short spoken lines (slogans, catchphrases) for a presenter avatar. Answer with the lines only, one per line, no numbering.',
      },
      {
        role: 'user',
        content: `Write ${LINES_PER_REQUEST} lines in ${language} about "${request.topic}". Style: ${request.lineStyle}.${audience}${version}`,
      },
    ];
  }
  const task =
    request.mode === 'rewrite' && request.text
      ? `Rewrite this script, keeping its facts:\n${request.text}`
      : `Write it about "${request.topic || request.text}".${request.text && request.topic ? ` Notes to build on:\n${request.text}` : ''}`;
  return [
    {
      role: 'system',
      content:
        'You write scripts a presenter avatar speaks in a video. Answer with the script only: plain spoken sentences, ' +
        'no title, no headings, no lists, no stage directions, no quotation marks around it.',
    },
    {
      role: 'user',
      content:
        `A ${request.scenario} script in ${language}, tone: ${request.tone}, at most ${input.maxCharacters} characters.${audience}${version}\n` +
        task,
    },
  ];
}

/**
 * The reply of the configured language model, cut to the reserved characters: reading stops (and
 * the upstream request is cancelled) as soon as the reply has more than it may keep, or the
 * caller's signal aborts. Throws LanguageModelError when the model fails.
 */
export async function writeWithModel(model: LanguageModel, input: ModelWriting): Promise<{ text: string; cut: boolean }> {
  let reply = '';
  const stream = model.stream({
    messages: messagesFor(input),
    temperature: 0.8,
    // Chinese takes about a token a character; English fewer. A little room for the cut.
    maxTokens: Math.min(4000, input.maxCharacters + 64),
    signal: input.signal,
  });
  let stopped = false;
  for await (const piece of stream) {
    reply += piece;
    if (countedCharacters(reply) > input.maxCharacters) {
      stopped = true;
      break;
    }
  }
  const cleaned =
    input.request.kind === 'lines'
      ? reply
          .split('\n')
          .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/u, '').trim())
          .filter((line) => line !== '')
          .slice(0, LINES_PER_REQUEST)
          .join('\n')
      : reply.trim().replace(/^["“「]|["”」]$/gu, '');
  const text = cutToCharacters(cleaned, input.maxCharacters);
  return { text, cut: stopped || wasCut(cleaned, text) };
}
