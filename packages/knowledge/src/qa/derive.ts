import { splitSentences } from '@orator/shared/text';
import { trimToSentence } from '../answer/extractive.ts';
import { simplified } from '../search/tokens.ts';

/** Answers of derived pairs are cut to this many characters at a sentence boundary. */
const ANSWER_LENGTH = 300;

const isChinese = (text: string): boolean => (text.match(/\p{Script=Han}/gu)?.length ?? 0) * 2 >= text.replace(/\s/g, '').length;

/** A heading as a question: kept when it already is one, otherwise asked about. */
function questionOfHeading(title: string): string | null {
  const cleaned = title
    .replace(/^[\d.、)）\s]+/u, '')
    .replace(/[：:。.]$/u, '')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(cleaned) || [...cleaned].length > 60) return null;
  if (/[?？]$/u.test(cleaned)) return cleaned;
  // Traditional headings get a traditional question.
  if (isChinese(cleaned)) return simplified(cleaned) === cleaned ? `${cleaned}是怎样的？` : `${cleaned}是怎樣的？`;
  const topic = cleaned.replace(/^(the|a|an) /i, '');
  // "Returns policy" -> "returns policy", but "FAQ" and "iPhone" stay as written.
  const lowered = /^\p{Lu}\p{Ll}/u.test(topic) ? topic[0]?.toLowerCase() + topic.slice(1) : topic;
  return `What should I know about ${lowered}?`;
}

/** A definition sentence ("X is Y." / "X是Y。") as "What is X?"; null for any other sentence. */
function questionOfSentence(sentence: string): string | null {
  const chinese = /^(.{2,12}?)(?:是指|指的是|是|为)(.{4,})[。！]?$/u.exec(sentence);
  if (chinese && isChinese(sentence) && !/[，,。？?]/u.test(chinese[1] as string)) {
    const subject = chinese[1] as string;
    return simplified(subject) === subject ? `${subject}是什么？` : `${subject}是什麼？`;
  }
  const english = /^((?:the |a |an )?[A-Za-z][\w'’-]*(?: [\w'’-]+){0,5}) (is|are|means|refers to) (.{8,})$/iu.exec(sentence);
  if (english && !/[,;:]/.test(english[1] as string)) {
    const subject = (english[1] as string).replace(/^(The|A|An) /, (article) => article.toLowerCase());
    return `What ${english[2] === 'are' ? 'are' : 'is'} ${subject}?`;
  }
  return null;
}

/**
 * Offline Q&A generation (no language model): one question per titled section, asking about the
 * heading, answered with the start of its text; then definition sentences ("X is Y", "X是Y")
 * turned into "What is X?" answered by the sentence itself. Questions are unique; at most `count`.
 */
export function deriveQuestions(
  segments: Array<{ title: string | null; text: string }>,
  count: number,
): Array<{ question: string; answer: string }> {
  const pairs: Array<{ question: string; answer: string }> = [];
  const asked = new Set<string>();
  const add = (question: string | null, answer: string): void => {
    const key = question?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    if (!question || !key || asked.has(key) || pairs.length >= count || !answer.trim()) return;
    asked.add(key);
    pairs.push({ question, answer: trimToSentence(answer, ANSWER_LENGTH) });
  };
  const titled = new Set<string>();
  for (const segment of segments) {
    if (segment.title && !titled.has(segment.title)) {
      titled.add(segment.title);
      add(questionOfHeading(segment.title), segment.text);
    }
  }
  for (const segment of segments) {
    for (const sentence of splitSentences(segment.text)) add(questionOfSentence(sentence), sentence);
    if (pairs.length >= count) break;
  }
  return pairs;
}
