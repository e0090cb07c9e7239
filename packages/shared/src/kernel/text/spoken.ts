/**
 * What of an answer is read aloud. The text view shows an answer whole; the voice skips what a
 * person would not read out: fenced code blocks, inline code that is code (punctuation, paths,
 * commands; a plain identifier like `enabled` is read as a word), URLs, Markdown markup, and
 * bracketed citations ("[ws.md · FAQ]", "[1]"), which the text view shows as the source.
 */
const FENCED = /```[\s\S]*?(```|$)/g;
const INLINE_CODE = /`([^`\n]*)`/g;
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const CITATION = /\s*\[[^\]\n]{1,120}\]/gu;
/** An inline code span read as a word: letters, digits and at most one dot, hyphen or underscore run. */
const READABLE_CODE = /^[\p{L}\p{N}]+(?:[ ._-][\p{L}\p{N}]+){0,2}$/u;

export function spokenText(text: string): string {
  return text
    .replace(FENCED, ' ')
    .replace(INLINE_CODE, (_, code: string) => (READABLE_CODE.test(code) && code.length <= 24 ? code : ' '))
    .replace(URL, ' ')
    .replace(CITATION, '')
    .replace(/(\*\*|__|~~|^#{1,6}\s|^\s*[-*+]\s|\|)/gmu, ' ')
    .replace(/[ \t]*\n[ \t]*/g, ' ')
    .replace(/\s+([,.;:!?，。；：！？、])/gu, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
