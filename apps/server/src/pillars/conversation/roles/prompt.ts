import type { AnswerSegment, CustomParameter, HistoryTurn } from '@orator/shared';
import type { ChatMessage } from '../../platform/llm/index.ts';

/** What the model is told about the role for one answer. */
export interface PromptRole {
  prompt: string;
  customParameters: readonly CustomParameter[];
  historyTurns: number;
  maxReplyLength: number;
  fallbackPhrase: string;
}

/** A Q&A item matched above threshold whose library lets the model word the reply (answerDirectly off). */
export interface QaReference {
  question: string;
  answer: string;
}

/** The last `turns` turns (a turn = one question and its answer), oldest first. */
export function recentHistory(history: readonly HistoryTurn[], turns: number): HistoryTurn[] {
  if (turns <= 0) return [];
  return history.slice(-2 * turns);
}

function referenceBlock(segments: readonly AnswerSegment[], qa: QaReference | null): string {
  const parts: string[] = [];
  if (qa) parts.push(`[Q&A] ${qa.question}\n${qa.answer}`);
  segments.forEach((segment, index) => {
    const heading = [segment.documentName, segment.title].filter(Boolean).join(' / ');
    parts.push(`[${index + 1}] ${heading}\n${segment.text}`);
  });
  return parts.join('\n\n');
}

/**
 * The chat for one answer: the role's prompt and rules as the system message, the reference
 * material the retrieval found, the last `historyTurns` turns, then the question.
 */
export function answerMessages(
  role: PromptRole,
  input: { question: string; history: readonly HistoryTurn[]; segments: readonly AnswerSegment[]; qa: QaReference | null },
): ChatMessage[] {
  const rules = [
    role.prompt.trim() || 'You are a helpful assistant.',
    ...role.customParameters.map((p) => `${p.key}: ${p.value}`),
    '',
    'Answer in the language of the question.',
    // The answer is read aloud by the avatar: short, plain sentences a person would say.
    'Your answer is spoken aloud: reply in one to three short sentences (10 to 25 seconds of speech), without lists, tables or markup.',
    `Keep the answer under ${role.maxReplyLength} characters.`,
    'Base the answer on the reference material and cite the passages you used by their number, like [1].',
    'Do not read out code, commands or links; mention them only when asked for them.',
    `If the reference material and the conversation do not contain the answer, say so by replying exactly: ${role.fallbackPhrase}`,
  ];
  const reference = referenceBlock(input.segments, input.qa);
  if (reference) rules.push('', 'Reference material:', reference);
  return [
    { role: 'system', content: rules.join('\n') },
    ...recentHistory(input.history, role.historyTurns).map((turn): ChatMessage => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: input.question },
  ];
}

/** Max tokens for a reply of `maxReplyLength` characters (a Han character can take two tokens). */
export function maxTokensFor(maxReplyLength: number): number {
  return Math.min(8192, maxReplyLength * 2);
}

export interface PromptSubject {
  name: string;
  description: string;
  instructions: string;
}

/** Asks the model to write a role prompt (promptGeneration in llm mode). */
export function promptWritingMessages(subject: PromptSubject): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write system prompts for conversational avatars. Reply with the prompt only, in the language the role ' +
        'is described in, in the second person ("You are ..."), at most 1500 characters.',
    },
    {
      role: 'user',
      content: [`Role name: ${subject.name}`, `Description: ${subject.description}`, `Emphasis: ${subject.instructions}`].join('\n'),
    },
  ];
}

const isChinese = (text: string): boolean => /\p{Script=Han}/u.test(text);

/** The offline prompt (mode 'template'): assembled from the role's own fields, in their language. */
export function templatePrompt(subject: PromptSubject): string {
  const { name, description, instructions } = subject;
  if (isChinese(`${name}${description}${instructions}`)) {
    return [
      `你是“${name || '助手'}”。${description ? `${description}` : ''}`,
      '请用提问者使用的语言，简洁、准确、友好地回答问题。',
      '优先依据知识库和问答库中的资料作答；资料中没有的内容不要编造，直接说明不知道。',
      instructions ? `特别注意：${instructions}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }
  return [
    `You are "${name || 'the assistant'}".${description ? ` ${description}` : ''}`,
    "Answer in the asker's language, briefly, accurately and kindly.",
    'Prefer the material of the knowledge bases and Q&A libraries; do not invent what it does not say, say you do not know instead.',
    instructions ? `Pay particular attention to: ${instructions}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
